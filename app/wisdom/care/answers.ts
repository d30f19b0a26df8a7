import type { CareKind } from "./detect";

/**
 * The care answers. Written by people, never by a model, and always the same words, so they can be checked.
 * Both lead with ways to reach a person now; then they speak to the writer; then they say plainly what Prajna is.
 */

export const CARE_SOURCES = [
  { title: "988 Suicide & Crisis Lifeline (US): call or text 988", url: "https://988lifeline.org" },
  { title: "Crisis Text Line: text HOME to 741741", url: "https://www.crisistextline.org" },
  { title: "Find a helpline in your country", url: "https://findahelpline.com" },
];

const RESOURCES = [
  "- **In the US:** call or text **988**, the 988 Suicide & Crisis Lifeline. It is free, confidential and open day and night.",
  "- **By text:** send **HOME** to **741741** to reach a trained volunteer at the Crisis Text Line.",
  "- **In another country:** find a free local helpline at **findahelpline.com**.",
  "- **If life is in danger right now,** call your local emergency number (**911** in the US and Canada, **112** across Europe, " +
    "**999** in the UK) or go to the nearest emergency department.",
];

const SELF = [
  "**You do not have to get through this moment alone. Please reach a person now:**",
  "",
  ...RESOURCES,
  "",
  "Thank you for telling me. What you wrote sounds very heavy, and I am taking it seriously. Whatever brought you here, " +
    "your life matters, and the pain you feel right now is real and deserves real help.",
  "",
  "If you can, put some distance between yourself and anything you could use to hurt yourself, and let one person near " +
    'you know how you are: a friend, a relative, a neighbour. The words can be simple: "I am not okay, can you stay with me?"',
  "",
  "You can keep writing to me here, and I will keep answering. If you reach out to one of the lines above, you can come " +
    "back afterwards too.",
  "",
  "*Prajna is an AI guide, not a counsellor or a crisis service. The people at these lines are trained for exactly this " +
    "moment, and they want to hear from you.*",
];

const OTHER = [
  "**If they may be in danger now, help them reach a person:**",
  "",
  ...RESOURCES,
  "",
  "It is good that you are asking; caring enough to act is already help. A few things that matter most:",
  "",
  "- **Stay with them,** or make sure someone is with them, if you think they could act on it soon.",
  '- **Ask directly:** "Are you thinking about suicide?" Asking does not put the idea in their head; it tells them they ' +
    "can talk to you. Listen without arguing or lecturing.",
  "- **Put distance between them and the means:** medicines, weapons, anything they have mentioned. Ask for help with this if you need it.",
  "- **Call or text 988 together,** or sit with them while they contact a helpline or their doctor.",
  "- **Look after yourself as well.** You can contact these lines for your own support, as the person helping.",
  "",
  "You can keep writing to me here about what is happening.",
  "",
  "*Prajna is an AI guide, not a counsellor or a crisis service; the lines above are staffed by trained people.*",
];

/** The care answer in Markdown: "self" speaks to someone who may be at risk, "other" to someone helping another. */
export function careAnswer(kind: CareKind): string {
  return (kind === "other" ? OTHER : SELF).join("\n");
}

/** Is this text one of the care answers (as a conversation's earlier turn reads back)? */
export function isCareAnswer(text: string): boolean {
  return text.includes("741741") && text.includes("988") && text.includes("findahelpline.com");
}
