import type { Citation } from "./content-schema";

/** A citation as Harvard-style parts, so the page can italicise titles without building HTML strings. */
export interface HarvardParts {
  lead: string;
  title: string;
  titleStyle: "italic" | "quoted";
  rest: string;
}

const end = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);

export function harvard(c: Citation): HarvardParts {
  const year = c.year ?? "n.d.";
  const lead = `${c.author} (${year})`;
  if (c.journal) {
    const volume = c.volume ? `, ${c.volume}${c.issue ? `(${c.issue})` : ""}` : "";
    const pages = c.pages ? `, pp. ${c.pages}` : "";
    const rest = [`${c.journal}${volume}${pages}.`, c.note ? end(c.note) : ""].filter(Boolean).join(" ");
    return { lead, title: c.title, titleStyle: "quoted", rest };
  }
  const parts: string[] = [];
  if (c.edition) parts.push(end(c.edition));
  // "Müller, F. M. (trans.)" already names its translator; "Śāntideva" does not.
  const translatorSurname = c.translator?.trim().split(/\s+/).pop() ?? "";
  if (c.translator && !c.author.includes(translatorSurname)) parts.push(`Translated by ${end(c.translator)}`);
  const place = [c.location, c.publisher].filter(Boolean).join(": ");
  if (place) parts.push(end(place));
  if (c.pages) parts.push(`pp. ${end(c.pages)}`);
  if (c.year_published) parts.push(`First published ${c.year_published}.`);
  if (c.note) parts.push(end(c.note));
  return { lead, title: c.title, titleStyle: "italic", rest: parts.join(" ") };
}
