import { describe, expect, it } from "vitest";
import { GOLDEN } from "~test/golden-questions";
import { decryptText, encryptText } from "~/journey/crypto.server";
import { askFormSchema, QUESTION_MAX } from "./categories";
import { library } from "~/content/library.server";
import { answerWordCount, ANSWER_WORDS, composeAnswer, teachingBlock } from "./compose";
import { ask } from "~/ask/ask.server";
import { renderAnswerHtml } from "./render.server";
import { retrieve } from "./retrieve.server";
import { buildMessages } from "./openai.server";
import { ftsQuery, searchLibrary } from "./search.server";

describe("question validation", () => {
  it("trims the question and refuses an empty or whitespace-only one", () => {
    expect(askFormSchema.parse({ question: "  How do I rest?  ", category: "mindfulness" })).toEqual({
      question: "How do I rest?",
      category: "mindfulness",
    });
    expect(askFormSchema.safeParse({ question: "   \n ", category: "general" }).success).toBe(false);
  });

  it(`refuses more than ${QUESTION_MAX} characters with a clear message instead of cutting`, () => {
    const r = askFormSchema.safeParse({ question: "a".repeat(QUESTION_MAX + 1) });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toMatch(/under 2,000 characters/);
    expect(askFormSchema.safeParse({ question: "a".repeat(QUESTION_MAX) }).success).toBe(true);
  });

  it("treats an unknown or missing category as general", () => {
    expect(askFormSchema.parse({ question: "Why?", category: "astrology" }).category).toBe("general");
    expect(askFormSchema.parse({ question: "Why?" }).category).toBe("general");
  });
});

describe("retrieval", () => {
  it("draws on the right articles for the golden set (top-3 source hit rate of at least 85%)", async () => {
    let hits = 0;
    const misses: string[] = [];
    for (const g of GOLDEN) {
      const top = (await retrieve(g.q, g.category)).articles.slice(0, 3).map((a) => a.slug);
      if (top.some((s) => g.expect.includes(s))) hits++;
      else misses.push(`${g.q} -> ${top.join(", ")}`);
    }
    const rate = hits / GOLDEN.length;
    console.log(
      `golden set: top-3 source hit rate ${(rate * 100).toFixed(1)}% (${hits}/${GOLDEN.length})${misses.length ? `\n  misses:\n  ${misses.join("\n  ")}` : ""}`,
    );
    expect(GOLDEN.length).toBeGreaterThanOrEqual(40);
    expect(new Set(GOLDEN.map((g) => g.category)).size).toBe(8);
    expect(rate).toBeGreaterThanOrEqual(0.85);
  });

  it("never lets a question's text reach FTS as syntax", async () => {
    for (const q of [
      '"unbalanced',
      "AND OR NOT",
      "NEAR(a b)",
      "col:value *",
      "(((",
      "mind* ^ - + {x}",
      "'; drop table users; --",
      "🙂🙏",
      "a b c",
    ]) {
      await expect(searchLibrary(q)).resolves.toBeInstanceOf(Array);
    }
    expect(ftsQuery(['say "hi"'])).toBe('"say ""hi"""');
  });

  it("finds teachings of the Buddha and Maitreya and puts them first where they fit", async () => {
    const r = await retrieve("How can I practise patience and generosity?", "ethics");
    expect(r.teachings.length).toBeGreaterThanOrEqual(2);
    const masters = r.teachings.map((t) => t.author === "The Buddha" || t.author === "Maitreya");
    expect(masters[0]).toBe(true);
    // No master after a non-master.
    expect(masters.indexOf(false) === -1 || masters.slice(masters.indexOf(false)).every((m) => !m)).toBe(true);
  });
});

describe("the library engine's composition", () => {
  it("answers every golden question in 150 to 450 words with two or three attributed teachings, links and a note that it is AI", async () => {
    for (const g of GOLDEN) {
      const answer = composeAnswer(g.q, g.category, await retrieve(g.q, g.category));
      const n = answerWordCount(answer);
      expect(n, g.q).toBeGreaterThanOrEqual(ANSWER_WORDS.min);
      expect(n, g.q).toBeLessThanOrEqual(ANSWER_WORDS.max);
      expect((answer.match(/^> /gm) ?? []).length, g.q).toBeGreaterThanOrEqual(2);
      // Each teaching ends with its attribution line: "— *work*, translated by ..." or "— Paraphrase of author, *work*".
      expect((answer.match(/^— (\*|Paraphrase of )/gm) ?? []).length, g.q).toBeGreaterThanOrEqual(2);
      expect(answer, g.q).toMatch(/\]\(\/articles\/[a-z0-9-]+\)/);
      expect(answer, g.q).toMatch(/AI/);
    }
  });

  it("is deterministic for the same input and varied across questions", async () => {
    const q = GOLDEN[0];
    const a = composeAnswer(q.q, q.category, await retrieve(q.q, q.category));
    const b = composeAnswer(q.q, q.category, await retrieve(q.q, q.category));
    expect(a).toBe(b);

    // No sentence of the engine's own is in every answer.
    const answers = await Promise.all(GOLDEN.map(async (g) => composeAnswer(g.q, g.category, await retrieve(g.q, g.category))));
    const sentenceSets = answers.map(
      (ans) =>
        new Set(
          ans
            .split(/(?<=[.!?])\s+|\n+/)
            .map((s) => s.trim())
            .filter((s) => s.split(" ").length >= 6),
        ),
    );
    const everywhere = [...sentenceSets[0]].filter((s) => sentenceSets.every((set) => set.has(s)));
    expect(everywhere).toEqual([]);
    expect(new Set(answers.map((ans) => ans.split("\n")[0])).size).toBeGreaterThan(15);
  });

  it("labels a paraphrase as one and shows Prajna's reflection apart from it, outside the quote", () => {
    const gold = library().teachings.find((t) => t.id === "bm-maitreya-gold-in-the-dirt")!;
    for (let seed = 0; seed < 12; seed++) {
      const block = teachingBlock(gold, seed, 10);
      const lines = block.split("\n").filter(Boolean);
      expect(lines[0]).not.toMatch(/words|put it/);
      expect(lines[1]).toBe(`> ${gold.text}`);
      expect(lines[2]).toBe(`— Paraphrase of Maitreya, *${gold.source}*`);
      expect(lines[3]).toBe("*Prajna's reflection:* Shame about what you have done need not become a verdict on who you are.");
      expect(block).not.toContain(`"${gold.text}`);
    }
    const quote = library().teachings.find((t) => !t.paraphrase && !t.reflection)!;
    expect(teachingBlock(quote, 1, 10).endsWith(`\n\n— *${quote.source}*, translated by ${quote.translation}`)).toBe(true);
  });

  it("keeps every reflection in an answer out of the quoted teaching", async () => {
    let shown = 0;
    for (const g of GOLDEN) {
      const retrieved = await retrieve(g.q, g.category);
      const answer = composeAnswer(g.q, g.category, retrieved);
      for (const t of retrieved.teachings.filter((x) => x.reflection && answer.includes(x.text.trim()))) {
        expect(answer).toContain(`\n\n*Prajna's reflection:* ${t.reflection}`);
        expect(answer).not.toMatch(new RegExp(`^>.*${t.reflection!.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "m"));
        shown++;
      }
    }
    expect(shown).toBeGreaterThan(0);
  });

  it("answers a question about a teaching first from the library's own passage on it, in whole sentences, linked to its section", async () => {
    const question = "What did al-Ghazali write during his retreat?";
    const answer = composeAnswer(question, "wisdom", await retrieve(question, "wisdom"));
    const from = answer.split("\n\n").find((p) => p.startsWith("**From the library**"));
    expect(from).toMatch(/\(\/articles\/mystical-islam-sufism#[a-z0-9-]+\)\): /);
    expect(from).toContain("al-Ghazali");
    expect(from).toMatch(/[.!?)]$/);
    // It comes straight after the opening, before any teaching.
    expect(answer.split("\n\n").indexOf(from!)).toBe(1);
  });

  it("gives no library passage to a person telling of themselves, nor to a follow-up", async () => {
    const personal = "My teacher talks about al-Ghazali's retreat and I feel I should leave my job too";
    expect(composeAnswer(personal, "wisdom", await retrieve(personal, "wisdom"))).not.toContain("**From the library**");
    const followUp = "And what did al-Ghazali write then?";
    expect(composeAnswer(followUp, "wisdom", await retrieve(followUp, "wisdom"), ["Who was al-Ghazali?"])).not.toContain(
      "**From the library**",
    );
  });

  it("offers a practice from the library", async () => {
    const answer = composeAnswer(
      "How do I practise mindfulness in a busy modern life?",
      "mindfulness",
      await retrieve("How do I practise mindfulness in a busy modern life?", "mindfulness"),
    );
    expect(answer).toMatch(/\*\*(A practice to try|Something to try this week|A reflection to carry with you|One small step)\.\*\*/);
  });
});

describe("the model's prompt", () => {
  it("passes a reflection as Prajna's note, apart from the source's passage, and tells the model not to quote a paraphrase", () => {
    const gold = library().teachings.find((t) => t.id === "bm-maitreya-gold-in-the-dirt")!;
    const [system, user] = buildMessages("I feel ashamed of what I did.", "suffering", { teachings: [gold], passages: [], articles: [] });
    expect(system.content).toMatch(/kind="paraphrase" is Prajna's paraphrase, not the teacher's words/);
    expect(system.content).toMatch(/never attribute it to\s+the teacher/);
    const content = String(user.content);
    const passage = content.slice(content.indexOf("<passage"), content.indexOf("</passage>"));
    expect(passage).toContain('kind="paraphrase"');
    expect(passage).toContain(gold.text);
    expect(passage).not.toContain("verdict");
    expect(content).toContain(`</passage>\n<reflection by="Prajna" on="${gold.source}">\n${gold.reflection}\n</reflection>`);
  });
});

describe("asking, through the one path every door uses", () => {
  it("answers a guest from the library by default, with sources", async () => {
    const outcome = await ask({ question: "How can I be a more effective leader?", category: "career", user: null, door: "test" });
    expect(outcome.kind).toBe("answer");
    if (outcome.kind !== "answer" && outcome.kind !== "care") return;
    const r = outcome.result;
    expect(r.provider).toBe("library");
    expect(r.fallback).toBe(false);
    expect(r.saved).toBe(false);
    expect(r.sources.length).toBeGreaterThan(0);
    expect(r.sources[0].url).toMatch(/^\/articles\//);
    expect(renderAnswerHtml(r.answer)).toContain("<blockquote>");
  });

  it("cares before anything else: a message in crisis gets the help lines, whatever the provider", async () => {
    process.env.OPENAI_BASE_URL = "http://127.0.0.1:9/v1";
    try {
      const outcome = await ask({ question: "I don't want to live anymore", category: "career", user: null, door: "test" });
      expect(outcome.kind).toBe("care");
      if (outcome.kind !== "answer" && outcome.kind !== "care") return;
      const r = outcome.result;
      expect(r.provider).toBe("care");
      expect(r.answer).toContain("988");
      expect(r.answer).toContain("741741");
    } finally {
      delete process.env.OPENAI_BASE_URL;
    }
  });
});

describe("encryption at rest", () => {
  it("round-trips, uses a fresh IV each time, and refuses tampered text", () => {
    const a = encryptText("a private question");
    const b = encryptText("a private question");
    expect(a).not.toBe(b);
    expect(a).not.toContain("private");
    expect(decryptText(a)).toBe("a private question");
    const tampered = a.slice(0, -2) + (a.endsWith("A") ? "BB" : "AA");
    expect(() => decryptText(tampered)).toThrow();
  });
});

describe("answer rendering", () => {
  it("shows HTML and scripts in questions or model output as text, never as markup", () => {
    const html = renderAnswerHtml(
      "Hello <script>alert(1)</script> <img src=x onerror=alert(1)> [click](javascript:alert(1)) ![p](http://t.example/x.png) **ok**",
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|<img/i);
    expect(html).toContain("<strong>ok</strong>");
  });
});
