import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentDir, loadLibrary } from "./library.server";
import { readSnapshot, writeSnapshot } from "./snapshot.server";

const made: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prajna-snapshot-"));
  made.push(dir);
  return dir;
}

afterEach(() => {
  delete process.env.LIBRARY_SNAPSHOT;
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the build's compiled library", () => {
  it("loads as the same library the Markdown compiles to, while the content is unchanged", () => {
    const content = tempDir();
    fs.cpSync(contentDir(), content, { recursive: true });
    const file = path.join(tempDir(), "library.json");
    process.env.LIBRARY_SNAPSHOT = file;
    const compiled = loadLibrary(content);
    writeSnapshot(compiled, file);
    expect(readSnapshot(content, file)).toEqual(compiled);

    // One changed word in one article: the copy no longer matches and is not used.
    const article = path.join(content, "articles", fs.readdirSync(path.join(content, "articles"))[0]);
    fs.appendFileSync(article, "\nOne more line.\n");
    expect(readSnapshot(content, file)).toBeNull();
  });

  it("is ignored outside production unless named, and when missing or unreadable", () => {
    const file = path.join(tempDir(), "library.json");
    writeSnapshot(loadLibrary(contentDir()), file);
    expect(readSnapshot(contentDir(), file)).toBeNull();
    process.env.LIBRARY_SNAPSHOT = file;
    fs.writeFileSync(file, "{not json");
    expect(readSnapshot(contentDir(), file)).toBeNull();
    expect(readSnapshot(contentDir(), path.join(tempDir(), "none.json"))).toBeNull();
  });
});
