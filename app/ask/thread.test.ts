import { describe, expect, it } from "vitest";
import { careSources } from "~/wisdom/care/answers";
import { decodeThread } from "./thread";

const turn = (sources: { title: string; url: string }[]) => ({
  question: "What is stillness?",
  category: "general",
  answer: "Rest.",
  sources,
});

describe("a guest's thread as the form sends it back", () => {
  it("keeps site paths and the help lines' own pages as sources", () => {
    const known = careSources()[0];
    const sources = [
      { title: "Lao Tzu", url: "/articles/lao-tzu-wu-wei#section" },
      { title: "References", url: "/references#ref-1" },
      known,
    ];
    expect(decodeThread(JSON.stringify([turn(sources)]))[0].sources).toEqual(sources);
  });

  // One line per link a guest could slip into their own thread: none may come back as a source to render.
  it.each([
    "javascript:alert(document.cookie)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "//evil.example/phish",
    "/\\evil.example/phish",
    "https://evil.example/phish",
    "http://localhost/articles/x",
    "/articles/x\nSet-Cookie: a=b",
    " /articles/x",
    "",
  ])("drops a source linking to %j", (url) => {
    const [decoded] = decodeThread(
      JSON.stringify([
        turn([
          { title: "Bad", url },
          { title: "Good", url: "/articles/good" },
        ]),
      ]),
    );
    expect(decoded.sources).toEqual([{ title: "Good", url: "/articles/good" }]);
  });
});
