import { z } from "zod";
import { confirmEmailField } from "~/auth/inputs";
import { preferencesSchema } from "~/meditation/preferences";
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
  page: blankIsAbsent(z.coerce.number().int().min(1).default(1)).describe("Page number, 20 items a page"),
});

export const ratingBody = z.object({ rating: z.number().int().min(1).max(5).describe("1 to 5 stars") });

export const deleteAccountBody = z.object({
  confirmEmail: confirmEmailField.describe("The account's email address, typed to confirm"),
});

export const sourceSchema = z.object({ title: z.string(), url: z.string() });

export const journeyItemSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  question: z.string(),
  answer: z.string().describe("Markdown"),
  sources: z.array(sourceSchema),
  provider: z.string(),
  rating: z.number().int().min(1).max(5).nullable(),
  createdAt: z.string().describe("ISO 8601"),
});

export const journeyPageSchema = z.object({
  items: z.array(journeyItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});

export const idParam = z.coerce.number().int().positive();

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
            role: z.string().describe("system, developer, user or assistant"),
            content: messageContent.optional(),
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
    max_tokens: z.number().int().min(1).nullable().optional().describe("The most tokens of answer (estimated as characters ÷ 4); it ends at a sentence's end, finish_reason \"length\""),
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
  usage: usageSchema.nullable().optional().describe("With stream_options.include_usage: null, and in the last chunk (with no choices) the usage"),
});

export const modelSchema = z.object({
  id: z.literal(PRAJNA_MODEL),
  object: z.literal("model"),
  created: z.number().int(),
  owned_by: z.string(),
});

export const modelListSchema = z.object({ object: z.literal("list"), data: z.array(modelSchema) });

/** OpenAI's error shape, which every /v1 error takes. */
export const openaiErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    type: z.string(),
    param: z.string().nullable(),
    code: z.string().nullable(),
  }),
});
