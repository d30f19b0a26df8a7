/** The site's fixed pages: for link checks, the sitemap and the crawl. */
export const PUBLIC_PAGES = ["/", "/about", "/features", "/articles", "/blog", "/references", "/contact", "/ask", "/meditation", "/api"] as const;
export const ACCOUNT_PAGES = ["/login", "/register", "/dashboard", "/history", "/account"] as const;
export const OTHER_PATHS = ["/blog/rss.xml", "/sitemap.xml", "/robots.txt"] as const;
