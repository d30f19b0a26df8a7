import { useCallback, useEffect, useRef, useState } from "react";
import { formatSeconds, type MeditationStep } from "~/meditation/preferences";

type Status = "idle" | "running" | "paused" | "finished";

const clock = (total: number) => `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;

/** A soft bell made with the Web Audio API: a sine tone with a gentle decay, no audio files. */
function useBell() {
  const ctx = useRef<AudioContext | null>(null);
  return useCallback(() => {
    const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return;
    ctx.current ??= new Ctor();
    const ac = ctx.current;
    const now = ac.currentTime;
    for (const [freq, level] of [
      [528, 0.18],
      [1056, 0.05],
    ] as const) {
      const osc = ac.createOscillator();
      const gain = ac.createGain();
      osc.type = "sine";
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, now);
      gain.gain.exponentialRampToValueAtTime(level, now + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + 3);
      osc.connect(gain).connect(ac.destination);
      osc.start(now);
      osc.stop(now + 3.1);
    }
  }, []);
}

/**
 * The guided player. Keyboard operable (plain buttons), the current step marked with aria-current and announced in
 * a polite live region, time left in the step and overall with a progress bar.
 */
export function MeditationPlayer({ steps, onComplete }: { steps: MeditationStep[]; onComplete?: () => void }) {
  const total = steps.reduce((a, s) => a + s.seconds, 0);
  const [status, setStatus] = useState<Status>("idle");
  const [index, setIndex] = useState(0);
  const [left, setLeft] = useState(steps[0]?.seconds ?? 0);
  const [muted, setMuted] = useState(false);
  const [speak, setSpeak] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const bell = useBell();
  const completed = useRef(false);
  // The bar's width is set through the DOM, never as a style attribute in the markup: the page's CSP allows no inline
  // styles (style-src 'self').
  const bar = useRef<HTMLDivElement>(null);

  const elapsed = steps.slice(0, index).reduce((a, s) => a + s.seconds, 0) + ((steps[index]?.seconds ?? 0) - left);
  const remaining = total - elapsed;

  const readAloud = useCallback(
    (step: MeditationStep) => {
      if (!speak || typeof speechSynthesis === "undefined") return;
      speechSynthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(`${step.title}. ${step.instruction}`);
      utterance.rate = 0.9;
      speechSynthesis.speak(utterance);
    },
    [speak],
  );

  // Time comes from the clock, not from counting ticks: a throttled background tab or a sleeping phone cannot stretch
  // the session. `endsAt` is when the current step ends; each tick (and each return to the tab) catches up.
  const endsAt = useRef(0);
  const tick = useCallback(() => {
    const now = Date.now();
    let i = index;
    let end = endsAt.current;
    while (now >= end && i < steps.length - 1) {
      i++;
      end += steps[i].seconds * 1000;
    }
    endsAt.current = end;
    if (now >= end) {
      setLeft(0);
      setStatus("finished");
      setAnnouncement("Your meditation is complete. Well done.");
      if (!muted) bell();
      if (!completed.current) {
        completed.current = true;
        onComplete?.();
      }
      return;
    }
    if (i !== index) {
      setIndex(i);
      setAnnouncement(`Step ${i + 1} of ${steps.length}: ${steps[i].title}. ${formatSeconds(steps[i].seconds)}.`);
      if (!muted) bell();
      readAloud(steps[i]);
    }
    setLeft(Math.ceil((end - now) / 1000));
  }, [index, steps, muted, bell, readAloud, onComplete]);

  useEffect(() => {
    if (status !== "running") return;
    const timer = setInterval(tick, 250);
    const onVisible = () => document.visibilityState === "visible" && tick();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [status, tick]);

  useEffect(() => () => (typeof speechSynthesis !== "undefined" ? speechSynthesis.cancel() : undefined), []);

  const start = () => {
    completed.current = false;
    endsAt.current = Date.now() + steps[0].seconds * 1000;
    setIndex(0);
    setLeft(steps[0].seconds);
    setStatus("running");
    setAnnouncement(`Step 1 of ${steps.length}: ${steps[0].title}. ${formatSeconds(steps[0].seconds)}.`);
    if (!muted) bell();
    readAloud(steps[0]);
  };
  const pause = () => {
    // Keep the exact time left, to the millisecond, for when the person resumes.
    endsAt.current = endsAt.current - Date.now();
    setStatus("paused");
    setAnnouncement("Paused.");
    if (typeof speechSynthesis !== "undefined") speechSynthesis.pause();
  };
  const resume = () => {
    endsAt.current = Date.now() + endsAt.current;
    setStatus("running");
    setAnnouncement("Resumed.");
    if (typeof speechSynthesis !== "undefined") speechSynthesis.resume();
  };
  const stop = () => {
    setStatus("idle");
    setIndex(0);
    setLeft(steps[0].seconds);
    setAnnouncement("Stopped.");
    if (typeof speechSynthesis !== "undefined") speechSynthesis.cancel();
  };

  const percent = total ? Math.round((elapsed / total) * 100) : 0;
  const active = status === "running" || status === "paused";
  useEffect(() => {
    if (bar.current) bar.current.style.width = `${percent}%`;
  }, [percent]);

  return (
    <section aria-labelledby="player-heading" className="mt-8 rounded-2xl border border-line bg-cream p-5">
      <h3 id="player-heading" className="text-xl">
        Guided player
      </h3>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {status === "idle" || status === "finished" ? (
          <button type="button" className="btn-primary" onClick={start}>
            {status === "finished" ? "Start again" : "Start"}
          </button>
        ) : status === "running" ? (
          <button type="button" className="btn-primary" onClick={pause}>
            Pause
          </button>
        ) : (
          <button type="button" className="btn-primary" onClick={resume}>
            Resume
          </button>
        )}
        {active ? (
          <button type="button" className="btn-secondary" onClick={stop}>
            Stop
          </button>
        ) : null}
        <button type="button" className="btn-quiet" aria-pressed={muted} onClick={() => setMuted((m) => !m)}>
          {muted ? "Bell muted" : "Bell on"}
        </button>
        {typeof window !== "undefined" && "speechSynthesis" in window ? (
          <button type="button" className="btn-quiet" aria-pressed={speak} onClick={() => setSpeak((s) => !s)}>
            Read steps aloud
          </button>
        ) : null}
      </div>

      <div className="mt-4">
        <div
          role="progressbar"
          aria-label="Meditation progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}% complete, ${clock(remaining)} left`}
          className="h-2 w-full overflow-hidden rounded-full bg-line"
        >
          <div ref={bar} className="h-full w-0 bg-sage transition-[width] duration-1000 ease-linear motion-reduce:transition-none" />
        </div>
        <p className="mt-2 flex flex-wrap justify-between gap-2 text-sm text-muted">
          <span>
            {active ? (
              <>
                Step {index + 1} of {steps.length}: <span data-testid="step-left">{clock(left)}</span> left in this step
              </>
            ) : status === "finished" ? (
              "Complete"
            ) : (
              `${steps.length} steps`
            )}
          </span>
          <span>
            <span data-testid="total-left">{clock(active ? remaining : status === "finished" ? 0 : total)}</span> left overall
          </span>
        </p>
      </div>

      {active ? (
        <div className="mt-4 rounded-xl bg-paper p-4">
          <p className="font-serif text-lg text-indigo-deep">{steps[index].title}</p>
          <p className="mt-1">{steps[index].instruction}</p>
        </div>
      ) : null}

      <ol className="mt-4 space-y-1 text-sm" aria-label="Player steps">
        {steps.map((s, i) => (
          <li
            key={`${i}-${s.title}`}
            aria-current={active && i === index ? "step" : undefined}
            className={`rounded-lg px-3 py-1.5 ${active && i === index ? "bg-indigo-deep text-white" : i < index && active ? "text-muted line-through decoration-1" : ""}`}
          >
            {i + 1}. {s.title} <span className="opacity-80">({formatSeconds(s.seconds)})</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
