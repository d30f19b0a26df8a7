/**
 * What a person typed into the site search, turned into a safe FTS5 query. Nothing typed can reach FTS5 as
 * syntax: every term is a quoted string, the text is capped, and words like AND, OR, NEAR or NOT are only words.
 */

/** Longer input is cut here (a search box is not a place for essays). */
export const QUERY_MAX = 200;
/** At most this many terms take part in a query. */
const MAX_TERMS = 12;

/**
 * Letters that Unicode does not decompose into a base letter and a mark, so the index's own diacritic folding
 * leaves them alone (Søren, Fausbøll). Both the index and the query map them to plain letters.
 */
const UNDECOMPOSED: Record<string, string> = {
  ø: "o",
  Ø: "O",
  æ: "ae",
  Æ: "Ae",
  œ: "oe",
  Œ: "Oe",
  ß: "ss",
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ð: "d",
  þ: "th",
  ı: "i",
};

/** Text as the index stores it: the few undecomposed letters replaced (marks are folded by the tokenizer). */
export function foldForIndex(text: string): string {
  return text.replace(/[øØæÆœŒßłŁđĐðþı]/g, (c) => UNDECOMPOSED[c] ?? c);
}

/** Lower-case, diacritics removed, undecomposed letters mapped: the form terms are compared in. */
export function fold(text: string): string {
  return foldForIndex(text)
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/** The words of a text, folded: runs of letters and digits (apostrophes and hyphens separate words, as in the index). */
export function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Words too common to help find anything; dropped unless the query is made of nothing else. */
const STOPWORDS = new Set(
  `a an the and or not of in on at to for with by from into onto about as is are was were be been being am do does did it its
  this that these those there here who whom whose which what when where why how i me my we us our you your he him his she her they
  them their than then so but if near`.split(/\s+/),
);

/**
 * Different spellings of the same names and words (transliterations above all). Each group is one meaning: a
 * query with any of them finds text with any of them. Entries are folded; a space means a phrase.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["laozi", "lao tzu", "lao tse", "lao tze", "laotzu", "lao zi"],
  ["zhuangzi", "chuang tzu", "chuang tse", "chuangtzu", "zhuang zi"],
  ["tao te ching", "daodejing", "dao de jing", "tao teh king", "tao teh ching"],
  ["tao", "dao"],
  ["taoism", "daoism", "taoist", "daoist"],
  ["wu wei", "wuwei", "wu-wei"],
  ["ding", "ting"],
  ["confucius", "kongzi", "kong fuzi", "kung fu tzu"],
  ["mencius", "mengzi", "meng tzu"],
  ["rumi", "mawlana", "mevlana", "maulana", "jalal al din", "jalaluddin", "mowlana"],
  ["mevlevi", "mawlawi", "whirling dervishes"],
  ["santideva", "shantideva"],
  ["nagarjuna", "nagarjun"],
  ["dogen", "dogen zenji", "eihei dogen"],
  ["maitreya", "maitreyanatha", "metteyya", "maitreyanath"],
  ["asanga", "aryasanga", "asamga"],
  ["vasubandhu", "vasubandu"],
  ["eckhart", "meister eckhart"],
  ["vivekananda", "swami vivekananda"],
  ["shankara", "sankara", "adi shankara", "sankaracarya", "shankaracharya", "sankarakarya"],
  ["ramanuja", "ramanujacharya"],
  ["ghazali", "al ghazali", "algazel"],
  ["ibn arabi", "ibn al arabi"],
  ["rabia", "rabi a", "rabiah", "rabia al adawiyya", "rabia of basra"],
  ["quran", "koran", "qur an"],
  ["sufi", "sufis", "sufism", "tasawwuf"],
  ["dhikr", "zikr", "remembrance"],
  ["guanyin", "kuan yin", "kuanyin", "kannon", "avalokitesvara", "avalokiteshvara"],
  ["tara", "drolma"],
  ["prajnaparamita", "prajna paramita", "perfection of wisdom"],
  ["paramita", "paramitas", "perfection", "perfections"],
  ["satipatthana", "satipattana", "smrtyupasthana", "foundations of mindfulness"],
  ["nirvana", "nibbana"],
  ["dharma", "dhamma"],
  ["sutra", "sutta"],
  ["karma", "kamma"],
  ["metta", "maitri", "loving kindness", "lovingkindness"],
  ["shamatha", "samatha", "calm abiding"],
  ["vipashyana", "vipassana", "vipasyana"],
  ["bodhicaryavatara", "bodhicharyavatara", "way of the bodhisattva"],
  ["yogacara", "yogachara"],
  ["thich nhat hanh", "thay"],
  ["buddha", "gautama", "shakyamuni", "sakyamuni", "siddhartha"],
  ["gita", "bhagavad gita", "bhagavadgita", "song celestial"],
  ["upanishad", "upanishads", "upanisad", "upanisads"],
  ["hermes", "trismegistus", "hermes trismegistus"],
  ["hermetica", "corpus hermeticum"],
  ["poimandres", "pymander", "pimander", "poemander"],
  ["marcus aurelius", "marcus", "aurelius"],
  ["drucker", "peter drucker"],
  ["kabat zinn", "kabat-zinn", "jon kabat zinn"],
  ["mbsr", "mindfulness based stress reduction"],
  ["vimalakirti", "vimalakirtinirdesa"],
  ["angulimala", "angulimal"],
  ["kisa gotami", "kisagotami"],
];

/** A query term: alternatives (any one may match), each a phrase of one or more folded words. */
export interface Term {
  /** What the person typed, folded. */
  text: string;
  alternatives: string[];
  /** The last word, still being typed: also matches words that start with it. */
  prefix: boolean;
}

export interface ParsedQuery {
  /** The query as shown back to the person (trimmed, capped, spaces collapsed). */
  display: string;
  terms: Term[];
}

const synonymIndex = (() => {
  const map = new Map<string, readonly string[]>();
  for (const group of SYNONYM_GROUPS)
    for (const entry of group)
      map.set(
        words(entry).join(" "),
        group.map((e) => words(e).join(" ")),
      );
  return map;
})();
/** The longest synonym phrase, in words: how far ahead to look when matching phrases in a query. */
const LONGEST = Math.max(...[...synonymIndex.keys()].map((k) => k.split(" ").length));

/** Spellings of the same name or word as this (folded) phrase, itself first; just itself when it has none. */
export function synonymsOf(phrase: string): string[] {
  const key = words(phrase).join(" ");
  const group = synonymIndex.get(key);
  return group ? [key, ...group.filter((g) => g !== key)] : [key];
}

/** Every spelling of the names that begin with what is being typed ("mevla" -> mevlana, rumi, mawlana ...). */
export function synonymCompletions(prefix: string): string[] {
  if (prefix.length < 3) return [];
  const out = new Set<string>();
  for (const [key, group] of synonymIndex) if (key !== prefix && key.startsWith(prefix)) for (const g of group) out.add(g);
  return [...out].slice(0, 24);
}

/** Read what a person typed. Never throws; an empty result means there is nothing to search for. */
export function parseQuery(input: unknown): ParsedQuery {
  const raw = typeof input === "string" ? input : "";
  const capped = raw.replace(/\s+/g, " ").replace(/^ /, "").slice(0, QUERY_MAX);
  const display = capped.trim();
  const all = words(display);
  // A word followed by a space is finished; one the text ends in may still be being typed.
  const endsInWord = /[\p{L}\p{N}]$/u.test(capped);
  const content = all.filter((w) => !STOPWORDS.has(w));
  // A query of nothing but common words ("who am I") is still searched, with them.
  const list = (content.length ? content : all).slice(0, MAX_TERMS * 2);
  const terms: Term[] = [];
  for (let i = 0; i < list.length && terms.length < MAX_TERMS;) {
    // The longest run of words that is a known spelling becomes one term with all its spellings.
    let taken = 1;
    let alternatives = [list[i]];
    for (let n = Math.min(LONGEST, list.length - i); n >= 1; n--) {
      const phrase = list.slice(i, i + n).join(" ");
      if (synonymIndex.has(phrase)) {
        taken = n;
        alternatives = synonymsOf(phrase);
        break;
      }
    }
    const isLast = i + taken === list.length;
    terms.push({
      text: list.slice(i, i + taken).join(" "),
      alternatives,
      prefix: isLast && endsInWord && taken === 1 && list[i] === all[all.length - 1],
    });
    i += taken;
  }
  return { display, terms };
}

/** One quoted FTS5 string: double quotes inside are doubled, so the text is never syntax. */
export function quote(phrase: string): string {
  return `"${phrase.replace(/"/g, '""')}"`;
}

/**
 * The FTS5 expression for one term. `completions` are whole words of the library that start with a prefix term
 * (the index stems words, so a bare prefix query would miss "meditation" for "medita").
 */
export function termExpression(term: Term, completions: string[] = []): string {
  const parts = term.alternatives.map(quote);
  if (term.prefix) {
    parts.push(`${quote(term.text)}*`);
    for (const c of completions) if (!term.alternatives.includes(c)) parts.push(quote(c));
  }
  return parts.length === 1 ? parts[0] : `(${parts.join(" OR ")})`;
}

/** Every term must match (mode "all") or any may (mode "any"). Empty when there is nothing to search for. */
export function ftsExpression(terms: Term[], mode: "all" | "any", complete: (prefix: string) => string[] = () => []): string {
  const completionsOf = (t: Term) => (t.prefix ? [...new Set([...complete(t.text), ...synonymCompletions(t.text)])] : []);
  return terms.map((t) => termExpression(t, completionsOf(t))).join(mode === "all" ? " AND " : " OR ");
}
