import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Situation, Teaching } from "~/content/content-schema";
import { loadLibrary } from "~/content/library.server";
import { evaluateMatching, evaluateShape, loadQuestionSets } from "./answers-eval";
import { composeSituated, isDirectQuestion } from "./compose-situated";
import { buildMessages } from "./openai.server";
import { buildSituationIndex, readQuestion } from "./situations";

const root = path.resolve(import.meta.dirname, "../..");

function situation(id: string, category: Situation["category"], title: string, cues: string[], extra: Partial<Situation> = {}): Situation {
  return {
    id,
    category,
    title,
    cues,
    asks: [],
    opening: `An opening written for ${title.toLowerCase()}, and only for it.`,
    response: Array.from({ length: 130 }, (_, i) => (i % 13 === 12 ? `${id}-word.` : `${id}-word`)).join(" "),
    teachings: ["t-one"],
    practice: { title: `A practice for ${id}`, steps: ["First, sit.", "Second, breathe out slowly.", "Third, name it.", "Fourth, rest."] },
    articles: [],
    avoid: ["something unkind"],
    closing: `A closing for ${id}.`,
    ...extra,
  };
}

const SITUATIONS = [
  situation("grief-mother-alone", "suffering", "A mother who died alone in hospital", [
    "my mother died in hospital and they would not let me in",
    "she was alone at the end because of the visiting rules",
    "i could not say goodbye to my mum before she died",
    "guilt that my mother died alone",
    "the hospital called too late and she had already gone",
    "i keep picturing her alone on the ward",
  ]),
  situation("work-new-boss", "career", "An aversion to a new boss", [
    "i cannot stand my new manager",
    "my new boss rubs me the wrong way every day",
    "since the new supervisor arrived i dread going in",
    "how do i work for someone i dislike",
    "my boss micromanages and i resent him",
    "the new team lead makes my skin crawl",
  ]),
  situation(
    "faith-rebirth-necessary",
    "wisdom",
    "Is belief in rebirth necessary?",
    [
      "do i have to believe in rebirth to be a buddhist",
      "i like meditation but reincarnation seems unlikely to me",
      "can i practise without believing in past lives",
      "rebirth is the part i cannot accept",
      "is karma across lifetimes required belief",
      "secular buddhism and rebirth",
    ],
    { asks: ["Is belief in rebirth necessary?"] },
  ),
];

const TEACHING = {
  id: "t-one",
  text: "A passage long enough to be a teaching of the library.",
  author: "The Buddha",
  source: "A sutta",
  translation: "Someone (1881)",
  paraphrase: false,
  categories: ["general"],
  keywords: ["a", "b"],
  article: "a",
} as Teaching;
const lib = { teaching: (id: string) => (id === "t-one" ? TEACHING : undefined), articleTitle: () => undefined };

describe("reading a question for its situation", () => {
  const index = buildSituationIndex(SITUATIONS);

  it("matches what the person says about themselves, not one topic word", () => {
    expect(readQuestion(index, "My mum died on a covid ward and I wasn't allowed to be with her").matches[0].situation.id).toBe(
      "grief-mother-alone",
    );
    expect(readQuestion(index, "ever since the new manager started I hate going to the office").matches[0].situation.id).toBe(
      "work-new-boss",
    );
    expect(readQuestion(index, "Do I need to accept reincarnation to practise?").matches[0].situation.id).toBe("faith-rebirth-necessary");
  });

  it("says nothing fits when nothing does", () => {
    expect(readQuestion(index, "what is the best recipe for lentil soup").matches).toEqual([]);
  });

  it("reads a follow-up with the conversation it belongs to", () => {
    const alone = readQuestion(index, "and what should I do about it tonight?");
    const withConversation = readQuestion(index, "and what should I do about it tonight?", [
      "my new boss micromanages me and I resent him",
    ]);
    expect(alone.matches).toEqual([]);
    expect(withConversation.matches[0].situation.id).toBe("work-new-boss");
  });

  it("does not answer a follow-up with the situation already answered: the next close one, or none", () => {
    const earlier = ["my new boss micromanages me and I resent him"];
    const followUp = "and what do I do when he criticises me in front of everyone?";
    expect(readQuestion(index, followUp, earlier).matches[0]?.situation.id).toBe("work-new-boss");
    const again = readQuestion(index, followUp, earlier, undefined, new Set(["work-new-boss"]));
    expect(again.matches.map((m) => m.situation.id)).not.toContain("work-new-boss");
  });

  it("takes two situations when a question holds two concerns", () => {
    const reading = readQuestion(
      index,
      "My mother died alone in hospital and I could not say goodbye. And at work my new boss micromanages me, I cannot stand my new manager and I dread going in",
    );
    expect(reading.matches.map((m) => m.situation.id).sort()).toEqual(["grief-mother-alone", "work-new-boss"]);
  });
});

describe("an answer from a situation", () => {
  const [grief, boss, rebirth] = SITUATIONS;

  it("answers a direct question first, and meets a person who tells their story first", () => {
    expect(isDirectQuestion("Is belief in rebirth necessary?")).toBe(true);
    expect(isDirectQuestion("My mother died alone and I feel terrible")).toBe(false);
    const direct = composeSituated("Is belief in rebirth necessary?", [{ situation: rebirth, score: 1 }], lib).markdown;
    expect(direct.startsWith(rebirth.response.split("\n")[0])).toBe(true);
    const story = composeSituated("My mother died alone and I feel terrible", [{ situation: grief, score: 1 }], lib).markdown;
    expect(story.startsWith(grief.opening)).toBe(true);
    expect(story).toContain(grief.response);
  });

  it("gives the whole practice, the situation's teachings with their sources, and its own closing", () => {
    const answer = composeSituated("My mother died alone and I feel terrible", [{ situation: grief, score: 1 }], lib).markdown;
    for (const step of grief.practice.steps) expect(answer).toContain(step);
    expect(answer).toContain(`> ${TEACHING.text}`);
    expect(answer).toContain("— The Buddha, *A sutta*, translated by Someone (1881)");
    expect(answer).toContain(grief.closing);
    expect(answer).not.toMatch(/Read further/);
  });

  it("answers a second concern after the first, and says whom to see when a website is not enough", () => {
    const withSee = { ...boss, see: "If the dread keeps you from sleeping, a doctor or counsellor can help." };
    const answer = composeSituated(
      "two things",
      [
        { situation: grief, score: 1 },
        { situation: withSee, score: 0.8 },
      ],
      lib,
    ).markdown;
    expect(answer.indexOf(grief.response)).toBeLessThan(answer.indexOf(boss.opening));
    expect(answer).toContain(withSee.see);
  });

  it("grounds a model in the situation: its response, what to avoid and whom to see", () => {
    const withSee = { ...grief, see: "A grief counsellor can sit with this with you." };
    const messages = buildMessages(
      "my mother died alone",
      "suffering",
      { teachings: [], passages: [], articles: [] },
      { situations: [withSee] },
    );
    const content = String(messages.at(-1)!.content);
    expect(content).toContain(grief.response);
    expect(content).toContain("Avoid: something unkind");
    expect(content).toContain("Whom to see: A grief counsellor");
  });
});

describe("the situations written for the project", () => {
  const library = loadLibrary(path.join(root, "content"));

  it("load without a problem: at least 200, across every kind of guidance", () => {
    expect(library.problems.filter((p) => p.file.includes("situations"))).toEqual([]);
    expect(library.situations.length).toBeGreaterThanOrEqual(200);
    expect(new Set(library.situations.map((s) => s.category)).size).toBeGreaterThanOrEqual(7);
  });

  const cases = loadQuestionSets(path.join(root, "tests/fixtures/answers"));

  it("the question set: at least 150 questions, a quarter held out, every label a real situation", () => {
    const ids = new Set(library.situations.map((s) => s.id));
    // The questions written for the evaluation; the review rounds' long questions (questions-c.yaml, "qc-") were
    // labelled after the engine had answered them, so they are tuning questions beside these, never held out.
    const written = cases.filter((c) => !c.id.startsWith("qc-"));
    expect(written.length).toBeGreaterThanOrEqual(150);
    expect(written.filter((c) => c.split === "held-out").length).toBeGreaterThanOrEqual(Math.floor(written.length / 4));
    expect(cases.filter((c) => c.id.startsWith("qc-")).every((c) => c.split === "tuning")).toBe(true);
    for (const c of cases) for (const s of c.situations) expect(ids.has(s), `${c.id}: ${s}`).toBe(true);
  });

  it("reads held-out questions as a situation that fits, first, at least 85 percent of the time", () => {
    const { bySplit } = evaluateMatching(library, cases);
    expect(bySplit["held-out"].accuracy).toBeGreaterThanOrEqual(0.85);
  });

  it("keeps the shape rules: no practice cut, no stock sentence in more than 3 of 40 answers, no article in more than 20 percent", () => {
    const heldOut = cases.filter((c) => c.split === "held-out").slice(0, 40);
    const shape = evaluateShape(library, heldOut);
    expect(shape.answers).toBeGreaterThanOrEqual(Math.min(30, heldOut.length - 5));
    expect(shape.cutPractices).toEqual([]);
    expect(shape.stock).toEqual([]);
    expect(shape.overLinked).toEqual([]);
  });
});
