import type { CareLang } from "../languages";

/** The lexicon's building blocks: named pieces of patterns, the signal type and its builder. */

export const PARTS: Record<string, string> = {
  REFL: "(?:myself|himself|herself|themselves|themself|yourself|oneself)",
  POSS: "(?:my|his|her|their|your|ones)",
  OBJ: "(?:me|him|her|them)",
  // Up to three words, none of them a negation.
  ADV: "(?:(?!not\\b|never\\b|no\\b)[a-z0-9]+ ){0,3}",
  W2: "(?:[a-z0-9]+ ){0,2}",
  // Words between a denial and what it denies: never "I never thought I would want to...".
  NEGGAP: "(?:(?!want|wanted|wanting|thought|think|imagined|expected|believed|knew|feel|felt|guessed|realised|realized)[a-z]+ ){0,4}",
  W4: "(?:[a-z0-9]+ ){0,4}",
  DRUG:
    "(?:pills?|tablets?|meds|medications?|medicines?|sleeping pills|sleepers|painkillers|opioids?|opiates?|paracetamol|acetaminophen|" +
    "tylenol|ibuprofen|aspirin|insulin|antidepressants?|sedatives?|benzos?|xanax|valium|diazepam|oxy\\w*|morphine|fentanyl|codeine|" +
    "tramadol|lithium|amitriptyline|nortriptyline|sertraline|heroin|pastillas|pildoras|" +
    // Named medicines, never a bare ending: "[a-z]+line" matched "online" and "pipeline".
    "clonazepam|lorazepam|temazepam|alprazolam|oxazepam|quetiapine|olanzapine|clozapine|mirtazapine|carbamazepine|" +
    "methadone|oxycodone|hydrocodone|propranolol|metoprolol|atenolol|lisinopril|ramipril|zopiclone|zolpidem|" +
    "gabapentin|pregabalin|venlafaxine|fluoxetine|citalopram|escitalopram|trazodone|promethazine|diphenhydramine)",
  KIN:
    "(?:son|daughter|child|kid|teen|teenager|boy|girl|friend|mate|bestie|partner|wife|husband|boyfriend|girlfriend|bf|gf|fiance|" +
    "fiancee|mum|mom|mother|mama|dad|father|papa|parent|brother|sister|sibling|cousin|aunt|uncle|grandma|grandpa|grandmother|" +
    "grandfather|nan|student|pupil|colleague|coworker|roommate|flatmate|housemate|classmate|neighbour|neighbor|client|patient|" +
    "nephew|niece|stepson|stepdaughter|hijo|hija|amigo|amiga|novio|novia|esposo|esposa|madre|padre|mama|hermano|hermana|pareja)s?",
  TIME:
    "(?:tonight|tomorrow|this (?:weekend|evening|morning|afternoon)|next (?:week|weekend)|at midnight|midnight|" +
    "(?:on |this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|by (?:the )?(?:morning|new year|christmas|" +
    "the weekend|the end of the (?:week|month))|soon|later today|in (?:a few|two|three|\\d+) (?:days|hours)|end date|" +
    "the \\d{1,2}(?:st|nd|rd|th)\\b|\\d{1,2} ?(?:am|pm)" +
    // A clock time ("at 3", "at 23:30"), not an age ("diagnosed at 31", "baptised at 9").
    "|(?<!\\b(?:diagnosed|married|retired|widowed|divorced|baptised|baptized|ordained|born|aged?|started|left school) )" +
    "at (?:1[0-2]|0?[1-9])(?: ?(?:am|pm|oclock)|:\\d\\d)?\\b|at \\d{1,2}:\\d\\d\\b" +
    "|in an hour|in a few hours|at (?:dawn|sunrise|sunset)|before (?:dawn|sunrise)|on my birthday" +
    "|" +
    "the \\d{1,2}(?:st|nd|rd|th)?(?: of)? (?:january|february|march|april|may|june|july|august|september|october|november|december)|" +
    "(?:after|before|on|once) (?:christmas|new year|my birthday|the holidays|the wedding|the funeral" +
    "|my exams|the exams|my shift|work|the anniversary|everyone goes to bed|everyone is asleep" +
    "|they (?:go|are) to bed)|anniversary|" +
    "esta noche|manana|este fin de semana|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo))",
};

export function re(src: string, flags = "g"): RegExp {
  return new RegExp(
    src.replace(/\{(\w+)\}/g, (_, k: string) => PARTS[k] ?? `{${k}}`),
    flags,
  );
}

export type Family =
  | "direct"
  | "wish-to-die"
  | "burden"
  | "hopeless"
  | "not-being-here"
  | "means"
  | "plan-time"
  | "goodbye"
  | "calm-after-despair"
  | "self-harm"
  | "loss"
  | "for-a-friend"
  | "spiritual"
  | "time"
  // Starvation, purging or fasting with danger signs, framed as penance, purity or control.
  | "eating"
  // Leaving this life, body or incarnation in spiritual words: karma ended early, the next life, a holy death.
  | "spiritual-exit"
  // Debts, ruin, a life-insurance clause: a modifier that adds to a sign already there.
  | "debt"
  // One's own death turned over and over: a check-in, never lifted to urgent by a mere spiritual word beside it.
  | "death-talk";

export interface Signal {
  family: Family;
  /** The pattern as written, before the building blocks are filled in (for the lint). */
  source: string;
  /** Messages this signal must match, and messages it must not (after normalisation): its own tests. */
  match: string[];
  miss: string[];
  /** The language its words are in (English when unset). */
  lang?: CareLang;
  /** Signals with the same key count once (the heaviest). */
  key: string;
  weight: number;
  pattern: RegExp;
  /** A modifier adds only to a sign already present (weight >= 2 of another key). */
  modifier?: boolean;
  /** Counts only when a means signal is present (a loss followed by a question about a lethal place or means). */
  withMeans?: boolean;
  /** Set aside when the whole message matches this (a dose question about a dog is not about the writer). */
  unless?: RegExp;
  /** A modifier that adds only to signs of these families. */
  modifies?: Family[];
  /** Read over the whole message rather than one sentence (a means named in one sentence, its use in the next). */
  wholeMessage?: boolean;
  /** Alone, not even a check-in: it counts only beside another sign (a height or a dose asked about). */
  needsCompanion?: boolean;
}

export type SignalOptions = Partial<Omit<Signal, "family" | "key" | "weight" | "pattern" | "source">>;

/** Ordinary reasons to ask about a dose. */
export const MEDICAL = new RegExp(
  "\\b(?:headache|fever|pain relief|jet lag|flight|doctor|prescribed|cold|flu|toothache" +
    "|period|cramps|migraine|dentist|surgery|back pain|injury|allergy|child|baby|kid|toddler" +
    "|dog|cat)\\b",
  "",
);

/** Stopping a habit for good is not a plan to die. */
export const HABIT = new RegExp(
  "\\b(?:smoking|drinking|vaping|sugar|social media|habit|job|relationship|overthinking|procrastinat\\w*|biting|gambling|" +
    "porn|alcohol|drugs|caffeine|coffee|meat|dating|him|her|them|this town|this city)\\b",
);

/** An outing, not a plan: a walk, a view, a picnic. */
export const OUTING = new RegExp(
  "\\b(?:hike|hiking|walk|walking the dog|picnic|view|photos?|holiday|trip|visit|sunset" +
    "|sunrise|swim|climb|climbing|tour|tourist|sightseeing)\\b",
  "",
);

export const CALM_MODIFIES: Family[] = [
  "plan-time",
  "not-being-here",
  "hopeless",
  "calm-after-despair",
  "wish-to-die",
  "direct",
  "goodbye",
  "means",
];

/** A signal from its family, key, weight and pattern source ({PARTS} filled in), with its options and examples. */
export const S = (family: Family, key: string, weight: number, src: string, extra: SignalOptions = {}): Signal => ({
  family,
  key,
  weight,
  source: src,
  pattern: re(src),
  match: [],
  miss: [],
  ...extra,
});
