import { Link } from "react-router";
import { SITE } from "~/site";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-line bg-paper">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
        <div>
          <p className="font-serif text-lg font-semibold text-indigo-deep">{SITE.name}</p>
          <p className="text-sm text-muted">{SITE.tagline}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/features">Features</Link>
            </li>
            <li>
              <Link to="/articles">Articles</Link>
            </li>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
            <li>
              <Link to="/references">References</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <Link to="/ask">Ask</Link>
            </li>
            <li>
              <Link to="/meditation">Meditation Guide</Link>
            </li>
          </ul>
        </nav>
        <p className="text-sm text-muted">
          Answers on {SITE.name} are AI-generated reflections drawn from the wisdom traditions, not professional advice. If you are in
          crisis, call or text 988 in the US, or find a helpline near you at findahelpline.com.
        </p>
      </div>
    </footer>
  );
}
