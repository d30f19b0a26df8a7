/**
 * Care before any provider: signs of crisis or self-harm are answered here, by words written by people, never
 * left to a model. The patterns lean towards caring: a false alarm costs a reader a moment; a miss could cost more.
 */

const DIRECT: RegExp[] = [
  /\b(kill|killing|hang|hanging|drown|shoot)\s+(my ?self|myself)\b/,
  /\bsuicid(e|al)\b/,
  /\b(end|ending|take|taking)\s+(my|my own)\s+life\b/,
  /\bend\s+it\s+all\b/,
  /\b(want|wanna|wish|going|plan|planning|ready)\s+(to\s+)?(die|be dead)\b/,
  /\bwish\s+i\s+(was|were)\s+(dead|never born)\b/,
  /\b(don'?t|do not|no longer)\s+want\s+to\s+(live|be alive|exist|be here|wake up)\b/,
  /\b(better off|happier)\s+(dead|without me)\b/,
  /\bno\s+(reason|point)\s+(to|in)\s+(live|living|go on|going on|being alive)\b/,
  /\b(self[- ]?harm|cutting myself|cut myself|hurt(ing)? myself|harm(ing)? myself|burn(ing)? myself)\b/,
  /\boverdos(e|ing)\b/,
  /\bcan'?t\s+(go on|keep going|do this anymore|take (it|this) anymore)\b/,
  /\b(not|never)\s+wake\s+up\s+again\b/,
  /\b(disappear|vanish)\s+(forever|for good|from (this|the) world)\b/,
  /\b(painless|quick|quickest|easy|easiest|best|peaceful)\s+(way|ways|method|methods)\s+to\s+(die|go|end it)\b/,
  /\bhow\s+(to|do i|can i|could i)\s+(die|end it)\b/,
];

const MEANS = /\b(pills?|tablets?|sleeping pills|painkillers|paracetamol|acetaminophen|tylenol|insulin|rope|noose|gun|bridge|rooftop|roof|building|train tracks|razor|blade|poison|bleach|carbon monoxide|exhaust)\b/;
const LETHAL = /\b(lethal|fatal|deadly|overdose|how (many|much)|enough to|die|kill|jump|painless|quick(est)? way|highest|tallest|how high|how tall|how far down|high enough|tall enough|deep enough|strong enough)\b/;
const LOSS = /\b(died|passed away|lost (my|her|his)|death of|funeral|gone now|left me|divorce|broke up|fired|lost everything)\b/;
const GOODBYE: RegExp[] = [
  /\b(this is|writing) my (last|final) (message|note|words|letter)\b/,
  /\b(goodbye|bye) (everyone|forever|world|to everyone)\b/,
  /\bfinal goodbye\b/,
  /\b(won'?t|will not) be (here|around|alive) (tomorrow|much longer|anymore|by (the )?morning)\b/,
  /\bgiving away (all )?my (things|stuff|belongings|possessions|pets?)\b/,
  /\b(letter|note|message)s? for (when i'?m gone|after i'?m gone|my family when)\b/,
  /\bafter i'?m gone\b/,
  /\bthis is the end for me\b/,
  /\bi'?m a burden\b/,
  /\b(everyone|they|my family) would be better off\b/,
];
const FOR_A_FRIEND = /\b(asking for a friend|for a friend|a friend (wants|wonders|asked))\b/;
const FRIEND_TOPIC = /\b(die|dying|kill|lethal|overdose|end (their|his|her) life|pills|how many|how much)\b/;

/** Does this message show signs of crisis or self-harm? */
export function showsCrisisSigns(message: string): boolean {
  const text = message.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, " ");
  if (DIRECT.some((r) => r.test(text))) return true;
  if (GOODBYE.some((r) => r.test(text))) return true;
  // Asking about means in a lethal way ("how many pills would be enough"), the more so after a loss.
  if (MEANS.test(text) && LETHAL.test(text)) return true;
  if (LOSS.test(text) && /\b(lethal|fatal|overdose|painless)\b/.test(text)) return true;
  if (FOR_A_FRIEND.test(text) && FRIEND_TOPIC.test(text)) return true;
  return false;
}

export const CRISIS_SOURCES = [
  { title: "988 Suicide & Crisis Lifeline (US): call or text 988", url: "https://988lifeline.org" },
  { title: "Crisis Text Line: text HOME to 741741", url: "https://www.crisistextline.org" },
  { title: "Find a helpline in your country", url: "https://findahelpline.com" },
];

/** The caring answer, leading with people who can help now. Written here, never by a model. */
export function crisisAnswer(): string {
  return [
    "I am really glad you wrote this down, and I am so sorry you are carrying this much. What you are feeling matters, and you deserve support from a real person right now, not only from a page.",
    "",
    "**Please reach out now:**",
    "",
    "- **In the US:** call or text **988** (the 988 Suicide & Crisis Lifeline), any hour, free and confidential.",
    "- **Text:** send **HOME** to **741741** to reach the Crisis Text Line.",
    "- **Anywhere else:** find a free helpline in your country at **findahelpline.com**.",
    "- **If you are in immediate danger,** call your local emergency number (911 in the US and Canada, 112 in Europe, 999 in the UK) or go to the nearest emergency room.",
    "",
    "If you can, tell someone near you how you feel tonight: a friend, a family member, a neighbour. You do not have to find the right words; \"I am not okay and I need you\" is enough.",
    "",
    "The teachings you came here for all agree on one thing: no one is meant to carry their suffering alone. Asking for help is not a failure of strength or of faith. It is the next step, and it is a brave one.",
    "",
    "*Prajna is an AI guide, not a counsellor. The people at these lines are trained to listen and to help, and they want to hear from you.*",
  ].join("\n");
}
