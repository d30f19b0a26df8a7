import { timeAgo } from "~/lib/dates";
import { redirectWithSuccess } from "~/lib/toast.server";
import { listSessions, readSession, revokeOtherSessions, revokeSessionById, type SessionUser } from "./session.server";

/**
 * The account page's list of places the account is signed in, and its buttons: sign out one other place, or every
 * place but this one. A place signed out here is signed out on its very next request (its session row is gone).
 */

export interface PlaceView {
  id: number;
  device: string;
  place: string | null;
  lastSeenAt: string;
  /** "5 minutes ago", worked out on the server so the page reads the same with or without JavaScript. */
  lastSeenWords: string;
  remembered: boolean;
  current: boolean;
}

export async function signedInPlaces(request: Request, userId: number, now = new Date()): Promise<PlaceView[]> {
  const { sessionId } = await readSession(request);
  const sessions = await listSessions(userId, sessionId);
  // This device first, then the others, most recently seen first.
  return sessions
    .sort((a, b) => Number(b.current) - Number(a.current))
    .map((s) => ({
      id: s.id,
      device: s.device,
      place: s.place,
      lastSeenAt: s.lastSeenAt,
      lastSeenWords: s.current ? "now" : timeAgo(s.lastSeenAt, now),
      remembered: s.remembered,
      current: s.current,
    }));
}

/** Answers the two intents; null for any other intent (the page's other forms). */
export async function signedInPlacesAction(request: Request, user: SessionUser, formData: FormData): Promise<Response | null> {
  const intent = formData.get("intent");
  if (intent !== "signout-session" && intent !== "signout-others") return null;
  const { sessionId } = await readSession(request);
  if (sessionId === null) return redirectWithSuccess("/account", "Nothing was changed.");
  if (intent === "signout-others") {
    const ended = await revokeOtherSessions(user.id, sessionId);
    return redirectWithSuccess(
      "/account",
      ended === 0 ? "You were signed in nowhere else." : `Signed out everywhere else (${ended} ${ended === 1 ? "place" : "places"}).`,
    );
  }
  const id = Number(formData.get("session"));
  // This device signs out with the Sign Out button, not from the list.
  const ended = Number.isSafeInteger(id) && id > 0 && id !== sessionId && (await revokeSessionById(user.id, id));
  return redirectWithSuccess("/account", ended ? "That place has been signed out." : "That place was already signed out.");
}
