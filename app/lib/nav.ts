/** The menus of the spec, in one place for the desktop bar, the mobile panel and the footer. */

export const ARTICLE_GROUPS = [
  { slug: "masters-mystics", label: "Masters & Mystics" },
  { slug: "philosophy", label: "Philosophy" },
  { slug: "spirituality", label: "Spirituality" },
  { slug: "bodhisattva-path", label: "Bodhisattva Path" },
  { slug: "religion", label: "Religion" },
  { slug: "management", label: "Management" },
] as const;

export type ArticleGroupSlug = (typeof ARTICLE_GROUPS)[number]["slug"];

export interface NavItem {
  to: string;
  label: string;
  children?: readonly { to: string; label: string }[];
}

export const SIGNED_OUT_MENU: NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  {
    to: "/articles",
    label: "Articles",
    children: ARTICLE_GROUPS.map((g) => ({ to: `/articles/${g.slug}`, label: g.label })),
  },
  { to: "/ask", label: "Ask" },
  { to: "/meditation", label: "Meditation Guide" },
  { to: "/blog", label: "Blog" },
  { to: "/references", label: "References" },
  { to: "/contact", label: "Contact" },
];

export const SIGNED_IN_MENU: NavItem[] = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/ask", label: "Ask" },
  { to: "/meditation", label: "Meditation" },
  { to: "/history", label: "History" },
];
