import data from "./resources.json";

/**
 * Where a person can reach someone now: the crisis lines of resources.json, each with the page that documents it,
 * ordered for where the person is. A request says where through its Accept-Language region ("en-GB" is the United
 * Kingdom) or a country the person picked on /ask; the lines for that country come first, then a helpline finder for
 * everyone, then every other line, each labelled with its country, then the emergency number.
 */

export type LineKind = "call" | "text" | "textOnly" | "callOrText" | "web";

export interface CareLine {
  id: string;
  /** ISO 3166-1 alpha-2 codes; empty for the line that serves everyone. */
  countries: string[];
  name: string;
  kind: LineKind;
  number?: string;
  keyword?: string;
  url?: string;
  /** The page that documents the line. */
  source: string;
}

export const CARE_LINES: CareLine[] = data.lines.map((l) => ({ ...l, kind: l.kind as LineKind }));
export const EVERYONE: CareLine = { ...data.everyone, countries: [], kind: "web" };
const EMERGENCY: Record<string, string> = data.emergency;

/** Countries a person can choose on /ask: every country with a line or a known emergency number. */
export const CARE_COUNTRIES: string[] = [...new Set([...CARE_LINES.flatMap((l) => l.countries), ...Object.keys(EMERGENCY)])].sort();

export function isCareCountry(code: unknown): code is string {
  return typeof code === "string" && CARE_COUNTRIES.includes(code);
}

/** The first region named in an Accept-Language header ("fr-CA,fr;q=0.9" is CA), if it is one we know. */
export function countryFromAcceptLanguage(header: string | null | undefined): string | null {
  if (!header) return null;
  const tags = header
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag, q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((t) => t.tag && Number.isFinite(t.q) && t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const region = tag.split("-").find((part, i) => i > 0 && /^[A-Za-z]{2}$/.test(part));
    if (region && isCareCountry(region.toUpperCase())) return region.toUpperCase();
  }
  return null;
}

/**
 * Whose lines come first: the country a person chose (the /ask form's `country`; an empty choice is "anywhere in the
 * world", no country), else the first region of their Accept-Language.
 */
export function careCountry(acceptLanguage: string | null | undefined, picked?: unknown): string | null {
  if (typeof picked === "string") {
    const code = picked.toUpperCase();
    if (isCareCountry(code)) return code;
    if (code === "") return null;
  }
  return countryFromAcceptLanguage(acceptLanguage);
}

export interface CareResources {
  /** The lines of the person's country (empty when it is not known or has none of its own). */
  local: CareLine[];
  everyone: CareLine;
  /** Every other line. */
  others: CareLine[];
  /** The emergency number of the person's country, when known. */
  emergency: string | null;
}

export function careResources(country: string | null | undefined): CareResources {
  const here = country && isCareCountry(country) ? country : null;
  const local = here ? CARE_LINES.filter((l) => l.countries.includes(here)) : [];
  return {
    local,
    everyone: EVERYONE,
    others: CARE_LINES.filter((l) => !local.includes(l)),
    emergency: here ? (EMERGENCY[here] ?? null) : null,
  };
}

/** A country's name for people reading `lang` (Latin letters for Hindi/Urdu as the care texts are written). */
export function countryName(code: string, lang: string): string {
  const locale = lang === "hi" ? "en" : lang;
  try {
    return new Intl.DisplayNames([locale, "en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Several countries' names joined as `lang` joins a list ("United Kingdom and Ireland"). */
export function countryNames(codes: string[], lang: string): string {
  const names = codes.map((c) => countryName(c, lang));
  try {
    return new Intl.ListFormat([lang === "hi" ? "en" : lang, "en"], { type: "conjunction" }).format(names);
  } catch {
    return names.join(", ");
  }
}
