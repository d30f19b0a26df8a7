import { Form, Link } from "react-router";
import { pageMeta } from "~/lib/meta";
import { SITE } from "~/site";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: SITE.name, description: SITE.description, path: "/", image: "/images/hero.svg" });

const FEATURES = [
  {
    icon: "🪷",
    title: "Ask anything that matters",
    text: "Love and loss, work and purpose, doubt and practice. Every answer draws on the teachings of the Buddha, Maitreya and the wider traditions, with its sources shown.",
  },
  {
    icon: "📚",
    title: "A library to grow into",
    text: "Long-form articles on the bodhisattva path, the mystics, philosophy, religion and contemplative leadership, with a bibliography of real works behind them.",
  },
  {
    icon: "🕯️",
    title: "Meditation made for today",
    text: "Tell us your time, your mood and what you need; receive a guided practice that fits, with a gentle timer to sit with it.",
  },
];

export default function Home() {
  return (
    <>
      <section aria-labelledby="hero-heading" className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden">
        <figure className="absolute inset-0 -z-10">
          <img src="/images/hero.svg" alt="Dawn over layered blue mountains, a pale sun rising above a still lake with a single lotus" className="h-full w-full object-cover" width={1600} height={900} />
          <figcaption className="absolute right-3 bottom-2 rounded bg-black/60 px-2 py-0.5 text-xs text-white">
            Original artwork made for {SITE.name}: dawn over the mountains, a lotus on still water.
          </figcaption>
        </figure>
        <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
          <div className="rounded-3xl bg-[#15173a]/85 p-6 text-white shadow-xl backdrop-blur-sm sm:p-10">
            <h1 id="hero-heading" className="text-4xl text-white sm:text-5xl">
              Welcome to {SITE.name}
            </h1>
            <p className="mt-4 text-lg text-[#ecebf7]">
              {SITE.tagline}. Bring a question from your life and receive a thoughtful reflection distilled from the
              teachings of the Buddha and Maitreya, the mystics of many traditions, philosophy and the wisdom of good work.
            </p>
            <Form method="post" action="/ask" className="mt-6">
              <input type="hidden" name="category" value="general" />
              <label htmlFor="quick-question" className="mb-2 block font-medium text-white">
                What is on your mind?
              </label>
              <textarea
                id="quick-question"
                name="question"
                rows={3}
                required
                maxLength={2000}
                placeholder="For example: How can I stay kind when I am exhausted?"
                className="block w-full rounded-xl border border-[#8d8fc4] bg-white px-3 py-2 text-ink"
              />
              <button type="submit" className="btn mt-3 bg-[#f5c26b] text-[#1c1b3a] hover:bg-[#f8d390]">
                Seek Wisdom
              </button>
            </Form>
          </div>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="page">
        <h2 id="features-heading" className="text-center text-3xl">
          Three ways to begin
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {FEATURES.map((f) => (
            <li key={f.title} className="card">
              <p aria-hidden="true" className="text-3xl">
                {f.icon}
              </p>
              <h3 className="mt-3 text-xl">{f.title}</h3>
              <p className="mt-2 text-muted">{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cta-heading" className="mx-auto max-w-5xl px-4 pb-6 sm:px-6">
        <div className="rounded-3xl bg-indigo-deep px-6 py-10 text-center text-white sm:px-12">
          <h2 id="cta-heading" className="text-3xl text-white">
            Go deeper
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-[#ecebf7]">
            Choose the kind of guidance you seek and receive a fuller answer with its sources. Create a free account to keep
            your questions and follow your journey; it stays private, and you can delete it at any time.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/ask" className="btn bg-[#f5c26b] text-[#1c1b3a] hover:bg-[#f8d390]">
              Advanced Wisdom Chat
            </Link>
            <Link to="/register" className="btn border border-white text-white hover:bg-white/10">
              Create Free Account
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
