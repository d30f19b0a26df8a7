import type { CareKind } from "./detect";
import type { CareLang } from "./languages";
import { CARE_COUNTRIES, type CareLine, careResources, countryName, countryNames } from "./resources";
import de from "./texts/de.json";
import en from "./texts/en.json";
import es from "./texts/es.json";
import fr from "./texts/fr.json";
import hi from "./texts/hi.json";
import it from "./texts/it.json";
import pt from "./texts/pt.json";

/**
 * The care answers. Written by people, never by a model, in the language the person wrote in (texts/*.json, one
 * file a language, the same keys in each), and always the same words, so they can be checked. The urgent answers
 * lead with ways to reach a person now, the lines of the person's country first; then they speak to the writer;
 * then they say plainly what Prajna is. A check-in opens an ordinary answer with a direct question about safety and
 * the same lines.
 */

type CareTexts = typeof en;
export const CARE_TEXTS: Record<CareLang, CareTexts> = { en, es, fr, de, pt, it, hi };

export interface CareContext {
  /** The language of the answer (the person's own, as the detector read it). */
  lang?: CareLang;
  /** Where the person is (ISO 3166-1 alpha-2), from Accept-Language or their choice; unknown when null. */
  country?: string | null;
}

const fill = (template: string, line: { number?: string; keyword?: string; url?: string }) =>
  template
    .replace("{number}", line.number ?? "")
    .replace("{keyword}", line.keyword ?? "")
    .replace("{url}", line.url ?? "");

/** Where a line serves, and how to reach it, in the texts of `lang` (Markdown: numbers in bold). */
function describe(line: CareLine, t: CareTexts, lang: CareLang): { where: string; how: string } {
  const how = fill(t.resources[line.kind], line);
  if (line.kind === "web") return { where: t.resources.everywhere, how };
  return { where: countryNames(line.countries, lang), how: `${line.name}, ${how}` };
}

function lineText(line: CareLine, t: CareTexts, lang: CareLang): string {
  const { where, how } = describe(line, t, lang);
  return `- **${where}:** ${how}`;
}

/** The lines as a Markdown list: the person's country first, then the finder for everyone, the rest, the emergency line. */
export function resourceLines(context: CareContext = {}): string[] {
  const lang = context.lang ?? "en";
  const t = CARE_TEXTS[lang];
  const r = careResources(context.country);
  const emergency = r.emergency ? fill(t.resources.emergency, { number: r.emergency }) : t.resources.emergencyAny;
  return [
    ...r.local.map((l) => lineText(l, t, lang)),
    lineText(r.everyone, t, lang),
    ...r.others.map((l) => lineText(l, t, lang)),
    `- ${emergency}`,
  ];
}

/** The pages behind the lines named first, for an answer's sources. */
export function careSources(context: CareContext = {}): Array<{ title: string; url: string }> {
  const r = careResources(context.country);
  const shown = r.local.length ? [...r.local, r.everyone] : [r.everyone, ...r.others.slice(0, 2)];
  return shown.map((l) => ({ title: l.kind === "web" ? l.name : `${l.name} (${l.countries.join(", ")})`, url: l.source }));
}

/** The care answer in Markdown: "self" speaks to someone who may be at risk, "other" to someone helping another. */
export function careAnswer(kind: CareKind, context: CareContext = {}): string {
  const t = CARE_TEXTS[context.lang ?? "en"];
  const lines = resourceLines(context);
  if (kind === "other") {
    const o = t.other;
    return [o.lead, "", ...lines, "", o.intro, "", ...o.steps.map((s) => `- ${s}`), "", o.closing, "", o.note].join("\n");
  }
  const s = t.self;
  return [s.lead, "", ...lines, "", ...s.paragraphs.flatMap((p) => [p, ""]), s.note].join("\n");
}

/** The check-in that opens an answer: a direct question about safety, the lines, then a bridge to the answer. */
export function checkInPreface(kind: CareKind, context: CareContext = {}): string {
  const t = CARE_TEXTS[context.lang ?? "en"];
  const c = kind === "other" ? t.checkInOther : t.checkIn;
  return [c.question, "", c.why, "", ...resourceLines(context), "", c.after].join("\n");
}

const ALL = Object.values(CARE_TEXTS);

/** Is this text one of the urgent care answers, in any language (as a conversation's earlier turn reads back)? */
export function isCareAnswer(text: string): boolean {
  return ALL.some((t) => text.includes(t.self.lead) || text.includes(t.other.lead));
}

/** Does this answer open with a check-in, in any language? */
export function isCheckIn(text: string): boolean {
  return checkInKind(text) !== null;
}

/** Whom an answer's check-in asked about: the writer ("self"), another person ("other"), or no check-in (null). */
export function checkInKind(text: string): CareKind | null {
  if (ALL.some((t) => text.includes(t.checkInOther.question))) return "other";
  if (ALL.some((t) => text.includes(t.checkIn.question))) return "self";
  return null;
}

/**
 * The lines in plain words for the /ask page (the site's English), the person's country first, then the finder for
 * everyone, then (when no country is known) every other line, then what to do in danger now.
 */
export function crisisLinesView(country: string | null) {
  // careCountry() only ever names a country with lines or an emergency number of its own.
  const t = CARE_TEXTS.en;
  const r = careResources(country);
  const plain = (line: CareLine) => {
    const { where, how } = describe(line, t, "en");
    return { where, text: how.replaceAll("**", "") };
  };
  return {
    country,
    countryLabel: country ? countryName(country, "en") : null,
    lines: [
      ...r.local.map(plain),
      plain(r.everyone),
      ...(r.local.length ? [] : r.others.map(plain)),
      {
        where: "In danger now",
        text: (r.emergency ? fill(t.resources.emergency, { number: r.emergency }) : t.resources.emergencyAny).replaceAll("**", ""),
      },
    ],
    countries: CARE_COUNTRIES.map((code) => ({ code, name: countryName(code, "en") })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}
