import { Link } from "react-router";
import { library } from "~/content/library.server";
import { pageMeta } from "~/lib/meta";
import { SITE } from "~/site";
import { staticPage } from "~/lib/route-handle";
import type { RouteFacts } from "~/security/route-table";
import type { Route } from "./+types/features";

/**
 * Plain HTML: links and disclosures work without client code, so the page ships no JavaScript.
 * A public page: its anonymous copy may be kept, and the sitemap lists it.
 */
export const handle = { ...staticPage, keep: true, sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: "Features",
      description: `What ${SITE.name} offers: answers with sources, a library, meditation guides and a private journey.`,
      path: "/features",
    },
    matches,
  );

export function loader() {
  const { articles, posts, citations } = library();
  return { articles: articles.length, posts: posts.length, citations: citations.length };
}

const cards = (n: { articles: number; posts: number; citations: number }) => [
  {
    icon: "🪷",
    title: "Answers with sources",
    text: "Each reflection names the teachings and articles it draws on, so you can check it and read on.",
  },
  {
    icon: "📖",
    title: "A growing library",
    text: `${n.articles} long-form articles in six groups, ${n.posts} blog posts, and a bibliography of ${n.citations} works behind them.`,
  },
  {
    icon: "🧘",
    title: "Personal meditation guides",
    text: "A practice shaped to your time, experience, focus and mood, with a timer and a soft bell.",
  },
  {
    icon: "🌱",
    title: "Your journey",
    text: "With a free account, your questions and sessions gather in a private history you can search, rate and export.",
  },
  {
    icon: "🤝",
    title: "Care when it matters",
    text: "If a question carries signs of crisis, the answer leads with ways to reach a person who can help, right now.",
  },
  {
    icon: "🔌",
    title: "Open to other tools",
    text: "A documented JSON API, and an OpenAI-compatible endpoint so chat apps can use the library as their model.",
  },
];

const CATEGORIES = ["General Wisdom", "Spirituality", "Relationships", "Career & Purpose", "Mindfulness", "Ethics & Morality"];

export default function Features({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <h1 className="text-4xl">Features</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">Everything {SITE.name} does, and the promises it keeps.</p>

      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {cards(loaderData).map((c) => (
          <li key={c.title} className="card">
            <p aria-hidden="true" className="text-3xl">
              {c.icon}
            </p>
            <h2 className="mt-3 text-xl">{c.title}</h2>
            <p className="mt-2 text-muted">{c.text}</p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="how-heading" className="mt-14">
        <h2 id="how-heading" className="text-3xl">
          How it works
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          <li className="card">
            <p className="font-serif text-3xl text-saffron">1</p>
            <h3 className="mt-2 text-xl">Ask</h3>
            <p className="mt-2 text-muted">Write your question in your own words and choose the kind of guidance you seek.</p>
          </li>
          <li className="card">
            <p className="font-serif text-3xl text-saffron">2</p>
            <h3 className="mt-2 text-xl">Reflect</h3>
            <p className="mt-2 text-muted">
              {SITE.name} finds the teachings that speak to it and composes a reflection with a practice to try.
            </p>
          </li>
          <li className="card">
            <p className="font-serif text-3xl text-saffron">3</p>
            <h3 className="mt-2 text-xl">Go further</h3>
            <p className="mt-2 text-muted">
              Follow the sources into the library, sit with a guided meditation, and return when you need to.
            </p>
          </li>
        </ol>
      </section>

      <section aria-labelledby="categories-heading" className="mt-14">
        <h2 id="categories-heading" className="text-3xl">
          Six kinds of wisdom
        </h2>
        <ul className="mt-6 flex flex-wrap gap-3">
          {CATEGORIES.map((c) => (
            <li key={c} className="chip px-4 py-1.5 text-base">
              {c}
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-14 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="everyone-heading" className="card">
          <h2 id="everyone-heading" className="text-2xl">
            For Everyone
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-muted">
            <li>Free to use, with or without an account</li>
            <li>No background in any tradition needed</li>
            <li>Works on phones and desktops, with or without JavaScript</li>
            <li>Built for screen readers and keyboards</li>
            <li>Available at any hour, every day of the year</li>
          </ul>
        </section>
        <section aria-labelledby="privacy-heading" className="card">
          <h2 id="privacy-heading" className="text-2xl">
            Privacy &amp; Security
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-muted">
            <li>Your questions and answers are encrypted at rest</li>
            <li>No personal information is shared with or sold to third parties</li>
            <li>Export your history, or delete it and your account, at any time</li>
            <li>Passwords are hashed with bcrypt; sessions can be ended from your account</li>
          </ul>
        </section>
      </div>

      <p className="mt-12 flex flex-wrap gap-3">
        <Link to="/ask" className="btn-primary">
          Ask a question
        </Link>
        <Link to="/register" className="btn-secondary">
          Create Free Account
        </Link>
      </p>
    </div>
  );
}
