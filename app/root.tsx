import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
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
import { apiMiddleware } from "./lib/cors.server";
import { configureToasts } from "./lib/toast.server";
import { SITE } from "./site";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Preflights and CORS for the JSON routes, and JSON 404s for clients that asked for JSON. */
export const middleware: Route.MiddlewareFunction[] = [apiMiddleware];

export async function loader({ request }: Route.LoaderArgs) {
  configureToasts();
  const [session, { toast, headers }] = await Promise.all([readSession(request), getToast(request)]);
  // A cookie whose session expired or was revoked is cleared: the visitor is simply signed out.
  if (session.stale && session.source === "cookie") headers.append("Set-Cookie", await clearSessionCookieHeader(request));
  return data({ user: session.user, operator: await isOperator(session.user), toast }, { headers });
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
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2b2f6b" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only-focusable fixed top-2 left-2 z-[60] rounded-lg bg-indigo-deep px-4 py-2 text-white"
        >
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
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="page-narrow text-center">
      <title>{`Something went wrong | ${SITE.name}`}</title>
      <h1 className="text-3xl">Something went wrong</h1>
      <p className="mt-4 text-muted">
        {status >= 500
          ? "We could not show this page just now. Please try again in a moment."
          : isRouteErrorResponse(error) && typeof error.data === "string"
            ? error.data
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
