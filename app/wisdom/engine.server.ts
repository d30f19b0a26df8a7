import { EVENT, recordEvent } from "~/ops/events.server";
import { type Caller, spendModelCall, takeAskSlot } from "~/limits/model-budget.server";
import { countFallback } from "~/ops/metrics.server";
import type { Answer, Provider } from "./answer";
import type { AskCategory } from "./categories";
import { composeAnswer } from "./compose";
import { type CareContext, careAnswer, careSources, checkInPreface, checkInKind, isCareAnswer, isCheckIn } from "./care/answers";
import { assessConversation, assessText, type CareKind, type CareVerdict, normalise, readCheckInReply } from "./care/detect";
import { careJudgeHoldMs, judgeRisk } from "./care/judge.server";
import { detectLanguage } from "./care/languages";
import { buildMessages, completeWithModel, openaiConfigured, streamWithModel } from "./openai.server";
import { earlierQuestions, type Turn } from "./history";
import { FALLBACK_NOTE } from "./phrases";
import { type Retrieved, retrieve, sourcesOf } from "./retrieve.server";
import { isPersonal } from "./situations";
import { readSituations, situatedAnswer } from "./situations.server";
import { library as libraryContent } from "~/content/library.server";
import type { Source } from "./sources";

/** An answer as the engine gives it (app/wisdom/answer.ts). */
export type { Answer };

/** What the library's answer says first when no situation it knows fits the question well. */
export const NOTHING_FITS =
  "I do not have anything written for a situation quite like yours, so what follows are the teachings closest to your words. Take what helps and leave the rest, and if you say a little more about what is happening, I can answer more closely.";

const hasSituations = () => libraryContent().situations.length > 0;

/** Nothing could be produced at all: the doors show the apology texts. */
export class WisdomUnavailable extends Error {}

/** The caller asked more often than its rate allows (a care answer is never refused). */
export class TooManyQuestions extends Error {
  constructor(readonly retryAfter: number) {
    super("too many questions");
  }
}

export interface AnswerInput {
  question: string;
  category: AskCategory;
  /** Earlier turns of the same conversation, oldest first. */
  history?: Turn[];
  /** An API client's own instructions (its system messages), for a model; the library composer cannot follow them. */
  instructions?: string;
  signal?: AbortSignal;
  /** Streaming: called with each piece of a model's answer as it is written. */
  onDelta?: (text: string) => void;
  /** Streaming: what was sent so far is void (the model failed mid-way); the final answer replaces it. */
  onReset?: () => void;
  /** Who asks, for the per-client rate and the model budgets; unknown callers count as guests. */
  caller?: Caller;
}

function withSources(answer: string, sources: Source[]): string {
  if (!sources.length) return answer;
  return `${answer}\n\n**Sources:** ${sources.map((s) => `[${s.title}](${s.url})`).join(" · ")}`;
}

function finished(answer: string, sources: Source[], provider: Provider, fallback = false, care: Answer["care"] = null): Answer {
  return { answer, sources, provider, fallback, care };
}

/** The urgent care answer, written by people, for the person (self) or for someone worried about another (other). */
function care(kind: CareKind, context: CareContext): Answer {
  return finished(careAnswer(kind, context), careSources(context), "care", false, "urgent");
}

/**
 * How care reads this question in its conversation: the detector over the recent user turns; care already given
 * keeps care first; a reply to a check-in is read as the answer to that question ("yes", "sometimes" is urgent; "no"
 * sets a check-in aside); a check-in already asked is not asked again unless the new message itself calls for one.
 */
export function careFor(question: string, history: Turn[]): CareVerdict {
  const turns = [...history.filter((t) => t.role === "user").map((t) => t.content), question];
  const answers = history.filter((t) => t.role === "assistant").map((t) => t.content);
  const verdict = assessConversation(turns);
  if (verdict.level === "urgent") return verdict;
  if (answers.some(isCareAnswer)) return { kind: "self", level: "urgent", signals: [...verdict.signals, "care-given"] };
  const last = answers.at(-1);
  if (last && checkInKind(last)) {
    const reply = readCheckInReply(question);
    const asked = checkInKind(last) ?? "self";
    if (reply === "yes") return { kind: verdict.kind ?? asked, level: "urgent", signals: [...verdict.signals, "check-in-yes"] };
    if (reply === "no") return { kind: null, level: null, signals: [] };
  }
  if (verdict.level === "check-in" && answers.some(isCheckIn) && !assessText(question).level)
    return { kind: null, level: null, signals: [] };
  return verdict;
}

/** The language a care text is written in: the person's newest message, or the conversation's if that says too little. */
function careLanguage(question: string, history: Turn[]) {
  const own = detectLanguage(normalise(question));
  if (own !== "en") return own;
  const earlier = history.filter((t) => t.role === "user").map((t) => t.content);
  return detectLanguage(normalise([...earlier.slice(-3), question].join(" . ")));
}

/**
 * The wisdom engine: care first; then the caller's rate (TooManyQuestions past it); then the library's passages;
 * then the configured model while the budgets allow it (spendModelCall decides, here and nowhere else for answers),
 * or the library's own composer, which says in one line when it stands in for the model. Throws WisdomUnavailable
 * when nothing can answer. A follow-up is read with the conversation it belongs to: retrieval weighs the earlier
 * questions lightly and yields teachings already quoted; a model is sent the turns.
 */
export async function answerQuestion(input: AnswerInput): Promise<Answer> {
  const { question, category } = input;
  const history = input.history ?? [];

  // Care first, for the whole conversation, decided at once by the detector before anything else runs: the urgent
  // answer instead of an answer, or a check-in before it. Care is never rate-limited.
  const turns = [...history.filter((t) => t.role === "user").map((t) => t.content), question];
  const verdict = careFor(question, history);
  const context: CareContext = { lang: careLanguage(question, history), country: input.caller?.country ?? null };
  if (verdict.level === "urgent") return care(verdict.kind ?? "self", context);
  const preface = verdict.level === "check-in" ? `${checkInPreface(verdict.kind ?? "self", context)}\n\n` : "";
  const level = verdict.level;

  const wait = await takeAskSlot(input.caller);
  if (wait > 0) throw new TooManyQuestions(wait);

  // The budgets decide whether this question may use the model at all: its second opinion on risk and its answer
  // count as one call. Past a budget, the library answers with its one-line note.
  const useModel = openaiConfigured() ? await spendModelCall(input.caller) : false;
  if (openaiConfigured() && !useModel) await recordEvent(EVENT.budgetHit);

  // With the model allowed, it gives a second opinion on risk at the same time as everything else. It has its own
  // short deadline and never throws, and it can only add care: without an opinion, the answer goes ahead.
  const secondOpinion: Promise<CareKind | null | undefined> = useModel ? judgeRisk(turns, input.signal) : Promise.resolve(undefined);

  let retrieved: Retrieved;
  try {
    retrieved = await retrieve(question, category, {
      questions: earlierQuestions(history),
      answers: history.filter((t) => t.role === "assistant").map((t) => t.content),
    });
  } catch (error) {
    console.error("[wisdom] retrieval failed", error);
    throw new WisdomUnavailable("the library could not be searched");
  }
  // The situations the question describes: the library's answer is written from them, and a model is grounded in them.
  const earlier = earlierQuestions(history);
  const earlierAnswers = history.filter((t) => t.role === "assistant").map((t) => t.content);
  const reading = readSituations(question, earlier, category, earlierAnswers);
  const situated = reading.matches.length ? situatedAnswer(question, reading, earlier, earlierAnswers) : null;
  const sources = situated?.sources.length ? situated.sources : sourcesOf(retrieved, 3);
  const library = () => {
    try {
      if (situated) return situated.markdown;
      // Said only to a person who told something of themselves; a question about a teaching needs no apology.
      const personal = isPersonal(question);
      const nearest = personal && !earlier.length && hasSituations() ? `${NOTHING_FITS}\n\n` : "";
      return `${nearest}${composeAnswer(question, category, retrieved, earlier, { reading: !nearest })}`;
    } catch (error) {
      console.error("[wisdom] composition failed", error);
      throw new WisdomUnavailable("the library could not compose an answer");
    }
  };
  const withPreface = (answer: string, answerSources: Source[], provider: Provider, fallback = false) =>
    finished(`${preface}${answer}`, level ? [...careSources(context), ...answerSources] : answerSources, provider, fallback, level);

  if (!openaiConfigured()) return withPreface(library(), sources, "library");
  if (!useModel) {
    countFallback("budget");
    return withPreface(`${FALLBACK_NOTE}\n\n${library()}`, sources, "library", true);
  }

  // The answer's model call runs beside the judge. A streamed answer holds its first words until the judge has
  // spoken or a short deadline has passed, so the first word comes no later than the later of the two; a judge that
  // sees risk after words were sent resets them, and care answers instead.
  const model = new AbortController();
  const signal = input.signal ? AbortSignal.any([input.signal, model.signal]) : model.signal;
  let judged: CareKind | null | undefined;
  let opinionArrived = false;
  const opinion = secondOpinion.then((o) => {
    judged = o;
    opinionArrived = true;
    if (o) model.abort();
    return o;
  });
  let sent = false;
  const send = (text: string) => {
    sent = true;
    input.onDelta!(text);
  };
  let held: string[] | null = null;
  let release = () => {};
  if (input.onDelta) {
    if (preface) send(preface);
    held = [];
    const open = () => {
      if (!held || judged) return;
      for (const piece of held) send(piece);
      held = null;
    };
    release = open;
    const timer = setTimeout(open, careJudgeHoldMs());
    void opinion.then(() => (clearTimeout(timer), open()));
  }
  const onPiece = (piece: string) => {
    if (held) held.push(piece);
    else if (!judged) send(piece);
  };

  const careNow = (kind: CareKind) => {
    if (sent) input.onReset?.();
    return care(kind, context);
  };
  try {
    const messages = buildMessages(question, category, retrieved, {
      history,
      instructions: input.instructions,
      situations: reading.matches.map((m) => m.situation),
    });
    const text = input.onDelta ? await streamWithModel(messages, onPiece, signal) : await completeWithModel(messages, signal);
    const o = await opinion;
    if (o) return careNow(o);
    release();
    return withPreface(withSources(text, sources), sources, "openai");
  } catch (error) {
    if (input.signal?.aborted) throw error;
    const o = opinionArrived ? judged : await opinion;
    if (o) return careNow(o);
    console.warn("[wisdom] model failed; the library answers instead:", (error as Error).message);
    await recordEvent(EVENT.modelFailure);
    countFallback("failure");
    if (sent) input.onReset?.();
    return withPreface(`${FALLBACK_NOTE}\n\n${library()}`, sources, "library", true);
  }
}
