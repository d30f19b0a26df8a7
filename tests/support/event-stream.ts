import type Ajv from "ajv";

/**
 * Server-sent events checked against an OpenAPI 3.2 `itemSchema`: the stream is read into items as the
 * text/event-stream format defines them ({event?, data, id?, retry?}, data lines joined by newlines), each item must
 * match a branch of the schema (oneOf: exactly one), and a branch's `data` with contentMediaType application/json is
 * parsed and validated against its contentSchema (which JSON Schema validators only annotate).
 */

type Schema = Record<string, unknown>;
export interface EventItem {
  event?: string;
  data: string;
  id?: string;
  retry?: number;
}

/** The items of a whole event stream. */
export function parseEventStream(text: string): EventItem[] {
  const items: EventItem[] = [];
  for (const block of text.replace(/\r\n?/g, "\n").split("\n\n")) {
    const data: string[] = [];
    const item: Partial<EventItem> = {};
    for (const line of block.split("\n")) {
      if (!line || line.startsWith(":")) continue;
      const at = line.indexOf(":");
      const field = at < 0 ? line : line.slice(0, at);
      const value = at < 0 ? "" : line.slice(at + 1).replace(/^ /, "");
      if (field === "data") data.push(value);
      else if (field === "event") item.event = value;
      else if (field === "id") item.id = value;
      else if (field === "retry" && /^\d+$/.test(value)) item.retry = Number(value);
    }
    if (data.length) items.push({ ...item, data: data.join("\n") });
  }
  return items;
}

/** What is wrong with each item that matches no branch of the item schema (empty: every item conforms). */
export function eventStreamProblems(ajv: Ajv, itemSchema: Schema, items: EventItem[]): string[] {
  const branches = (itemSchema.oneOf ?? itemSchema.anyOf ?? [itemSchema]) as Schema[];
  const exactlyOne = Boolean(itemSchema.oneOf);
  const problems: string[] = [];
  for (const [i, item] of items.entries()) {
    const errors: string[] = [];
    let matches = 0;
    for (const branch of branches) {
      const shape = ajv.validate(branch, item);
      if (!shape) {
        errors.push(`${String(branch.title ?? "branch")}: ${ajv.errorsText()}`);
        continue;
      }
      const data = (branch.properties as Record<string, Schema> | undefined)?.data;
      if (data?.contentMediaType === "application/json" && data.contentSchema) {
        let value: unknown;
        try {
          value = JSON.parse(item.data);
        } catch {
          errors.push(`${String(branch.title ?? "branch")}: data is not JSON`);
          continue;
        }
        if (!ajv.validate(data.contentSchema as Schema, value)) {
          errors.push(`${String(branch.title ?? "branch")} data: ${ajv.errorsText()}`);
          continue;
        }
      }
      matches++;
    }
    if (matches === 0 || (exactlyOne && matches > 1)) {
      const why = matches ? `matches ${matches} branches of a oneOf` : errors.join("; ");
      problems.push(`event ${i} (${item.event ?? "message"}): ${why}\n${item.data.slice(0, 300)}`);
    }
  }
  return problems;
}
