import { contentDir, loadLibrary } from "~/content/library.server";
import { snapshotFile, writeSnapshot } from "~/content/snapshot.server";

// Run by `npm run build`: the compiled library, saved for the production server to load instead of compiling it.
const library = loadLibrary(contentDir());
writeSnapshot(library);
console.log(`library snapshot: ${library.articles.length} articles, ${library.posts.length} posts -> ${snapshotFile()}`);
