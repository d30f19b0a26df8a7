import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { settings } from "~/config.server";
import type { Library } from "./library.server";

/**
 * The compiled library, written to a file by the build (scripts/library-snapshot.ts) so that a production server
 * starts without compiling Markdown: about two seconds of CPU at every start otherwise. The file names the content
 * it was compiled from (a hash of every file under the content folder); a server whose content differs compiles it
 * afresh, as does every server outside production (tests and development see their edits at once).
 */

const FORMAT = 2;

export function snapshotFile(): string {
  return settings().librarySnapshot ?? path.resolve("build/library.json");
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full));
    else if (entry.isFile()) out.push(full);
  }
  return out.sort();
}

/** A hash of every file's name and bytes under the content folder. */
export function contentFingerprint(dir: string): string {
  const hash = createHash("sha256");
  for (const file of filesUnder(dir)) {
    hash.update(path.relative(dir, file)).update("\0").update(fs.readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

interface Snapshot {
  format: number;
  fingerprint: string;
  library: Omit<Library, "dir">;
}

export function writeSnapshot(library: Library, file = snapshotFile()): void {
  const { dir, ...rest } = library;
  const snapshot: Snapshot = { format: FORMAT, fingerprint: contentFingerprint(dir), library: rest };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(snapshot));
}

/** The library compiled by the build, when this is a production server and the content is the one it was built from. */
export function readSnapshot(dir: string, file = snapshotFile()): Library | null {
  if (settings().nodeEnv !== "production" && !settings().librarySnapshot) return null;
  let snapshot: Snapshot;
  try {
    snapshot = JSON.parse(fs.readFileSync(file, "utf8")) as Snapshot;
  } catch {
    return null;
  }
  if (snapshot.format !== FORMAT || snapshot.fingerprint !== contentFingerprint(dir)) return null;
  return { dir, ...snapshot.library };
}
