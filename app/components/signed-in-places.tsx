import { Form, useNavigation } from "react-router";
import type { PlaceView } from "~/auth/places.server";

/** A place this account is signed in, as the account page's loader reads it (app/auth/places.server.ts). */
export type SignedInPlace = PlaceView;

/**
 * The account page's "Where you're signed in": each place with its device, network and last use, this device
 * marked; a Sign out button for every other place, and one for all of them. Plain form posts, told apart by intent.
 */
export function SignedInPlaces({ places }: { places: SignedInPlace[] }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formData : undefined;
  const others = places.filter((p) => !p.current).length;
  return (
    <section aria-labelledby="sessions-heading" className="card mt-6">
      <h2 id="sessions-heading" className="text-2xl">
        Where you&rsquo;re signed in
      </h2>
      <p className="mt-1 text-muted">
        Every browser and app signed in to this account, API tokens included. A place is shown by its network only, never its full address.
      </p>
      <ul className="mt-4 divide-y divide-line" aria-label="Places signed in">
        {places.map((p) => {
          const summary = `${p.device}, last seen ${p.lastSeenWords}`;
          const ending = pending?.get("intent") === "signout-session" && pending.get("session") === String(p.id);
          return (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium">
                  {p.device}{" "}
                  {p.current ? (
                    <span className="rounded-full bg-success-soft px-2 py-0.5 text-sm text-success-ink">This device</span>
                  ) : null}
                </p>
                <p className="text-sm text-muted">
                  {p.place ? <>Network {p.place} · </> : null}
                  {p.current ? (
                    <>Active now</>
                  ) : (
                    <>
                      Last seen <time dateTime={p.lastSeenAt}>{p.lastSeenWords}</time>
                    </>
                  )}
                  {p.remembered ? " · Remembered" : null}
                </p>
              </div>
              {p.current ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="signout-session" />
                  <input type="hidden" name="session" value={p.id} />
                  <button type="submit" className="btn-secondary" disabled={ending} aria-label={`Sign out ${summary}`}>
                    {ending ? "Signing out..." : "Sign out"}
                  </button>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        {others > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="signout-others" />
            <button type="submit" className="btn-secondary">
              Sign out everywhere else
            </button>
          </Form>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="signout-all" />
          <button type="submit" className="btn-secondary">
            Sign out everywhere, here too
          </button>
        </Form>
      </div>
    </section>
  );
}
