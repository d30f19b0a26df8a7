import { registerUser } from "~/auth/credentials.server";
import { createSession, sessionCookieHeader } from "~/auth/session.server";
import { saveQuestion } from "~/journey/questions.server";

let counter = 0;

/** A registered user with a live session, in one call. */
export async function createUser(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  const input = {
    name: overrides.name ?? "Test Seeker",
    email: overrides.email ?? `seeker-${Date.now()}-${++counter}@example.org`,
    password: overrides.password ?? "quiet-mountain-path",
  };
  const result = await registerUser(input);
  if (!result.ok) throw new Error("could not create the test user");
  const request = new Request("http://localhost/");
  const { token } = await createSession(result.user.id, request);
  const cookie = (await sessionCookieHeader(token, request)).split(";")[0];
  return { ...result.user, password: input.password, token, cookie };
}

/** A form post, as a browser without JavaScript sends it. */
export function formRequest(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export function jsonRequest(path: string, body: unknown, headers: Record<string, string> = {}, method = "POST") {
  return new Request(`http://localhost${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Saved questions for a person, numbered, as if they had asked them one after another. */
export async function seedQuestions(userId: number, n: number, category = "general", text = "question") {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    ids.push(
      await saveQuestion({
        userId,
        category,
        question: `${text} ${i}`,
        answer: `An answer about ${text} number ${i}.`,
        sources: [{ title: "Lao Tzu", url: "/articles/lao-tzu-wu-wei" }],
        provider: "library",
      }),
    );
  }
  return ids;
}
