import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import { getToast } from "remix-toast";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { NotFound } from "./components/not-found";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { ToastProvider } from "./components/toasts";
import { isOperator } from "./admin/operators.server";
import { clearSessionCookieHeader, readSession } from "./auth/session.server";
import { publicUrl } from "./config.server";
import { apiMiddleware } from "./security/cors.server";
import { hydrates } from "./lib/route-handle";
import { configureToasts, hasToastCookie } from "./lib/toast.server";
import { recordRoute } from "./ops/requests.server";
import { databaseUnavailableAnswer, securityHeaders } from "./security/middleware.server";
import { useNonce } from "./security/nonce";
import { SITE } from "./site";

/**
 * Every request, pages and JSON routes alike: first the matched route pattern is noted for the request's log line
 * and counters; security headers on the way out; CORS for the JSON routes (their
 * preflights answered, the grant added to their answers) and JSON 404s for clients that asked for JSON; a request that
 * met the database unavailable answers 503 with Retry-After whatever its kind. Then the
 * middleware of the route's layout in app/routes.ts (app/routes/layouts): the request's checks for its kind (method,
 * origin, body) on the way in and, for pages, public pages for anonymous visitors from memory (and every other page
 * answer marked private).
 */
export const middleware: Route.MiddlewareFunction[] = [recordRoute, securityHeaders, databaseUnavailableAnswer, apiMiddleware];

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** The toast cookie is read (and cleared) only when the browser sent one: a plain page view sets no cookie. */
async function readToast(request: Request) {
  if (!hasToastCookie(request)) return { toast: undefined, headers: new Headers() };
  configureToasts();
  return getToast(request);
}

export async function loader({ request }: Route.LoaderArgs) {
  const [session, { toast, headers }] = await Promise.all([readSession(request), readToast(request)]);
  // A cookie whose session expired or was revoked is cleared: the visitor is simply signed out.
  if (session.stale && session.source === "cookie") headers.append("Set-Cookie", await clearSessionCookieHeader(request));
  // The public origin, for absolute links in Open Graph tags (from PUBLIC_URL, never the Host header).
  return data({ user: session.user, operator: await isOperator(session.user), toast, origin: publicUrl() }, { headers });
}

/** A thin bar at the top while the next page loads (JavaScript only). */
function PageLoading() {
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  return (
    <div aria-hidden={!loading} className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-1">
      {loading ? (
        <>
          <div className="h-full w-full animate-pulse bg-saffron motion-reduce:animate-none" />
          <p role="status" className="sr-only">
            Loading…
          </p>
        </>
      ) : null}
    </div>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  // A page whose routes all work as plain HTML ships no script at all. In the browser the layout only ever runs on
  // a page that did load its scripts, and a client navigation to such a page keeps them (and scroll restoration).
  const matches = useMatches();
  const scripts = typeof document !== "undefined" || matches.every((match) => hydrates(match.handle));
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2b2f6b" />
        {/* A stylesheet with a precedence is a resource React places ahead of the module preloads, so the page's
            only render-blocking request starts first. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only-focusable fixed top-2 left-2 z-[60] rounded-lg bg-indigo-deep px-4 py-2 text-white">
          Skip to main content
        </a>
        <PageLoading />
        <ToastProvider serverToast={root?.toast}>
          <SiteHeader user={root?.user ?? null} operator={root?.operator ?? false} />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter />
        </ToastProvider>
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Headings for the refusals a request can meet before any page runs; their messages say what to do. */
const REFUSAL_TITLES: Record<number, string> = {
  400: "This request could not be read",
  403: "This request was refused",
  405: "This method is not allowed",
  413: "This request is too large",
  415: "This page takes a form",
  429: "Too many requests",
  503: "Temporarily unavailable",
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const title = REFUSAL_TITLES[status] ?? "Something went wrong";
  return (
    <div className="page-narrow text-center">
      <title>{`${title} | ${SITE.name}`}</title>
      <h1 className="text-3xl">{title}</h1>
      <p className="mt-4 text-muted">
        {isRouteErrorResponse(error) && typeof error.data === "string" && (status < 500 || status === 503)
          ? error.data
          : status >= 500
            ? "We could not show this page just now. Please try again in a moment."
            : "This request could not be completed."}
      </p>
      <p className="mt-6">
        <a href="/" className="btn-primary">
          Go to the home page
        </a>
      </p>
    </div>
  );
}
