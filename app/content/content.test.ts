import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ARTICLE_WORDS, checkLibrary, checkWritingBar, paraphraseVoiceProblem } from "./checks.server";
import { harvard } from "./harvard";
import { citationSchema, teachingSchema } from "./content-schema";
import { loadLibrary } from "./library.server";
import { compileMarkdown, readTimeMinutes } from "./markdown.server";
import { endingKind, onSkeleton, skeletonMarks, titleHasNumberOrTime } from "./sameness";

describe("the library as it ships", () => {
  const lib = loadLibrary(path.resolve("content"));

  it("passes every content check: frontmatter, slugs, reading paths, images, links and anchors", () => {
    expect(checkLibrary(lib, path.resolve("public"))).toEqual([]);
  });

  it("meets the writing bar: 26 articles of 1,400 to 3,500 words with quotes, callouts and links", () => {
    expect(lib.articles).toHaveLength(26);
    expect(checkWritingBar(lib)).toEqual([]);
    for (const a of lib.articles) {
      expect(a.readTime, a.slug).toBeGreaterThanOrEqual(6);
      expect(a.readTime, a.slug).toBeLessThanOrEqual(16);
    }
  });

  it("walks the Bodhisattva reading path in its fixed order", () => {
    const chain: string[] = [];
    let slug: string | undefined = "social-practices-bodhisattva";
    while (slug) {
      chain.push(slug);
      slug = lib.articles.find((a) => a.slug === slug)?.next;
    }
    expect(chain).toEqual([
      "social-practices-bodhisattva",
      "excellences-bodhisattva",
      "bodhisattva-freedom-attachments",
      "maitreya-crown-contemplation-wisdom",
      "maitreya-perfections-generosity-morality-tolerance-effort",
    ]);
  });

  it("keeps each teaching's source apart from Prajna's reflection on it", () => {
    const gold = lib.teachings.find((t) => t.id === "bm-maitreya-gold-in-the-dirt");
    expect(gold?.text).toMatch(/^A piece of gold dropped into filth/);
    expect(gold?.text).not.toMatch(/shame|verdict/i);
    expect(gold?.reflection).toBe("Shame about what you have done need not become a verdict on who you are.");
    const paraphrases = lib.teachings.filter((t) => t.paraphrase);
    expect(paraphrases.filter((t) => t.reflection).length).toBeGreaterThanOrEqual(40);
    for (const t of paraphrases) expect(paraphraseVoiceProblem(t), t.id).toBeNull();
  });

  it("has the two blog posts, dated September 26, 2025, and at least 40 citations", () => {
    expect(lib.posts.map((p) => p.slug).sort()).toEqual(["ai-mirror-self-discovery-enlightenment", "digital-dharma-teacher-ai-guidance"]);
    for (const p of lib.posts) {
      expect(p.published).toBe("2025-09-26");
      expect(p.category).toBe("Technology & Spirituality");
    }
    expect(lib.citations.length).toBeGreaterThanOrEqual(40);
  });
});

describe("the Markdown pipeline", () => {
  it("drops raw HTML, so no markup can be injected", () => {
    const { html } = compileMarkdown("Hello <script>alert(1)</script> <b>bold</b>\n\n<div onclick=x>y</div>");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onclick");
    expect(html).not.toContain("<b>");
  });

  it("renders an attributed quote, marking a paraphrase, with a link to its source", () => {
    const { html, quotes, links } = compileMarkdown(
      ':::quote{author="The Buddha" work="The Dhammapada, verse 5" translator="F. Max Müller, 1881" ref="muller-1881-dhammapada"}\nHatred ceases by love.\n:::\n\n:::quote{author="Maitreya" work="Ornament" paraphrase="true"}\nIn our words.\n:::',
    );
    expect(quotes).toBe(2);
    expect(html).toContain('<figure class="quote quote-verbatim"><blockquote>');
    expect(html).toContain("<cite>The Dhammapada, verse 5</cite>, translated by F. Max Müller, 1881");
    expect(html).toContain('<a href="/references#muller-1881-dhammapada">(source)</a>');
    expect(html).toMatch(/Paraphrase of <strong>Maitreya<\/strong>/);
    expect(links).toContain("/references#muller-1881-dhammapada");
  });

  it("renders a callout as a labelled note", () => {
    const { html, callouts } = compileMarkdown(':::callout{kind="practice" title="Three breaths"}\nBreathe.\n:::');
    expect(callouts).toBe(1);
    expect(html).toContain('role="note"');
    expect(html).toContain('aria-label="Practice: Three breaths"');
  });

  it("keeps text that only looks like a directive", () => {
    const { html } = compileMarkdown("We met at 10:30 and read Chapter II:verse 3.");
    expect(html).toContain("10:30");
    expect(html).toContain("II:verse 3");
  });

  it("gives headings ids, an outline and plain-text sections", () => {
    const c = compileMarkdown("Intro words here.\n\n## The First Step\n\nOne two three.\n\n### Inner\n\nFour.\n\n## Second\n\nFive six.");
    expect(c.outline).toEqual([
      { id: "the-first-step", text: "The First Step", depth: 2 },
      { id: "inner", text: "Inner", depth: 3 },
      { id: "second", text: "Second", depth: 2 },
    ]);
    expect(c.html).toContain('<h2 id="the-first-step"><a class="heading-anchor" href="#the-first-step">');
    expect(c.sections.map((s) => s.heading)).toEqual(["", "The First Step", "Second"]);
    expect(c.sections[1].text).toContain("Inner");
    expect(c.wordCount).toBe(14);
  });

  it("tells an article on the shared skeleton from one off it, and names its ending", () => {
    const prose = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
    const quote = ':::quote{author="A" work="W" paraphrase="true"}\nSaid.\n:::';
    const box = ':::callout{kind="practice" title="A week of breathing"}\nBreathe.\n:::';
    const skeleton = `${prose(40)}\n\n## One\n\n${quote}\n\n${prose(300)}\n\n${quote}\n\n## Two\n\n${box}\n\nGo on to [the next](/articles/x).`;
    const on = compileMarkdown(skeleton);
    expect(onSkeleton(skeletonMarks({ slug: "s", blocks: on.blocks, quotes: on.quotes }))).toBe(true);
    expect(endingKind(on.blocks)).toBe("links to another piece");

    const titled = compileMarkdown(`## Start\n\n${skeleton}`);
    expect(skeletonMarks({ slug: "t", blocks: titled.blocks, quotes: titled.quotes }).untitledLead).toBe(false);
    const earlyBox = compileMarkdown(`${prose(40)}\n\n${box}\n\n${quote}\n\n${quote}\n\n${prose(300)}\n\nAsk [here](/ask).`);
    const marks = skeletonMarks({ slug: "e", blocks: earlyBox.blocks, quotes: earlyBox.quotes });
    expect(marks.lateCallout).toBe(false);
    expect(onSkeleton(marks)).toBe(false);
    expect(endingKind(earlyBox.blocks)).toBe("invites to Ask");

    expect(endingKind(compileMarkdown(`${prose(20)}\n\nWhat would you keep?`).blocks)).toBe("asks the reader a question");
    expect(endingKind(compileMarkdown(`${prose(20)}\n\n${quote}`).blocks)).toBe("ends on a quote box");
    expect(titleHasNumberOrTime("A week of breathing")).toBe(true);
    expect(titleHasNumberOrTime("Three breaths")).toBe(true);
    expect(titleHasNumberOrTime("The open hand")).toBe(false);
  });

  it("computes read time at about 230 words a minute", () => {
    expect(readTimeMinutes(230)).toBe(1);
    expect(readTimeMinutes(2300)).toBe(10);
    expect(readTimeMinutes(10)).toBe(1);
  });
});

describe("the content checks catch", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  const body = (links = "") => `## One\n\nText.${links}\n`;
  function article(slug: string, extra: Record<string, unknown> = {}, text = body()) {
    const fm = {
      title: `Title of ${slug}`,
      slug,
      group: "philosophy",
      summary: "A summary long enough to pass the schema check for articles.",
      icon: "📘",
      tags: ["a", "b"].map((t) => `${t}${t}`),
      hero: { src: "/images/articles/a.svg", alt: "An abstract picture", caption: "Original artwork, a test." },
      related: ["first"],
      ...extra,
    };
    return `---\n${JSON.stringify(fm)}\n---\n${text}`;
  }
  function fixture(files: Record<string, string>) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prajna-content-"));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    return { lib: loadLibrary(path.join(dir, "content")), publicDir: path.join(dir, "public") };
  }
  const messages = (files: Record<string, string>) => {
    const { lib, publicDir } = fixture({ "public/images/articles/a.svg": "<svg/>", ...files });
    return checkLibrary(lib, publicDir).map((p) => p.message).join("\n");
  };

  it("nothing in a sound fixture", () => {
    expect(messages({ "content/articles/first.md": article("first", { related: ["second"] }), "content/articles/second.md": article("second") })).toBe("");
  });

  it("bad frontmatter", () => {
    expect(messages({ "content/articles/first.md": article("first", { group: "astrology" }) })).toMatch(/frontmatter group/);
    expect(messages({ "content/articles/first.md": "---\ntitle: [unclosed\n---\nx" })).toMatch(/not valid YAML|frontmatter/);
    expect(messages({ "content/articles/first.md": article("first", { readTime: "8 min" }) })).toMatch(/frontmatter/);
  });

  it("a slug that differs from its file, and a duplicate slug", () => {
    expect(messages({ "content/articles/first.md": article("other") })).toMatch(/differs from the file name/);
    expect(messages({ "content/articles/first.md": article("first"), "content/articles/copy.md": article("first") })).toMatch(/duplicate article slug/);
  });

  it("a previous/next pair that does not point back", () => {
    const out = messages({
      "content/articles/first.md": article("first", { next: "second" }),
      "content/articles/second.md": article("second"),
    });
    expect(out).toMatch(/next "second" does not point back/);
  });

  it("a missing hero file", () => {
    expect(messages({ "content/articles/first.md": article("first", { hero: { src: "/images/articles/none.svg", alt: "An abstract picture", caption: "Original artwork, a test." } }) })).toMatch(
      /image \/images\/articles\/none.svg is missing/,
    );
  });

  it("a broken internal link, a broken anchor and an unknown citation", () => {
    const out = messages({
      "content/articles/first.md": article("first", {}, body(" [a](/articles/nowhere) [b](/articles/first#no-such-heading) [c](/references#no-such-work) [d](/about)")),
    });
    expect(out).toMatch(/broken link "\/articles\/nowhere"/);
    expect(out).toMatch(/no anchor "#no-such-heading"/);
    expect(out).toMatch(/no anchor "#no-such-work" on \/references/);
    expect(out).not.toMatch(/\/about/);
  });

  it("a duplicate citation id across files", () => {
    const c = "- id: same-id\n  category: western\n  author: Author A\n  title: Title T\n";
    expect(messages({ "content/references/a.yaml": c, "content/references/b.yaml": c })).toMatch(/duplicate citation id "same-id"/);
  });

  it("a paragraph reused in two articles (quotations may repeat)", () => {
    const shared = "This very paragraph of original prose has been written once and then pasted into a second article, which the library does not allow because each piece must be its own writing.";
    const quote = `:::quote{author="A" work="W" paraphrase="true"}\n${shared} Quoted.\n:::`;
    const { lib } = fixture({
      "content/articles/first.md": article("first", {}, body(`\n\n${shared}\n\n${quote}`)),
      "content/articles/second.md": article("second", {}, body(`\n\n${shared}`)),
      "content/articles/third.md": article("third", {}, body(`\n\n${quote}`)),
    });
    const reused = checkWritingBar(lib).filter((p) => p.message.includes("also appears"));
    expect(reused).toHaveLength(1);
  });

  it("a sentence carried from one piece into another, naming the run, but not a quotation or a stock phrase", () => {
    const sentence = "Patience here means staying with a hard person long enough to learn what they need from us.";
    const stock = "generosity, ethical discipline, patience, effort, meditative concentration and wisdom";
    const quote = `:::quote{author="A" work="W" paraphrase="true"}\n${sentence}\n:::`;
    const runProblems = (files: Record<string, string>) =>
      checkWritingBar(fixture(files).lib).filter((p) => p.message.includes("8-word runs also occur"));

    const carried = runProblems({
      "content/articles/first.md": article("first", {}, body(`\n\nIn the first piece: ${sentence}`)),
      "content/articles/second.md": article("second", {}, body(`\n\nLater, and elsewhere. ${sentence} So it goes.`)),
    });
    expect(carried.map((p) => path.basename(p.file)).sort()).toEqual(["first.md", "second.md"]);
    expect(carried[0].message).toContain('"patience here means staying with a hard person long enough to learn what they need from us"');
    expect(carried[0].message).toMatch(/also in (first|second)/);

    // The same sentence in a quote box, or in quotation marks, is somebody's words cited, not prose reused.
    expect(runProblems({
      "content/articles/first.md": article("first", {}, body(`\n\n${sentence}`)),
      "content/articles/second.md": article("second", {}, body(`\n\n${quote}\n\nAs the text has it, "${sentence}"`)),
    })).toEqual([]);

    // A list of the six perfections may recur: one shared run is under the ceiling.
    expect(runProblems({
      "content/articles/first.md": article("first", {}, body(`\n\nThe six are ${stock}, in that order.`)),
      "content/articles/second.md": article("second", {}, body(`\n\nWe take ${stock} one by one.`)),
    })).toEqual([]);

    // A blog post is held to the same rule.
    expect(runProblems({
      "content/articles/first.md": article("first", {}, body(`\n\n${sentence}`)),
      "content/blog/post.md": `---\n${JSON.stringify({
        title: "A post",
        slug: "post",
        excerpt: "One sentence for the list of posts.",
        category: "Technology & Spirituality",
        published: "2025-09-26",
        tags: ["ai"],
        image: { src: "/images/articles/a.svg", alt: "An abstract picture", caption: "Original artwork, a test." },
        related: ["first"],
      })}\n---\n${body(`\n\n${sentence}`)}`,
    }).map((p) => p.message).join("\n")).toMatch(/also in blog\/post/);
  });

  it("an article under the writing bar", () => {
    const { lib } = fixture({ "content/articles/first.md": article("first") });
    expect(checkWritingBar(lib).map((p) => p.message).join("\n")).toMatch(new RegExp(`${ARTICLE_WORDS.min} to ${ARTICLE_WORDS.max}`));
  });
});

describe("a teaching's paraphrase", () => {
  const base = {
    id: "bm-test-gold",
    author: "Maitreya",
    tradition: "mahayana",
    source: "The Sublime Continuum, chapter 1",
    paraphrase: true,
    categories: ["suffering"],
    keywords: ["shame", "worth"],
    article: "first",
  };
  const source = "A piece of gold dropped into filth stays gold however long it lies there; the dirt never becomes part of it.";
  const teaching = (extra: Record<string, unknown>) => teachingSchema.parse({ ...base, text: source, ...extra });

  it("is refused when it ends with a sentence of advice to the reader, with a message that says where the advice goes", () => {
    const gloss = "Shame about what you have done need not become a verdict on who you are.";
    const problem = paraphraseVoiceProblem(teaching({ text: `${source} ${gloss}` }));
    expect(problem).toMatch(/speaks to the reader \("you"\)/);
    expect(problem).toMatch(/`reflection`/);
  });

  it("is refused when it gives the reader an order, even without the word you", () => {
    const remember = paraphraseVoiceProblem(teaching({ text: `${source} Remember this on a bad day.` }));
    expect(remember).toMatch(/gives the reader an order \("Remember \.\.\."\)/);
    expect(paraphraseVoiceProblem(teaching({ text: `${source} Do not let shame decide.` }))).toMatch(/order \("Do not \.\.\."\)/);
  });

  it("passes when the advice is moved to the reflection, which may speak to the reader", () => {
    const t = teaching({ reflection: "Shame about what you have done need not become a verdict on who you are." });
    expect(t.reflection).toMatch(/verdict/);
    expect(paraphraseVoiceProblem(t)).toBeNull();
  });

  it("may keep the source's own address when marked addressesReader, and the mark is refused where there is no address", () => {
    const kalama = "Do not accept a teaching because it is old; when you know for yourselves that a thing leads to harm, give it up.";
    expect(paraphraseVoiceProblem(teaching({ text: kalama }))).toMatch(/speaks to the reader/);
    expect(paraphraseVoiceProblem(teaching({ text: kalama, addressesReader: true }))).toBeNull();
    expect(paraphraseVoiceProblem(teaching({ addressesReader: true }))).toMatch(/addressesReader is set, but the paraphrase does not/);
  });

  it("does not apply to a quotation, which stays word for word; a quotation cannot be marked addressesReader", () => {
    const text = "Let a man overcome anger by love; you yourself must make an effort.";
    const quote = { ...base, paraphrase: false, translation: "F. Max Müller (1881)", text };
    expect(paraphraseVoiceProblem(teachingSchema.parse(quote))).toBeNull();
    expect(teachingSchema.safeParse({ ...quote, addressesReader: true }).success).toBe(false);
    expect(teachingSchema.safeParse({ ...base, text: source, reflection: "Too short." }).success).toBe(false);
  });

  it("is reported by the library check, naming the teaching", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prajna-teachings-"));
    try {
      fs.mkdirSync(path.join(dir, "teachings"));
      const yaml =
        `- id: bm-test-gold\n  text: >-\n    ${source} Choose your company with care.\n  author: Maitreya\n  tradition: mahayana\n` +
        "  source: The Sublime Continuum, chapter 1\n  paraphrase: true\n  categories: [suffering]\n  keywords: [shame, worth]\n" +
        "  article: first\n";
      fs.writeFileSync(path.join(dir, "teachings", "t.yaml"), yaml);
      const out = checkLibrary(loadLibrary(dir), dir).map((p) => p.message).join("\n");
      expect(out).toMatch(/teaching "bm-test-gold": the paraphrase speaks to the reader \("your"\)/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("Harvard style", () => {
  it("formats a translated book", () => {
    const p = harvard(citationSchema.parse({
      id: "x",
      category: "mahayana",
      author: "Śāntideva",
      year: "1995",
      title: "The Bodhicaryāvatāra",
      translator: "Kate Crosby and Andrew Skilton",
      publisher: "Oxford University Press",
      location: "Oxford",
    }));
    expect(`${p.lead} ${p.title}. ${p.rest}`).toBe(
      "Śāntideva (1995) The Bodhicaryāvatāra. Translated by Kate Crosby and Andrew Skilton. Oxford: Oxford University Press.",
    );
  });

  it("formats a journal article, and leaves out what is unknown", () => {
    const p = harvard(citationSchema.parse({ id: "y", category: "mind-science", author: "Nagel, T.", year: "1974", title: "What is it like to be a bat?", journal: "The Philosophical Review", volume: "83", issue: "4", pages: "435-450" }));
    expect(p.titleStyle).toBe("quoted");
    expect(p.rest).toBe("The Philosophical Review, 83(4), pp. 435-450.");
    expect(harvard(citationSchema.parse({ id: "z", category: "western", author: "Anon.", title: "Title" })).lead).toBe("Anon. (n.d.)");
  });
});
