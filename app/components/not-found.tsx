import { Link } from "react-router";
import { SITE } from "~/site";

export function NotFound() {
  return (
    <div className="page-narrow text-center">
      <title>{`Page not found | ${SITE.name}`}</title>
      <meta name="robots" content="noindex" />
      <p aria-hidden="true" className="text-5xl">
        🍃
      </p>
      <h1 className="mt-4 text-3xl">This page could not be found</h1>
      <p className="mt-4 text-muted">The path you followed leads nowhere we know. Perhaps it moved, or perhaps the way is elsewhere.</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        <li>
          <Link to="/" className="btn-primary">
            Home
          </Link>
        </li>
        <li>
          <Link to="/articles" className="btn-secondary">
            Articles
          </Link>
        </li>
        <li>
          <Link to="/ask" className="btn-secondary">
            Ask a question
          </Link>
        </li>
      </ul>
    </div>
  );
}
