import { useCallback } from "react";
import { data, Form, Link, useFetcher, useNavigation, useRouteLoaderData } from "react-router";
import { callerOf } from "~/ask/caller.server";
import { getUser } from "~/auth/session.server";
import { MeditationPlayer } from "~/components/meditation-player";
import { TeachingFigure } from "~/components/teaching-figure";
import { pageMeta } from "~/lib/meta";
import { useHydrated } from "~/lib/use-hydrated";
import { basicMeditation, MEDITATION_APOLOGY, SERVICE_NOTE } from "~/meditation/basic";
import { generateMeditation, type Guide } from "~/meditation/guide.server";
import {
  DEFAULT_PREFERENCES,
  DURATIONS,
  EXPERIENCES,
  FOCUSES,
  formatSeconds,
  labelOf,
  MOODS,
  type Preferences,
} from "~/meditation/preferences";
import { preferencesSchema } from "~/meditation/preferences-schema";
import { saveMeditationSession } from "~/meditation/sessions.server";
import type { loader as rootLoader } from "~/root";
import type { RouteFacts } from "~/security/route-table";
import type { Route } from "./+types/meditation";

/** The sitemap lists it (each visitor's page is their own, so no copy is kept). */
export const handle = { sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: "Meditation Guide",
      description:
        "A personal meditation guide from four choices: your experience, your time, your focus and your mood, with a gentle guided timer.",
      path: "/meditation",
    },
    matches,
  );

type Result =
  | { kind: "guide"; preferences: Preferences; guide: Omit<Guide, "provider"> & { provider: string } }
  | { kind: "basic"; preferences: Preferences; guide: ReturnType<typeof basicMeditation>; notice: string }
  | { kind: "saved"; minutes: number }
  | { kind: "invalid"; error: string };

export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const parsed = preferencesSchema.safeParse(form);
  if (!parsed.success) return data({ kind: "invalid", error: parsed.error.issues[0].message } as Result, { status: 400 });
  const preferences = parsed.data;

  if (form.intent === "complete") {
    const user = await getUser(request);
    if (!user) return data({ kind: "invalid", error: "Sign in to keep your meditation sessions." } as Result, { status: 401 });
    await saveMeditationSession({
      userId: user.id,
      minutes: preferences.timeAvailable,
      focus: preferences.focus,
      experience: preferences.experience,
    });
    return { kind: "saved", minutes: preferences.timeAvailable } as Result;
  }

  try {
    const guide = await generateMeditation(preferences, request.signal, await callerOf(request));
    return { kind: "guide", preferences, guide } as Result;
  } catch (error) {
    console.error("[meditation]", error);
    return { kind: "basic", preferences, guide: basicMeditation(preferences), notice: MEDITATION_APOLOGY } as Result;
  }
}

function Select({
  name,
  label,
  options,
  value,
}: {
  name: string;
  label: string;
  options: readonly { value: string | number; label: string }[];
  value: string | number;
}) {
  return (
    <div>
      <label htmlFor={`meditation-${name}`} className="field-label">
        {label}
      </label>
      <select id={`meditation-${name}`} name={name} defaultValue={String(value)} className="field-input">
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function CompleteForm({ preferences, signedIn }: { preferences: Preferences; signedIn: boolean }) {
  const fetcher = useFetcher<typeof action>();
  if (!signedIn) return null;
  const saved = fetcher.data?.kind === "saved";
  return (
    <fetcher.Form method="post" className="mt-4">
      <input type="hidden" name="intent" value="complete" />
      {Object.entries(preferences).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={String(v)} />
      ))}
      {saved ? (
        <p role="status" className="font-medium text-sage">
          ✓ This session has been added to your journey.
        </p>
      ) : (
        <button type="submit" className="btn-secondary" disabled={fetcher.state !== "idle"}>
          I finished this meditation
        </button>
      )}
    </fetcher.Form>
  );
}

export default function Meditation({ actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const signedIn = Boolean(root?.user);
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const completer = useFetcher<typeof action>();
  const pending =
    navigation.state === "submitting" && navigation.formAction === "/meditation" && navigation.formData?.get("intent") !== "complete";
  const result = actionData && (actionData.kind === "guide" || actionData.kind === "basic") ? actionData : null;
  const prefs = result?.preferences ?? DEFAULT_PREFERENCES;

  const onComplete = useCallback(() => {
    if (!signedIn || !result) return;
    completer.submit(
      { intent: "complete", ...Object.fromEntries(Object.entries(result.preferences).map(([k, v]) => [k, String(v)])) },
      { method: "post" },
    );
  }, [signedIn, result, completer]);

  return (
    <div className="page">
      <h1 className="text-4xl">Meditation Guide</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        Tell us a little about this moment and receive a guided practice made for it: a technique for your focus, an opening that meets your
        mood, and a pace that suits your experience.
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_3fr]">
        <section aria-labelledby="choices-heading" className="card self-start">
          <h2 id="choices-heading" className="text-2xl">
            Your choices
          </h2>
          <Form method="post" className="mt-4 grid gap-4" key={JSON.stringify(prefs)}>
            <Select name="experience" label="Experience" options={EXPERIENCES} value={prefs.experience} />
            <Select name="timeAvailable" label="Time available" options={DURATIONS} value={prefs.timeAvailable} />
            <Select name="focus" label="Focus" options={FOCUSES} value={prefs.focus} />
            <Select name="mood" label="Current mood" options={MOODS} value={prefs.mood} />
            <button type="submit" className="btn-primary" disabled={pending}>
              {pending ? "Creating Your Personal Guide..." : "Generate Meditation Guide"}
            </button>
          </Form>
          {actionData?.kind === "invalid" ? (
            <p role="alert" className="field-error mt-3">
              {actionData.error}
            </p>
          ) : null}
        </section>

        <section aria-labelledby="guide-heading" className="card" aria-busy={pending}>
          <h2 id="guide-heading" className="text-2xl">
            {result ? result.guide.title : "Your guide"}
          </h2>
          {result ? (
            <>
              <ul aria-label="Your choices" className="mt-3 flex flex-wrap gap-2">
                <li className="chip">{labelOf.experience(prefs.experience)}</li>
                <li className="chip">{labelOf.duration(prefs.timeAvailable)}</li>
                <li className="chip">{labelOf.focus(prefs.focus)}</li>
              </ul>
              {result.kind === "basic" ? (
                <div role="alert" className="mt-4 rounded-xl border border-saffron bg-notice p-4 text-notice-ink">
                  <p>{result.notice}</p>
                  <p className="mt-1">{SERVICE_NOTE}</p>
                </div>
              ) : (
                <>
                  <p className="mt-4">
                    A {labelOf.durationAdjective(prefs.timeAvailable)} practice of {result.guide.technique}, opening for a{" "}
                    {labelOf.mood(prefs.mood).toLowerCase()} mood and paced for {labelOf.experience(prefs.experience).toLowerCase()}{" "}
                    practice.
                  </p>
                  {result.guide.teaching ? (
                    <TeachingFigure
                      className="mt-4"
                      teaching={result.guide.teaching}
                      after={<Link to={`/articles/${result.guide.teaching.article}`}>Read more</Link>}
                    />
                  ) : null}
                </>
              )}
              <h3 className="mt-6 text-xl">The steps</h3>
              <ol className="mt-3 space-y-3">
                {result.guide.steps.map((s, i) => (
                  <li key={`${i}-${s.title}`} className="rounded-xl border border-line p-3">
                    <p className="font-semibold">
                      {i + 1}. {s.title} <span className="font-normal text-muted">({formatSeconds(s.seconds)})</span>
                    </p>
                    <p className="mt-1">{s.instruction}</p>
                  </li>
                ))}
              </ol>
              {hydrated ? (
                <MeditationPlayer key={result.guide.title + result.guide.steps.length} steps={result.guide.steps} onComplete={onComplete} />
              ) : null}
              {completer.data?.kind === "saved" ? (
                <p role="status" className="mt-4 font-medium text-sage">
                  ✓ This session has been added to your journey.
                </p>
              ) : (
                <CompleteForm preferences={prefs} signedIn={signedIn} />
              )}
              {!signedIn ? (
                <p className="mt-4 text-sm text-muted">
                  <Link to="/register">Create a free account</Link> to keep a record of your meditation sessions.
                </p>
              ) : null}
            </>
          ) : actionData?.kind === "saved" ? (
            <p role="status" className="mt-4 font-medium text-sage">
              ✓ Your {actionData.minutes}-minute session has been added to your journey. Choose again whenever you are ready.
            </p>
          ) : (
            <p className="mt-4 text-muted">Choose and generate: your guide will appear here, step by step, with a timer to follow it.</p>
          )}
        </section>
      </div>
    </div>
  );
}
