import { createContext, useContext } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from "react-router";
import type { SessionUser } from "~/auth/session.server";
import { SiteHeader } from "~/components/site-header";

/**
 * The site's header alone, rendered to HTML for one address and one person (or nobody): the same component the root
 * layout renders (app/root.tsx), in a router of its own so its links know the address (the current page's link is
 * marked) and its sign-out form its action. The page cache renders it once for nobody to find the header in a kept
 * page, and per request for a signed-in reader of a kept page (see page-cache.server.ts). It renders no script.
 */

interface Person {
  user: SessionUser | null;
  operator: boolean;
}

const PersonContext = createContext<Person>({ user: null, operator: false });

function HeaderOfThisPerson() {
  const { user, operator } = useContext(PersonContext);
  return <SiteHeader user={user} operator={operator} />;
}

const handler = createStaticHandler([{ id: "header", path: "*", Component: HeaderOfThisPerson }]);

/**
 * Where the router is for each address: what the header reads of it (the path, and the search box's query on the
 * search page). Nothing personal, so it is shared; bounded like the kept pages it serves.
 */
const locations = new Map<string, StaticHandlerContext>();
const MAX_LOCATIONS = 1000;

async function routerContext(url: URL): Promise<StaticHandlerContext> {
  const key = url.pathname + url.search;
  const known = locations.get(key);
  if (known) return known;
  const context = await handler.query(new Request(new URL(key, "http://header.invalid")));
  if (context instanceof Response) throw new Error(`the header's router answered ${context.status} for ${key}`);
  if (locations.size >= MAX_LOCATIONS) locations.delete(locations.keys().next().value!);
  locations.set(key, context);
  return context;
}

/**
 * A signed-in header for one address, kept as the text between the places the person's name and email go: rendered
 * once with stand-ins, then filled per request with their name and email escaped as React escapes text. Nothing of any
 * person is in it. Checked once against a direct render for a name and email full of characters to escape; an address
 * where the filled template is not the render's bytes gets no template (null).
 */
export interface HeaderTemplate {
  /** The fixed text, one more piece than slots. */
  pieces: Buffer[];
  slots: Array<"name" | "email">;
  /** The page cache's deflated copies of the pieces, made once. */
  deflated?: Buffer[];
}

const NAME_SLOT = "prajnaheaderslotforthename";
const EMAIL_SLOT = "prajnaheaderslotfortheemail";
const PROBE: SessionUser = { id: 0, name: `A & <b>"Asha's"</b>`, email: `"a&b"<c>@example.org` };
const templates = new Map<string, Promise<HeaderTemplate | null>>();

/** Text as React writes it in an element (escapeTextForBrowser). */
export function escapeText(text: string): string {
  return text.replace(/["&'<>]/g, (c) => ({ '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" })[c]!);
}

export function fillHeader(template: HeaderTemplate, user: SessionUser): Buffer[] {
  const name = Buffer.from(escapeText(user.name || "User"), "utf8");
  const email = Buffer.from(escapeText(user.email), "utf8");
  const parts: Buffer[] = [template.pieces[0]];
  template.slots.forEach((slot, i) => parts.push(slot === "name" ? name : email, template.pieces[i + 1]));
  return parts;
}

async function makeTemplate(url: URL, operator: boolean): Promise<HeaderTemplate | null> {
  const html = await renderSiteHeader(url, { id: 0, name: NAME_SLOT, email: EMAIL_SLOT }, operator);
  const pieces: Buffer[] = [];
  const slots: HeaderTemplate["slots"] = [];
  let rest = html;
  for (;;) {
    const name = rest.indexOf(NAME_SLOT);
    const email = rest.indexOf(EMAIL_SLOT);
    if (name < 0 && email < 0) break;
    const isName = name >= 0 && (email < 0 || name < email);
    const at = isName ? name : email;
    pieces.push(Buffer.from(rest.slice(0, at), "utf8"));
    slots.push(isName ? "name" : "email");
    rest = rest.slice(at + (isName ? NAME_SLOT : EMAIL_SLOT).length);
  }
  pieces.push(Buffer.from(rest, "utf8"));
  const template = { pieces, slots };
  const probe = await renderSiteHeader(url, PROBE, operator);
  return Buffer.concat(fillHeader(template, PROBE)).toString("utf8") === probe ? template : null;
}

/** The signed-in header template of this address (operators have their own menu), made on first use. */
export function headerTemplate(url: URL, operator: boolean): Promise<HeaderTemplate | null> {
  const key = `${operator ? "operator" : "reader"} ${url.pathname}${url.search}`;
  let known = templates.get(key);
  if (!known) {
    known = makeTemplate(url, operator).catch(() => null);
    if (templates.size >= MAX_LOCATIONS) templates.delete(templates.keys().next().value!);
    templates.set(key, known);
  }
  return known;
}

/** The header's HTML for this address and person: byte for byte what the full page render puts in its place. */
export async function renderSiteHeader(url: URL, user: SessionUser | null, operator: boolean): Promise<string> {
  const context = await routerContext(url);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <PersonContext.Provider value={{ user, operator }}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </PersonContext.Provider>,
  );
}
