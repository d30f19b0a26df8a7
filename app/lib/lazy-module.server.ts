import { createRequire } from "node:module";

const load = createRequire(import.meta.url);

/**
 * A package loaded the first time it is used rather than when the server starts: the Markdown toolchain, YAML and
 * the mailer are not needed for the first request (the library comes compiled from the build), and loading their
 * hundreds of modules made up much of the start. Loading is synchronous (Node loads ES modules with require too).
 */
export function lazyModule<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= load(name) as T);
}
