import { describe, expect, it } from "vitest";
import { AbsoluteLinkStream, absoluteLinks } from "./absolute-links";

const BASE = "https://prajna.example";

describe("absoluteLinks", () => {
  it("makes inline links and reference definitions into the site absolute", () => {
    expect(absoluteLinks("See [Grief](/articles/grief) and [Rumi](/articles/rumi#a).", BASE)).toBe(
      `See [Grief](${BASE}/articles/grief) and [Rumi](${BASE}/articles/rumi#a).`,
    );
    expect(absoluteLinks("[1]: /references#y\n", BASE)).toBe(`[1]: ${BASE}/references#y\n`);
    expect(absoluteLinks('[t](/articles/x "Title")', BASE)).toBe(`[t](${BASE}/articles/x "Title")`);
  });

  it("leaves absolute links, mailto:, tel:, anchors, protocol-relative links and code as they are", () => {
    const kept = [
      "[988](https://988lifeline.org/) [mail](mailto:help@example.org) [call](tel:+18002738255)",
      "[top](#top) [cdn](//cdn.example/x) [rel](articles/x)",
      "Use `[x](/articles/x)` as is.",
      "```md\n[x](/articles/x)\n```\n",
      "A path /articles/x in words, and a ]bracket.",
    ];
    for (const text of kept) expect(absoluteLinks(text, BASE)).toBe(text);
  });

  it("gives the same text when the answer arrives in pieces, however it is cut", () => {
    const text = "Read [Grief](/articles/grief), `code [x](/y)` and\n```\n[z](/z)\n```\nthen [1]: /references#q and [m](mailto:a@b).";
    const whole = absoluteLinks(text, BASE);
    for (let size = 1; size <= 7; size++) {
      const stream = new AbsoluteLinkStream(BASE);
      let out = "";
      for (let i = 0; i < text.length; i += size) out += stream.push(text.slice(i, i + size));
      expect(out + stream.finish(), `pieces of ${size}`).toBe(whole);
    }
    for (let cut = 1; cut < text.length; cut++) {
      const stream = new AbsoluteLinkStream(BASE);
      expect(stream.push(text.slice(0, cut)) + stream.push(text.slice(cut)) + stream.finish(), `cut at ${cut}`).toBe(whole);
    }
  });
});
