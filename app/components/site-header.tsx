import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import type { SessionUser } from "~/auth/session.server";
import { OPERATOR_ITEM, SIGNED_IN_MENU, SIGNED_OUT_MENU, type NavItem } from "~/lib/nav";
import { SITE } from "~/site";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-full px-3 py-1.5 text-[0.95rem] no-underline transition-colors ${
    isActive ? "bg-indigo-deep text-white" : "text-ink hover:bg-indigo-soft"
  }`;

function SignOutButton({ className = "btn-secondary" }: { className?: string }) {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        Sign Out
      </button>
    </Form>
  );
}

/** With JavaScript, an open menu also closes on Escape and on a click outside it. */
function useCloseDetailsOnOutside(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const closeAll = (except?: Node) => {
      for (const d of root.querySelectorAll<HTMLDetailsElement>("details[open]")) {
        if (!except || !d.contains(except)) d.open = false;
      }
    };
    const onClick = (e: MouseEvent) => closeAll(e.target as Node);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      const open = root.querySelector<HTMLDetailsElement>("details[open]");
      if (!open) return;
      closeAll();
      open.querySelector("summary")?.focus();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, [ref]);
}

function DesktopItem({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  if (!item.children) {
    return (
      <li>
        <NavLink to={item.to} end={item.to === "/"} className={linkClass}>
          {item.label}
        </NavLink>
      </li>
    );
  }
  return (
    <li className="relative flex items-center">
      <NavLink to={item.to} end className={linkClass}>
        {item.label}
      </NavLink>
      {/* A disclosure: opens and closes without JavaScript; remounted (so closed) on every navigation. */}
      <details key={pathname} className="group">
        <summary
          aria-label={`${item.label} sections`}
          className="ml-0.5 list-none rounded-full px-1.5 py-1.5 text-sm text-muted hover:bg-indigo-soft"
        >
          <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <ul className="absolute top-full left-0 z-50 mt-2 w-60 rounded-xl border border-line bg-paper p-2 shadow-lg">
          {item.children.map((child) => (
            <li key={child.to}>
              <NavLink to={child.to} className={linkClass}>
                {child.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

function MobileItems({ items }: { items: NavItem[] }) {
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === "/" || Boolean(item.children)} className={linkClass}>
            {item.label}
          </NavLink>
          {item.children ? (
            <ul className="mt-1 ml-4 space-y-1 border-l border-line pl-2">
              {item.children.map((child) => (
                <li key={child.to}>
                  <NavLink to={child.to} className={linkClass}>
                    {child.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * "/" anywhere (except while typing in a field) goes to the search box: the search page's own box there, the
 * header's everywhere else.
 */
function useSlashToSearch() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "/" || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      const target = e.target as HTMLElement | null;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      const box = document.querySelector<HTMLInputElement>("[data-search-box='page']") ?? document.getElementById("site-search-q");
      if (!(box instanceof HTMLInputElement)) return;
      e.preventDefault();
      box.focus();
      box.select();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}

/** The site search: a plain GET form, so it works before (and without) JavaScript. */
function HeaderSearch() {
  const { pathname, search } = useLocation();
  const q = pathname === "/search" ? (new URLSearchParams(search).get("q") ?? "") : "";
  return (
    <form method="get" action="/search" role="search" aria-label="Site" className="flex min-w-0 items-center">
      <label htmlFor="site-search-q" className="sr-only">
        Search the library
      </label>
      <input
        id="site-search-q"
        key={q}
        type="search"
        name="q"
        defaultValue={q}
        placeholder="Search"
        maxLength={200}
        aria-keyshortcuts="/"
        className="w-28 min-w-0 rounded-l-full border border-r-0 border-stone bg-white px-3 py-1.5 text-sm sm:w-36 xl:w-28 2xl:w-40"
      />
      <button type="submit" className="rounded-r-full border border-stone bg-cream px-2.5 py-1.5 text-sm text-ink hover:bg-indigo-soft">
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" className="block">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="sr-only">Search</span>
      </button>
    </form>
  );
}

export function SiteHeader({ user, operator = false }: { user: SessionUser | null; operator?: boolean }) {
  const { pathname } = useLocation();
  const ref = useRef<HTMLElement>(null);
  useCloseDetailsOnOutside(ref);
  useSlashToSearch();
  const items = user ? (operator ? [...SIGNED_IN_MENU, OPERATOR_ITEM] : SIGNED_IN_MENU) : SIGNED_OUT_MENU;

  return (
    <header ref={ref} className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={user ? "/dashboard" : "/"} className="flex items-center gap-2 no-underline">
          <span aria-hidden="true" className="text-2xl">
            🪷
          </span>
          <span className="font-serif text-xl font-semibold text-indigo-deep">{SITE.name}</span>
          <span className="sr-only">, home</span>
        </Link>

        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {items.map((item) => (
              <DesktopItem key={item.to} item={item} />
            ))}
          </ul>
        </nav>

        <div className="ml-auto xl:ml-0">
          <HeaderSearch />
        </div>

        <div className="hidden items-center gap-3 xl:flex">
          {user ? (
            <>
              <p className="text-sm text-muted">
                Welcome, <span className="font-semibold text-ink">{user.name || "User"}</span>
              </p>
              <SignOutButton />
            </>
          ) : (
            <>
              <Link to="/login" className="btn-quiet">
                Sign In
              </Link>
              <Link to="/register" className="btn-primary">
                Get Started
              </Link>
            </>
          )}
        </div>

        {/* The mobile menu: a collapsible panel that works without JavaScript and closes on navigation. */}
        <details key={pathname} className="xl:hidden">
          <summary className="btn-secondary list-none px-4 py-2">
            <span aria-hidden="true">☰</span> Menu
          </summary>
          <div className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-line bg-paper px-4 py-4 shadow-lg">
            {user ? (
              <div className="mb-4 rounded-xl bg-cream p-3">
                <p className="font-semibold">{user.name || "User"}</p>
                <p className="text-sm break-all text-muted">{user.email}</p>
              </div>
            ) : null}
            <nav aria-label="Mobile">
              <MobileItems items={items} />
            </nav>
            <div className="mt-4 flex flex-wrap gap-3 border-t border-line pt-4">
              {user ? (
                <SignOutButton />
              ) : (
                <>
                  <Link to="/login" className="btn-secondary">
                    Sign In
                  </Link>
                  <Link to="/register" className="btn-primary">
                    Get Started
                  </Link>
                </>
              )}
            </div>
          </div>
        </details>
      </div>
    </header>
  );
}
