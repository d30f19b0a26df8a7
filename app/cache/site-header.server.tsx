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
