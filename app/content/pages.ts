/** The site's fixed pages (library pages come from the content files). The sitemap lists the public ones. */
export const PUBLIC_PAGES = ["/", "/about", "/features", "/articles", "/blog", "/references", "/contact", "/ask", "/meditation", "/api"] as const;
/** Public, but not listed in the sitemap (its result pages are not for search engines). */
export const UNLISTED_PAGES = ["/search"] as const;
/** Guest-only: a signed-in visitor is sent on to the dashboard. */
export const GUEST_PAGES = ["/login", "/register"] as const;
/** Only for a signed-in person. */
export const SIGNED_IN_PAGES = ["/dashboard", "/history", "/account"] as const;
export const ACCOUNT_PAGES = [...GUEST_PAGES, ...SIGNED_IN_PAGES] as const;
export const OTHER_PATHS = ["/blog/rss.xml", "/sitemap.xml", "/robots.txt"] as const;
