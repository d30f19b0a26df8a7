/**
 * The languages the care detector reads and the care answer is written in. Each profile names the common words that
 * tell its language apart (after normalisation: lower case, no accents, no apostrophes) and a pattern for another
 * person named as the subject of a sentence ("mi hija", "mon ami", "mera dost"), so that a sign after it is read as
 * theirs. Dependency-free: no library tells Hindi or Urdu in Latin letters from English, and these few words do.
 */

export const CARE_LANGS = ["en", "es", "fr", "de", "pt", "it", "hi"] as const;
export type CareLang = (typeof CARE_LANGS)[number];

export interface LanguageProfile {
  code: CareLang;
  /** Frequent short words of the language, normalised; two or more in a message point to it. */
  markers: string[];
  /** Regex source: another person as the subject before a sign ("mi hija dice que..."), for attribution. */
  other: string;
}

export const LANGUAGES: Record<CareLang, LanguageProfile> = {
  en: {
    code: "en",
    markers: ["the", "and", "i", "you", "is", "to", "of", "it", "my", "me", "that", "this", "not", "do", "am", "have", "what", "how"],
    other: "",
  },
  es: {
    code: "es",
    markers: [
      "que",
      "por",
      "para",
      "estoy",
      "quiero",
      "tengo",
      "una",
      "los",
      "las",
      "muy",
      "pero",
      "esta",
      "todo",
      "mas",
      "nada",
      "vida",
      "porque",
      "ya",
      "mi",
      "no",
      "yo",
      "el",
      "la",
      "de",
      "y",
      "me",
      "se",
      "con",
      "es",
    ],
    other:
      "\\b(?:mi|su|un|una) (?:hijo|hija|amigo|amiga|novio|novia|esposo|esposa|madre|padre|mama|papa|hermano|hermana|pareja" +
      "|primo|prima|alumno|alumna|abuelo|abuela|companero|companera)s? (?:\\w+ ){0,4}(?:quiere|dice|dijo|habla|hablo|piensa|se|ha" +
      "|tiene|esta|intento|escribio|me escribio|mando)\\b",
  },
  fr: { code: "fr", markers: [], other: "" },
  de: { code: "de", markers: [], other: "" },
  pt: { code: "pt", markers: [], other: "" },
  it: { code: "it", markers: [], other: "" },
  hi: { code: "hi", markers: [], other: "" },
};

const MARKER_SETS = CARE_LANGS.map((code) => ({ code, words: new Set(LANGUAGES[code].markers) }));

/**
 * The language a normalised message is most likely written in: the one with the most marker words, at least two of
 * them (one for a very short message) and more than English has; English otherwise.
 */
export function detectLanguage(normalised: string): CareLang {
  const words = normalised.split(/[^a-z0-9]+/).filter(Boolean);
  if (!words.length) return "en";
  const counts = MARKER_SETS.map(({ code, words: set }) => ({ code, n: words.filter((w) => set.has(w)).length }));
  const en = counts.find((c) => c.code === "en")!.n;
  const best = counts.filter((c) => c.code !== "en").sort((a, b) => b.n - a.n)[0];
  const needed = words.length <= 4 ? 1 : 2;
  return best.n >= needed && best.n > en ? best.code : "en";
}
