import { z } from "zod";
import {
  confirmEmailSchema,
  deleteAccountApiSchema,
  emailChangeApiSchema,
  forgotPasswordSchema,
  resetPasswordApiSchema,
} from "~/auth/inputs";
import { preferencesSchema } from "~/meditation/preferences-schema";
import { GROUP_SLUGS, SEARCH_KINDS, SEARCH_TRADITIONS, type SearchKind, type SearchTradition } from "~/search/facets";
import { ASK_CATEGORIES, type AskCategory, categoryField, questionField } from "~/wisdom/categories";

/**
 * The JSON API's inputs and outputs. Routes validate with these and the OpenAPI document is generated from them,
 * so the two cannot drift apart. Routes import from here; this module never imports a route.
 */

const categories = ASK_CATEGORIES.map((c) => c.value) as [AskCategory, ...AskCategory[]];

/** An empty query parameter (?category=) means the same as a missing one. */
const blankIsAbsent = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === "" ? undefined : v), schema);

/** GET /api/journey and the /history page: one filter, one search, one page. */
export const journeyListQuery = z.object({
  category: z
    .preprocess((v) => (v === "" || v === "all" ? undefined : v), z.enum(categories).optional())
    .describe('One of the ask categories; omit it, leave it empty or say "all" for every category'),
  q: blankIsAbsent(z.string().max(200).optional()).describe("Words that must all appear in the question or the answer"),
  page: blankIsAbsent(z.coerce.number().int().min(1).default(1)).describe(
    "Page number, 20 items a page. A cursor reads the same pages faster, however deep: prefer `cursor`",
  ),
  cursor: blankIsAbsent(
    z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9_-]+$/)
      .optional(),
  ).describe(
    "A page's `next` (the older items after it) or `prev` (the newer items before it), as returned; wins over `page`. An unknown cursor reads the first page",
  ),
});

export const ratingBody = z.object({ rating: z.number().int().min(1).max(5).describe("1 to 5 stars") });

export const deleteAccountBody = deleteAccountApiSchema.extend({
  confirmEmail: deleteAccountApiSchema.shape.confirmEmail.describe("The account's email address, typed to confirm"),
  currentPassword: deleteAccountApiSchema.shape.currentPassword.describe("The account's current password: proof that its owner asks"),
});

/** POST /auth/forgot-password */
export const forgotPasswordBody = forgotPasswordSchema;
/** POST /auth/reset-password: the token from the emailed link (its `token` query parameter) and the new password. */
export const resetPasswordBody = resetPasswordApiSchema;
/** POST /auth/verify-email: the token from a confirmation link (its `token` query parameter). */
export const verifyEmailBody = confirmEmailSchema;
/** POST /api/account/email */
export const emailChangeBody = emailChangeApiSchema;

/** Why an emailed link cannot be used. */
export const linkProblemSchema = z.object({
  error: z.string(),
  reason: z
    .enum(["invalid", "used", "expired"])
    .describe("invalid: not a link we sent (altered or cut short); used: spent already; expired: too old"),
  field: z.literal("token").describe("The field at fault: the link's token"),
});

export const sourceSchema = z.object({ title: z.string(), url: z.string() });

/** The sources of an answer sent to an API client: their addresses are absolute (from PUBLIC_URL). */
export const answerSourceSchema = z.object({
  title: z.string(),
  url: z.string().describe("Absolute: the site's own pages on its public address (PUBLIC_URL)"),
});

const ANSWER_MARKDOWN = "Markdown; links into the site are absolute (on PUBLIC_URL), so they work wherever the answer is shown";

export const journeyTurnSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  question: z.string(),
  answer: z.string().describe("Markdown"),
  sources: z.array(sourceSchema),
  provider: z.string(),
  createdAt: z.string().describe("ISO 8601"),
});

/** A journey item: one conversation with every turn. */
export const journeyItemSchema = z.object({
  id: z.number().int(),
  title: z.string().describe("The first question, on one line, shortened when long"),
  category: z.string().describe("The first question's category"),
  question: z.string().describe("The first question (the whole conversation is in turns)"),
  answer: z.string().describe("The first answer, Markdown"),
  sources: z.array(sourceSchema).describe("The first answer's sources"),
  provider: z.string(),
  rating: z.number().int().min(1).max(5).nullable(),
  createdAt: z.string().describe("ISO 8601: when the conversation began"),
  updatedAt: z.string().describe("ISO 8601: when its newest turn was added"),
  turns: z.array(journeyTurnSchema).describe("Every question and answer of the conversation, oldest first"),
});

export const journeyPageSchema = z.object({
  items: z.array(journeyItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  next: z.string().nullable().describe("The cursor of the next page (older items): send it as `cursor`; null on the last page"),
  prev: z.string().nullable().describe("The cursor of the previous page (newer items): send it as `cursor`; null on the first page"),
});

export const idParam = z.coerce.number().int().positive();

/** GET /api/journey/export?format=json (and /history/export.json): everything kept for the caller. */
export const journeyExportSchema = z.object({
  exportedAt: z.string().describe("ISO 8601"),
  user: z.object({ name: z.string(), email: z.string(), createdAt: z.string() }),
  questions: z.array(journeyItemSchema.extend({ categoryLabel: z.string() })).describe("Every conversation, oldest first"),
  meditationSessions: z.array(z.object({ minutes: z.number().int(), focus: z.string(), experience: z.string(), completedAt: z.string() })),
});

/** The user as API clients see it. */
export const apiUserSchema = z.object({
  id: z.number().int(),
  username: z.string().describe("The name given at registration"),
  name: z.string().describe("The same as username"),
  email: z.string(),
});

export const authOk = z.object({
  token: z.string(),
  expiresAt: z.string().describe("ISO 8601: the latest the token can last, however often it is used"),
  remember: z.boolean().describe("Whether the session was remembered at sign-in (a long sliding lifetime)"),
  idleTimeoutSeconds: z
    .number()
    .int()
    .describe("The token is refused once it has gone this long without a request: 12 hours, or 30 days when remembered"),
  user: apiUserSchema,
});

/** One place the account is signed in (a browser or an API client): never its full address. */
export const signedInPlaceSchema = z.object({
  id: z.number().int(),
  device: z.string().describe('The device in words, from its User-Agent at sign-in ("Firefox on Linux", "curl")'),
  place: z.string().nullable().describe('The network signed in from, masked ("203.0.113.x"); null when unknown'),
  signedInAt: z.string().describe("ISO 8601"),
  lastSeenAt: z.string().describe("ISO 8601, to the nearest minute"),
  remembered: z.boolean(),
  current: z.boolean().describe("The session making this request"),
});

export const signedInPlacesSchema = z.object({ sessions: z.array(signedInPlaceSchema).describe("Most recently used first") });

/** The passkey routes: options for the browser's WebAuthn call, as @simplewebauthn/server makes them. */
export const passkeySignInOptionsOk = z.object({
  options: z
    .looseObject({
      challenge: z.string().describe("base64url; works once, for 5 minutes"),
      rpId: z.string(),
      allowCredentials: z.array(z.unknown()),
    })
    .describe("PublicKeyCredentialRequestOptionsJSON, for navigator.credentials.get()"),
});
export const passkeyRegisterOptionsOk = z.object({
  options: z
    .looseObject({
      challenge: z.string().describe("base64url; works once, for 5 minutes, for this account"),
      rp: z.object({ name: z.string(), id: z.string() }),
      user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
    })
    .describe("PublicKeyCredentialCreationOptionsJSON, for navigator.credentials.create()"),
});
export const passkeySignInOk = z.object({
  user: apiUserSchema,
  redirectTo: z.string().describe("Where to go now: the redirectTo sent, when it is a path on this site, else /dashboard"),
});
export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string().describe("ISO 8601"),
  lastUsedAt: z.string().nullable().describe("ISO 8601"),
});

/** Prajna's error shape outside /v1. */
export const errorSchema = z.object({ error: z.string(), field: z.string().optional().describe("The field at fault, as a dotted path") });

/** /ai/ask and /ai/meditation errors, which say success: false. */
export const failureSchema = errorSchema.extend({ success: z.literal(false) });

export const providerSchema = z.enum(["library", "openai", "care"]);

/** Care in an answer, the same for the same text at every door. */
export const careSchema = z
  .enum(["urgent", "check-in"])
  .nullable()
  .describe(
    "urgent: signs of crisis; the answer is the care answer written by people (provider care), crisis lines first. " +
      "check-in: the answer opens with a direct question about the person's safety and the crisis lines, then answers. " +
      "null: an ordinary answer. The lines of the caller's country (from Accept-Language) come first; the care texts are " +
      "in the language the person wrote in (English, Spanish, French, German, Portuguese, Italian, Hindi/Urdu in Latin letters).",
  );

export const askOk = z.object({
  success: z.literal(true),
  response: z.string().describe(ANSWER_MARKDOWN),
  sources: z.array(answerSourceSchema),
  provider: providerSchema,
  fallback: z.boolean(),
  saved: z.boolean(),
  care: careSchema,
});

export const chatOk = z.object({
  choices: z.array(
    z.object({
      index: z.number().int(),
      message: z.object({ role: z.literal("assistant"), content: z.string().describe(ANSWER_MARKDOWN) }),
      finish_reason: z.literal("stop"),
    }),
  ),
  sources: z.array(answerSourceSchema),
  provider: providerSchema,
  care: careSchema,
});

export const aiHealthSchema = z.object({
  status: z.enum(["ok", "degraded", "unavailable"]).describe("degraded: the model does not answer and the library answers instead"),
  provider: z.enum(["library", "openai"]),
  model: z.string().nullable(),
  answers: z.boolean().describe("Whether the provider answers now"),
  fallback: z.literal("library").nullable(),
});

/** POST /ask/stream: the question, as a form or JSON, and the conversation it continues. */
export const askStreamBody = z.object({
  question: questionField,
  category: categoryField.optional(),
  conversation: z.union([z.string(), z.number().int()]).optional().describe("A signed-in caller's journey conversation id, to continue it"),
  thread: z
    .union([z.string(), z.array(z.unknown())])
    .optional()
    .describe("A guest's earlier turns, [{question, category, answer, sources}], as JSON text or a list"),
  country: z
    .string()
    .optional()
    .describe("The country whose crisis lines a care answer names first (ISO 3166-1 alpha-2); Accept-Language decides when absent"),
});

export const askResultSchema = z.object({
  answer: z.string().describe("Markdown"),
  html: z.string().describe("The answer as sanitised HTML"),
  sources: z.array(sourceSchema),
  provider: providerSchema,
  fallback: z.boolean(),
  care: careSchema,
  saved: z.boolean(),
  conversationId: z.number().int().nullable().describe("The journey conversation it was saved in; send it as `conversation` to follow up"),
});

/** The /ask/stream events: each `event: <name>` line with a `data:` line of JSON. */
export const askStreamEvents = {
  delta: z.object({ text: z.string() }),
  reset: z.object({}),
  done: askResultSchema,
  unavailable: z.object({ notice: z.string(), thankYou: z.string() }),
};

/** An earlier message of a conversation, as the JSON doors take it; roles other than user and assistant are ignored. */
export const conversationMessage = z
  .object({
    role: z.string().max(40).describe('"user" or "assistant" (other roles are ignored)'),
    content: z.string().describe("The message text; earlier messages are trimmed to fit, never refused"),
  })
  .loose();

/** POST /ai/ask */
export const aiAskSchema = z.object({
  question: questionField,
  context: z
    .object({
      category: categoryField,
      userInfo: z.string().max(500).optional(),
      previousMessages: z
        .union([z.array(conversationMessage).max(1_000), z.string().max(10_000)])
        .optional()
        .describe('The conversation so far, oldest first, which the question follows up; a text (such as "None") means none'),
    })
    .optional(),
});

/** POST /chat */
export const chatSchema = z.object({
  message: questionField.describe("The newest message: the question, at most 2,000 characters"),
  messages: z.array(conversationMessage).max(1_000).optional().describe("The conversation before `message`, oldest first"),
});

/** POST /ai/meditation: every choice optional. */
export const meditationBody = z.object({
  preferences: preferencesSchema.prefault({ experience: undefined, timeAvailable: undefined, focus: undefined, mood: undefined }),
});

/** A chat message's content: a string, or OpenAI's list of typed parts (the text parts are joined). */
const messageContent = z.union([
  z.string(),
  z
    .array(z.object({ type: z.string(), text: z.string().optional() }).loose())
    .transform((parts) => parts.map((p) => p.text ?? "").join("\n")),
  z.null(),
]);

/** The roles OpenAI's chat messages take. */
export const COMPLETION_ROLES = ["system", "developer", "user", "assistant", "tool", "function"] as const;

/** The one model /v1 offers. */
export const PRAJNA_MODEL = "prajna";

/**
 * POST /v1/chat/completions, OpenAI's request shape. The options Prajna cannot honour are accepted here and refused by
 * the route with a 400 naming them (n above 1, tools, function calling, a response format other than text); the
 * sampling options (temperature, top_p, seed, ...) are accepted and make no difference.
 */
export const completionSchema = z
  .object({
    model: z.string().optional().describe(`Must be "${PRAJNA_MODEL}" (or left out)`),
    messages: z
      .array(
        z
          .object({
            role: z
              .enum(COMPLETION_ROLES)
              .describe("system and developer: the app's instructions; user and assistant: the conversation; tool and function: ignored"),
            content: messageContent.describe("The text, or OpenAI's list of parts (their text parts are joined); null as no text"),
          })
          .loose(),
      )
      .min(1, "messages must not be empty")
      .describe(
        "The conversation, oldest first. The last user message is the question (at most 2,000 characters); earlier user and assistant messages are the conversation it follows (trimmed from the oldest, never refused); system and developer messages are the app's instructions (given to a configured model)",
      ),
    stream: z.boolean().nullable().optional(),
    stream_options: z
      .object({ include_usage: z.boolean().optional().describe("Send a last chunk with the usage before [DONE]") })
      .loose()
      .nullable()
      .optional(),
    max_tokens: z
      .number()
      .int()
      .min(1)
      .nullable()
      .optional()
      .describe('The most tokens of answer (estimated as characters ÷ 4); it ends at a sentence\'s end, finish_reason "length"'),
    max_completion_tokens: z.number().int().min(1).nullable().optional().describe("The same as max_tokens (and preferred to it)"),
    n: z.number().int().min(1).nullable().optional().describe("Only 1"),
    stop: z
      .union([z.string(), z.array(z.string()).max(4)])
      .nullable()
      .optional()
      .describe("Up to 4 sequences; the answer ends before the first of them"),
    response_format: z.object({ type: z.string() }).loose().nullable().optional().describe('Only {"type": "text"}'),
    tools: z.array(z.unknown()).nullable().optional().describe("Not supported: a non-empty list is refused"),
    tool_choice: z.unknown().optional().describe('Not supported: only "none" or "auto" (without tools)'),
    functions: z.array(z.unknown()).nullable().optional().describe("Not supported: a non-empty list is refused"),
    function_call: z.unknown().optional().describe('Not supported: only "none" or "auto"'),
    metadata: z.object({ category: categoryField }).loose().nullable().optional(),
  })
  .loose();

/** One part of a Responses API message: text parts are read; any other type (images, files, audio) is refused. */
const responsesInputPart = z.object({ type: z.string().describe("input_text or output_text"), text: z.string().optional() }).loose();

/** One item of /v1/responses' input: a message. Other item types (tool outputs, item references) are refused. */
const responsesInputItem = z
  .object({
    type: z.string().optional().describe('"message" (or left out)'),
    role: z.string().optional().describe("user, assistant, system or developer"),
    content: z.union([z.string(), z.array(responsesInputPart)]).optional(),
  })
  .loose();

/**
 * POST /v1/responses, OpenAI's Responses API request for text. As on /v1/chat/completions, what Prajna cannot honour
 * is accepted here and refused by the route with a 400 naming it (tools, a text format other than text, reasoning,
 * background, include, n above 1, parts that are not text); sampling options are accepted and make no difference, and
 * fields Prajna does not know are ignored.
 */
export const responsesRequestSchema = z
  .object({
    model: z.string().optional().describe(`Must be "${PRAJNA_MODEL}" (or left out)`),
    input: z
      .union([z.string(), z.array(responsesInputItem)])
      .optional()
      .describe(
        "The question as a string, or a list of messages, oldest first: the last user message is the question (at most 2,000 characters), the user and assistant messages before it the conversation it follows, system and developer messages the app's instructions",
      ),
    instructions: z.string().nullable().optional().describe("The app's instructions (given to a configured model after Prajna's own)"),
    previous_response_id: z
      .string()
      .max(200)
      .nullable()
      .optional()
      .describe("Continue the conversation of a response this caller stored (kept 30 days; needs a signed-in caller or an API key)"),
    store: z.boolean().nullable().optional().describe("false: the response is not kept for previous_response_id (default true)"),
    stream: z.boolean().nullable().optional(),
    max_output_tokens: z
      .number()
      .int()
      .min(1)
      .nullable()
      .optional()
      .describe('The most tokens of answer (estimated as characters ÷ 4); it ends at a sentence\'s end, status "incomplete"'),
    metadata: z.object({ category: categoryField }).loose().nullable().optional(),
    temperature: z.number().nullable().optional().describe("Accepted; makes no difference"),
    top_p: z.number().nullable().optional().describe("Accepted; makes no difference"),
    user: z.string().nullable().optional(),
    tools: z.array(z.unknown()).nullable().optional().describe("Not supported: a non-empty list is refused"),
    tool_choice: z.unknown().optional().describe('Not supported: only "none" or "auto" (without tools)'),
    text: z
      .object({ format: z.object({ type: z.string() }).loose().nullable().optional() })
      .loose()
      .nullable()
      .optional()
      .describe('Only {"format": {"type": "text"}}'),
    reasoning: z.unknown().optional().describe("Not supported: refused unless null or empty"),
    background: z.boolean().nullable().optional().describe("Not supported: only false"),
    include: z.array(z.unknown()).nullable().optional().describe("Not supported: a non-empty list is refused"),
    n: z.number().int().nullable().optional().describe("Only 1"),
  })
  .loose();

/** GET /api/journey/export: which form the export takes. */
export const journeyExportQuery = z.object({
  format: blankIsAbsent(z.enum(["json", "markdown"]).default("json")).describe("json (the default) or markdown"),
});

/** A CSP violation's fields as browsers name them (the old report-uri names, then the Reporting API's); all optional. */
const cspViolation = z
  .object({
    "document-uri": z.string().optional(),
    "violated-directive": z.string().optional(),
    "effective-directive": z.string().optional(),
    "blocked-uri": z.string().optional(),
    documentURL: z.string().optional(),
    effectiveDirective: z.string().optional(),
    blockedURL: z.string().optional(),
  })
  .loose();

/** POST /csp-report as application/csp-report (report-uri): {"csp-report": {...}}. */
export const cspReportBody = z.object({ "csp-report": cspViolation }).loose();

/** POST /csp-report as application/reports+json (report-to, the Reporting API): a list of reports. */
export const reportingApiBody = z
  .array(
    z
      .object({
        type: z.string().describe('"csp-violation" (other types are logged the same way)'),
        url: z.string().optional(),
        age: z.number().optional(),
        user_agent: z.string().optional(),
        body: cspViolation,
      })
      .loose(),
  )
  .max(100);

/** Either, as the route takes it: application/json may carry either shape. */
export const cspReportAnyBody = z.union([cspReportBody, reportingApiBody]);

/** GET /api/search: the site search's parameters and answer. */
export const searchQuery = z.object({
  q: blankIsAbsent(z.string().max(2000).optional()).describe("What to look for; longer than 200 characters is cut. Empty finds nothing."),
  kind: blankIsAbsent(z.enum(SEARCH_KINDS.map((k) => k.key) as [SearchKind, ...SearchKind[]]).optional()).describe(
    "Only this kind of result",
  ),
  group: blankIsAbsent(z.enum(GROUP_SLUGS).optional()).describe("Only results tied to articles of this group"),
  tradition: blankIsAbsent(z.enum(SEARCH_TRADITIONS.map((t) => t.key) as [SearchTradition, ...SearchTradition[]]).optional()).describe(
    "Only results of this tradition (an article counts under the traditions of its teachings)",
  ),
  page: blankIsAbsent(z.coerce.number().int().min(1).max(1000).default(1)).describe("Page number, 20 results a page"),
});

const searchResultSchema = z.object({
  kind: z.enum(["article", "blog", "teaching", "reference"]),
  id: z.string().describe("Article or post slug, teaching id or reference id"),
  title: z.string(),
  url: z.string().describe("Where the result is on the site: an article section, a post, a teaching's article or a reference entry"),
  snippet: z.string().describe("Plain text around the match"),
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])).describe("[start, end) offsets of the matched words in snippet"),
  score: z.number(),
  titleHighlights: z.array(z.tuple([z.number().int(), z.number().int()])).describe("[start, end) offsets of the matched words in title"),
  section: z.object({ id: z.string(), heading: z.string(), highlights: z.array(z.tuple([z.number().int(), z.number().int()])) }).optional(),
  moreSections: z.array(z.object({ heading: z.string(), url: z.string() })).optional(),
  group: z.object({ slug: z.string(), label: z.string() }).optional(),
  author: z.string().optional(),
  source: z.string().optional(),
  tradition: z.object({ key: z.string(), label: z.string() }).optional(),
  article: z.object({ slug: z.string(), title: z.string(), url: z.string() }).optional(),
  year: z.string().optional(),
  category: z.string().optional(),
});

export const searchResponseSchema = z.object({
  query: z.string(),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  perPage: z.number().int(),
  groups: z.object({ articles: z.number().int(), blog: z.number().int(), teachings: z.number().int(), references: z.number().int() }),
  results: z.array(searchResultSchema),
});

/** Usage, in tokens estimated as characters ÷ 4 (rounded up per text), plus 4 for each message. */
export const usageSchema = z.object({
  prompt_tokens: z.number().int(),
  completion_tokens: z.number().int(),
  total_tokens: z.number().int(),
});

export const completionResponse = z.object({
  id: z.string(),
  object: z.literal("chat.completion"),
  created: z.number().int(),
  model: z.literal(PRAJNA_MODEL),
  choices: z.array(
    z.object({
      index: z.number().int(),
      message: z.object({ role: z.literal("assistant"), content: z.string(), refusal: z.null() }),
      finish_reason: z.enum(["stop", "length"]),
      logprobs: z.null(),
    }),
  ),
  usage: usageSchema,
});

export const completionChunk = z.object({
  id: z.string(),
  object: z.literal("chat.completion.chunk"),
  created: z.number().int(),
  model: z.literal(PRAJNA_MODEL),
  choices: z.array(
    z.object({
      index: z.number().int(),
      delta: z.object({ role: z.literal("assistant").optional(), content: z.string().optional() }),
      finish_reason: z.enum(["stop", "length"]).nullable(),
      logprobs: z.null(),
    }),
  ),
  usage: usageSchema
    .nullable()
    .optional()
    .describe("With stream_options.include_usage: null, and in the last chunk (with no choices) the usage"),
});

export const modelSchema = z.object({
  id: z.literal(PRAJNA_MODEL),
  object: z.literal("model"),
  created: z.number().int(),
  owned_by: z.string(),
});

export const modelListSchema = z.object({ object: z.literal("list"), data: z.array(modelSchema) });

/** The answer of POST /v1/responses: one assistant message of one output_text part. */
const responsesOutputText = z.object({ type: z.literal("output_text"), text: z.string(), annotations: z.array(z.never()) });
const responsesMessage = z.object({
  type: z.literal("message"),
  id: z.string(),
  role: z.literal("assistant"),
  status: z.enum(["in_progress", "completed", "incomplete"]),
  content: z.array(responsesOutputText),
});

export const responsesUsageSchema = z.object({
  input_tokens: z.number().int(),
  input_tokens_details: z.object({ cached_tokens: z.literal(0) }),
  output_tokens: z.number().int(),
  output_tokens_details: z.object({ reasoning_tokens: z.literal(0) }),
  total_tokens: z.number().int(),
});

export const responseObject = z.object({
  id: z.string().describe("resp_..., for previous_response_id"),
  object: z.literal("response"),
  created_at: z.number().int(),
  completed_at: z.number().int().nullable(),
  status: z.enum(["in_progress", "completed", "incomplete", "failed"]),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  incomplete_details: z
    .object({ reason: z.literal("max_output_tokens") })
    .nullable()
    .describe("Set when max_output_tokens cut the answer"),
  instructions: z.string().nullable(),
  max_output_tokens: z.number().int().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  model: z.literal(PRAJNA_MODEL),
  output: z.array(responsesMessage),
  output_text: z.string().describe("The answer's text (the output's text parts joined)"),
  parallel_tool_calls: z.boolean(),
  previous_response_id: z.string().nullable(),
  store: z.boolean().describe("Kept for previous_response_id"),
  temperature: z.number().nullable(),
  top_p: z.number().nullable(),
  text: z.object({ format: z.object({ type: z.literal("text") }) }),
  tool_choice: z.string(),
  tools: z.array(z.never()),
  truncation: z.literal("disabled"),
  usage: responsesUsageSchema.nullable(),
  user: z.string().nullable(),
});

/** The events of a streamed response, each `event: <type>` and `data: {type, sequence_number, ...}`. */
const itemEvent = { output_index: z.number().int(), sequence_number: z.number().int() };
const partEvent = { ...itemEvent, item_id: z.string(), content_index: z.number().int() };
export const responsesStreamEvents = {
  "response.created": z.object({ type: z.literal("response.created"), sequence_number: z.number().int(), response: responseObject }),
  "response.in_progress": z.object({
    type: z.literal("response.in_progress"),
    sequence_number: z.number().int(),
    response: responseObject,
  }),
  "response.output_item.added": z.object({ type: z.literal("response.output_item.added"), ...itemEvent, item: responsesMessage }),
  "response.content_part.added": z.object({ type: z.literal("response.content_part.added"), ...partEvent, part: responsesOutputText }),
  "response.output_text.delta": z.object({
    type: z.literal("response.output_text.delta"),
    ...partEvent,
    delta: z.string(),
    logprobs: z.array(z.never()),
  }),
  "response.output_text.done": z.object({
    type: z.literal("response.output_text.done"),
    ...partEvent,
    text: z.string(),
    logprobs: z.array(z.never()),
  }),
  "response.content_part.done": z.object({ type: z.literal("response.content_part.done"), ...partEvent, part: responsesOutputText }),
  "response.output_item.done": z.object({ type: z.literal("response.output_item.done"), ...itemEvent, item: responsesMessage }),
  "response.completed": z.object({ type: z.literal("response.completed"), sequence_number: z.number().int(), response: responseObject }),
  "response.incomplete": z
    .object({ type: z.literal("response.incomplete"), sequence_number: z.number().int(), response: responseObject })
    .describe("Instead of response.completed when max_output_tokens cut the answer"),
  "response.failed": z
    .object({ type: z.literal("response.failed"), sequence_number: z.number().int(), response: responseObject })
    .describe("Words were sent and then nothing could finish the answer"),
};

/** OpenAI's error shape, which every /v1 error takes. */
export const openaiErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    type: z.string(),
    param: z.string().nullable(),
    code: z.string().nullable(),
  }),
});

export const meditationOk = z.object({
  success: z.literal(true),
  title: z.string(),
  guidance: z.string(),
  steps: z.array(z.object({ title: z.string(), instruction: z.string(), seconds: z.number().int() })),
  preferences: z.object({ experience: z.string(), timeAvailable: z.number().int(), focus: z.string(), mood: z.string() }),
  teaching: z
    .object({
      text: z.string().describe("The source's words (a quotation) or Prajna's paraphrase of them"),
      author: z.string(),
      source: z.string(),
      translation: z.string().nullable().describe("The public-domain translation a quotation follows"),
      paraphrase: z.boolean().describe("true: text is a paraphrase, not to be shown in quotation marks"),
      reflection: z.string().nullable().describe("Prajna's own note on the teaching, to be shown apart from it"),
      article: z.string().describe("The slug of the library article the teaching belongs with"),
    })
    .nullable(),
  provider: z.enum(["library", "openai"]),
});
