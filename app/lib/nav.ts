/** The site's menus, in one place for the desktop bar, the mobile panel and the footer. */

export const ARTICLE_GROUPS = [
  {
    slug: "masters-mystics",
    label: "Masters & Mystics",
    description: "The teachers themselves: Maitreya, Rumi, Laozi, and what their lives and words still offer.",
  },
  {
    slug: "philosophy",
    label: "Philosophy",
    description: "How thinkers East and West have asked what is real, what we can know, and how to live.",
  },
  {
    slug: "spirituality",
    label: "Spirituality",
    description: "Practice for ordinary days: stillness, mindfulness, conscience, and the perfections of the Mahayana.",
  },
  {
    slug: "bodhisattva-path",
    label: "Bodhisattva Path",
    description: "The way of the one who wakes up for the sake of all: a reading path in five articles.",
  },
  {
    slug: "religion",
    label: "Religion",
    description: "The great traditions in their history and their heart, told fairly and with care.",
  },
  {
    slug: "management",
    label: "Management",
    description: "Peter Drucker's ideas on effective work, read alongside contemplative practice.",
  },
] as const;

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
  { to: "/account", label: "Account" },
];

/** Shown only to operators (confirmed ADMIN_EMAILS accounts), after the signed-in menu. */
export const OPERATOR_ITEM: NavItem = { to: "/admin", label: "Operators" };
