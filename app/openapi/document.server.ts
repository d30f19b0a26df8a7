import { z } from "zod";
import { loginApiSchema, registerApiSchema } from "~/auth/inputs";
import { passkeyRegisterBody, passkeySignInBody } from "~/auth/passkey-inputs";
import { SITE } from "~/site";
import {
  responseObject,
  responsesRequestSchema,
  responsesStreamEvents,
  aiAskSchema,
  aiHealthSchema,
  askOk,
  askStreamBody,
  askStreamEvents,
  authOk,
  apiUserSchema,
  chatOk,
  chatSchema,
  completionChunk,
  completionResponse,
  completionSchema,
  cspReportAnyBody,
  cspReportBody,
  deleteAccountBody,
  emailChangeBody,
  errorSchema,
  idParam,
  failureSchema,
  forgotPasswordBody,
  journeyExportQuery,
  journeyExportSchema,
  journeyItemSchema,
  journeyListQuery,
  journeyPageSchema,
  linkProblemSchema,
  meditationBody,
  meditationOk,
  modelListSchema,
  modelSchema,
  openaiErrorSchema,
  passkeyRegisterOptionsOk,
  passkeySchema,
  passkeySignInOk,
  passkeySignInOptionsOk,
  PRAJNA_MODEL,
  ratingBody,
  reportingApiBody,
  resetPasswordBody,
  searchQuery,
  searchResponseSchema,
  signedInPlacesSchema,
  verifyEmailBody,
} from "./schemas";

/**
 * The OpenAPI 3.2 document for every JSON route, generated from the zod schemas the routes themselves validate and
 * answer with (JSON Schema 2020-12, which OpenAPI 3.1 and 3.2 use), so the document cannot drift from the code.
 * Requests are described as the routes accept them, responses as they are sent. Event streams are described item by
 * item (3.2's `itemSchema` for text/event-stream): each event a oneOf branch, its `data` JSON text whose
 * `contentSchema` is the zod schema the code emits it with.
 */

type JsonSchema = Record<string, unknown>;

function jsonSchema(s: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(s, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  return rest;
}
const input = (s: z.ZodType) => jsonSchema(s, "input");
const output = (s: z.ZodType) => jsonSchema(s, "output");

/** Which error body a route answers with. */
type ErrorShape = "plain" | "success-false" | "openai";
const ERROR_SCHEMAS: Record<ErrorShape, z.ZodObject> = { plain: errorSchema, "success-false": failureSchema, openai: openaiErrorSchema };

interface Ok {
  status: number;
  description: string;
  /** JSON content, or other content types with their schemas. */
  schema?: z.ZodType;
  content?: Record<string, { schema?: JsonSchema; itemSchema?: JsonSchema }>;
}

interface Op {
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  security?: boolean | "optional";
  /** A JSON body (or other request content types with their schemas). */
  body?: z.ZodType;
  bodyContent?: Record<string, { schema: JsonSchema }>;
  query?: z.ZodObject;
  /** Path parameters, each with the zod schema the route reads it with (or a plain JSON Schema type). */
  pathParams?: Array<{ name: string; description: string } & ({ schema: z.ZodType } | { type: "integer" | "string" })>;
  ok: Ok | Ok[];
  /** Error statuses: a description (the route's error shape), or a description with a body of its own. */
  errors?: Record<number, string | { description: string; schema: z.ZodType }>;
  errorShape?: ErrorShape;
  /** Other documented responses with their own bodies (a 503 health report, say). */
  more?: Ok[];
}

function response(ok: Ok) {
  const content = ok.schema ? { "application/json": { schema: output(ok.schema) } } : ok.content;
  return content ? { description: ok.description, content } : { description: ok.description };
}

function operation(op: Op) {
  const responses: Record<string, unknown> = {};
  for (const ok of [op.ok, ...(op.more ?? [])].flat()) responses[ok.status] = response(ok);
  const shape = ERROR_SCHEMAS[op.errorShape ?? "plain"];
  const errorBody = output(shape);
  // A 429 says how long to wait in its body too, beside Retry-After (OpenAI's shape has no place for it).
  const waitBody = op.errorShape === "openai" ? errorBody : output(shape.extend({ retryAfter: RETRY_AFTER_FIELD }));
  for (const [status, e] of Object.entries(op.errors ?? {})) {
    const [description, schema] = typeof e === "string" ? [e, status === "429" ? waitBody : errorBody] : [e.description, output(e.schema)];
    responses[status] = { description, content: { "application/json": { schema } } };
  }
  const parameters = [
    ...(op.pathParams ?? []).map((p) => ({
      name: p.name,
      in: "path",
      required: true,
      description: p.description,
      schema: "schema" in p ? input(p.schema) : { type: p.type },
    })),
    ...Object.entries(op.query?.shape ?? {}).map(([name, s]) => ({
      name,
      in: "query",
      required: false,
      description: (s as z.ZodType).description,
      schema: input(s as z.ZodType),
    })),
  ];
  const body = op.body ? { "application/json": { schema: input(op.body) } } : op.bodyContent;
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    security: op.security === true ? BEARER : op.security === "optional" ? [...BEARER, {}] : [],
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: { required: true, content: body } } : {}),
    responses,
  };
}

const RETRY_AFTER_FIELD = z.number().int().describe("Seconds to wait, as in Retry-After");

const BEARER = [{ bearer: [] }, { cookie: [] }];

/** The statuses every route with a JSON body can answer besides its own. */
const BODY_ERRORS = {
  400: "Malformed JSON or an invalid field (named in field)",
  413: "The body is too large",
  415: "The body is not JSON",
};
const SERVER_ERROR = { 500: "Something went wrong on the server" };
const NOT_SIGNED_IN = { 401: "Missing, expired or revoked token" };
const STALE_TOKEN = { 401: "A token was sent but is expired or revoked (send none to ask as a guest)" };
const V1_BODY_ERRORS = {
  400: "An invalid request, or an option Prajna does not support (named in param)",
  413: "The body is over 1 MB",
  415: "The body is not JSON",
};
const JOURNEY_ITEM = { name: "id", schema: idParam, description: "The journey item (conversation) id" };

/** One server-sent event's `data`: JSON text whose content is described by a zod schema. */
const jsonData = (s: z.ZodType) => ({ type: "string", contentMediaType: "application/json", contentSchema: output(s) });

/**
 * A text/event-stream of named events (`event: <name>`, `data: <JSON>`), item by item as OpenAPI 3.2 describes
 * streams: one oneOf branch per event, told apart by its name.
 */
const sseItems = (events: Record<string, z.ZodType>): JsonSchema => ({
  description: "One server-sent event: its name, and its data as JSON text",
  oneOf: Object.entries(events).map(([name, s]) => ({
    title: name,
    type: "object",
    required: ["event", "data"],
    properties: { event: { const: name }, data: jsonData(s) },
  })),
});

const sse = (description: string, events: Record<string, z.ZodType>): Ok => ({
  status: 200,
  description,
  content: { "text/event-stream": { itemSchema: sseItems(events) } },
});

let cached: object | undefined;

export function openApiDocument() {
  cached ??= {
    openapi: "3.2.0",
    info: {
      title: `${SITE.name} API`,
      version: "1.1.0",
      // package.json names no licence and there is no LICENSE file: the code is not published under one.
      license: { name: "Proprietary: all rights reserved (no licence is granted)", identifier: "LicenseRef-Proprietary" },
      description:
        "JSON in, JSON out. Send Content-Type: application/json. Sign in with /auth/login or /auth/register and send the token as Authorization: Bearer <token>; browsers on this site may use their session cookie instead (never from another origin). Errors are {error, field?}, and under /v1 OpenAI's {error: {message, type, param, code}}. Web apps on the origins listed in CORS_ORIGINS may call every route here from the browser. Bodies are limited to 64 KB (1 MB on /v1/chat/completions, /ai/ask and /chat) and refused with 413 past it; a state-changing request a browser sends from another site with the session cookie is refused with 403; every 429 carries Retry-After. The MCP server at /mcp (JSON-RPC, for MCP clients) is outside this document: it describes itself with tools/list; see the README.",
    },
    servers: [{ url: "/", description: "This server" }],
    tags: [
      { name: "auth", description: "Accounts and tokens" },
      { name: "wisdom", description: "Asking, with the conversation a question follows" },
      { name: "meditation", description: "Meditation guides" },
      { name: "openai-compatible", description: "Prajna as an OpenAI-compatible model" },
      { name: "journey", description: "A signed-in person's saved conversations" },
      { name: "account", description: "The account itself" },
      { name: "library", description: "Searching the library" },
      { name: "operations", description: "Health and this document" },
    ],
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "A session token from /auth/login or /auth/register" },
        cookie: { type: "apiKey", in: "cookie", name: "prajna_session", description: "The session cookie of a browser on this site" },
      },
    },
    paths: {
      "/auth/register": {
        post: operation({
          operationId: "register",
          tag: "auth",
          summary: "Create an account",
          description:
            "An address that already has an account is answered 202 with a message to check the mailbox, never with 'taken', so the answer does not tell whether an address has an account; its owner is mailed that someone tried.",
          body: registerApiSchema,
          ok: { status: 201, description: "Created and signed in", schema: authOk },
          more: [
            {
              status: 202,
              description: "Check your email (the address already has an account)",
              schema: z.object({ message: z.string() }),
            },
          ],
          errors: {
            ...BODY_ERRORS,
            429: "Too many sign-ups, failed sign-ins, or sign-ins being checked at once (see Retry-After)",
            ...SERVER_ERROR,
          },
        }),
      },
      "/auth/login": {
        post: operation({
          operationId: "login",
          tag: "auth",
          summary: "Sign in",
          description:
            "Without remember, the token is refused after 12 hours without a request; with remember: true, after 30 days without one, and 90 days after sign-in at most. Every request with the token counts as use.",
          body: loginApiSchema,
          ok: { status: 200, description: "Signed in", schema: authOk },
          errors: {
            ...BODY_ERRORS,
            401: "Invalid email or password",
            403: "The account has been disabled by an operator (said only after the right password)",
            429: "Too many failed sign-ins, or too many being checked at once (see Retry-After)",
            ...SERVER_ERROR,
          },
        }),
      },
      "/auth/passkey/options": {
        post: operation({
          operationId: "passkeySignInOptions",
          tag: "auth",
          summary: "Options to sign in with a passkey",
          description:
            "For the site's own pages (WebAuthn binds a passkey to this site's host name). Any passkey of this site will do: allowCredentials is empty. The challenge is kept on the server and works once, for 5 minutes. No body is read.",
          ok: { status: 200, description: "Options for navigator.credentials.get()", schema: passkeySignInOptionsOk },
          errors: {
            429: "Too many sign-ins started: 30 a minute per client address (behind a trusted proxy), 600 for the whole site; see Retry-After",
            ...SERVER_ERROR,
          },
        }),
      },
      "/auth/passkey/verify": {
        post: operation({
          operationId: "passkeySignIn",
          tag: "auth",
          summary: "Sign in with a passkey",
          description:
            "Send what navigator.credentials.get() gave (as @simplewebauthn/browser's startAuthentication returns it). Signs in with the session cookie a password sign-in sets; the answer says where to go.",
          body: passkeySignInBody,
          ok: { status: 200, description: "Signed in: the session cookie is set", schema: passkeySignInOk },
          errors: {
            ...BODY_ERRORS,
            400: "An invalid field, or a challenge that expired, was already used or was never given",
            401: "A passkey not known here, or one that does not verify (signature, origin, counter)",
            403: "The account has been disabled by an operator",
            ...SERVER_ERROR,
          },
        }),
      },
      "/auth/passkey/register/options": {
        post: operation({
          operationId: "passkeyRegisterOptions",
          tag: "auth",
          summary: "Options to add a passkey to the account",
          description: "The challenge is kept on the server and works once, for 5 minutes, for this account only. No body is read.",
          security: true,
          ok: { status: 200, description: "Options for navigator.credentials.create()", schema: passkeyRegisterOptionsOk },
          errors: { ...NOT_SIGNED_IN, ...SERVER_ERROR },
        }),
      },
      "/auth/passkey/register/verify": {
        post: operation({
          operationId: "passkeyRegister",
          tag: "auth",
          summary: "Add a passkey to the account",
          description:
            "Send what navigator.credentials.create() gave (as @simplewebauthn/browser's startRegistration returns it). The passkey is named after the browser it was made with; /account renames and removes it. The password keeps working.",
          security: true,
          body: passkeyRegisterBody,
          ok: { status: 201, description: "Added", schema: z.object({ passkey: passkeySchema }) },
          errors: {
            ...BODY_ERRORS,
            400: "An invalid field, a challenge that expired, was already used or was not this account's, or a response that does not verify",
            ...NOT_SIGNED_IN,
            409: "This passkey is already registered",
            ...SERVER_ERROR,
          },
        }),
      },
      "/auth/me": {
        get: operation({
          operationId: "getMe",
          tag: "auth",
          summary: "The signed-in user",
          security: true,
          ok: {
            status: 200,
            description: "The user, whether its address is confirmed, and an address change waiting for confirmation",
            schema: z.object({ user: apiUserSchema, emailVerified: z.boolean(), pendingEmail: z.string().nullable() }),
          },
          errors: { ...NOT_SIGNED_IN, ...SERVER_ERROR },
        }),
      },
      "/auth/logout": {
        post: operation({
          operationId: "logout",
          tag: "auth",
          summary: "Revoke this token",
          security: true,
          ok: { status: 204, description: "Signed out" },
          errors: { ...NOT_SIGNED_IN, ...SERVER_ERROR },
        }),
      },
      "/auth/forgot-password": {
        post: operation({
          operationId: "forgotPassword",
          tag: "auth",
          summary: "Email a password reset link",
          description:
            "The same answer, as quickly, whether or not the address has an account. The link, to /reset-password?token=..., works once, for 30 minutes.",
          body: forgotPasswordBody,
          ok: { status: 202, description: "Asked", schema: z.object({ message: z.string() }) },
          errors: { ...BODY_ERRORS, 429: "Asked too often (see Retry-After)", ...SERVER_ERROR },
        }),
      },
      "/auth/reset-password": {
        post: operation({
          operationId: "resetPassword",
          tag: "auth",
          summary: "Set a new password with a reset link's token",
          description:
            "Every other session of the account ends; the answer signs the caller in with a new token, and the account's address is told of the change.",
          body: resetPasswordBody,
          ok: { status: 200, description: "Password set and signed in", schema: authOk },
          errors: {
            ...BODY_ERRORS,
            400: {
              description:
                "An invalid field (the password rules are those of registration), or a token that is not valid or was used already",
              schema: z.union([linkProblemSchema, errorSchema]),
            },
            410: { description: "The link has expired", schema: linkProblemSchema },
            ...SERVER_ERROR,
          },
        }),
      },
      "/auth/verify-email": {
        post: operation({
          operationId: "verifyEmail",
          tag: "auth",
          summary: "Confirm an address with a confirmation link's token",
          description:
            "Confirms the account's address, or completes an address change (the account then signs in with the new address). No session needed.",
          body: verifyEmailBody,
          ok: {
            status: 200,
            description: "Confirmed",
            schema: z.object({ confirmed: z.enum(["verify", "email-change"]), email: z.string() }),
          },
          errors: {
            ...BODY_ERRORS,
            400: {
              description: "An invalid field, or a token that is not valid or was used already",
              schema: z.union([linkProblemSchema, errorSchema]),
            },
            409: "The new address belongs to another account by now",
            410: { description: "The link has expired", schema: linkProblemSchema },
            ...SERVER_ERROR,
          },
        }),
      },
      "/auth/verify-email/resend": {
        post: operation({
          operationId: "resendVerification",
          tag: "auth",
          summary: "Email a new confirmation link",
          security: true,
          ok: { status: 202, description: "Sent", schema: z.object({ message: z.string(), email: z.string() }) },
          errors: { ...NOT_SIGNED_IN, 409: "Already confirmed", 429: "Sent too often (see Retry-After)", ...SERVER_ERROR },
        }),
      },
      "/auth/refresh": {
        post: operation({
          operationId: "refreshToken",
          tag: "auth",
          summary: "Exchange this token for a fresh one",
          description:
            "The new token's lifetime is counted from now, remembered or not as the one sent was; the one sent is revoked. Bearer tokens only.",
          security: true,
          ok: { status: 200, description: "A fresh token", schema: authOk },
          errors: { 401: "Missing, expired or revoked token, or not sent as a bearer token", ...SERVER_ERROR },
        }),
      },
      "/ai/ask": {
        post: operation({
          operationId: "askQuestion",
          tag: "wisdom",
          summary: "Ask a question",
          description:
            "context.previousMessages, a list of {role, content}, is the conversation the question follows up: retrieval reads the question with it and a model is sent it. Saved to the journey when the caller is signed in (a follow-up of a saved conversation joins it).",
          security: "optional",
          body: aiAskSchema,
          ok: { status: 200, description: "An answer", schema: askOk },
          errorShape: "success-false",
          errors: {
            ...BODY_ERRORS,
            ...STALE_TOKEN,
            429: "Asked too often (see Retry-After)",
            ...SERVER_ERROR,
            503: "No answer could be produced",
          },
        }),
      },
      "/ai/health": {
        get: operation({
          operationId: "aiHealth",
          tag: "wisdom",
          summary: "Which provider answers, and whether it answers now",
          ok: { status: 200, description: "The provider answers, or the library answers in its place", schema: aiHealthSchema },
          more: [{ status: 503, description: "Nothing can answer", schema: aiHealthSchema }],
        }),
      },
      "/ask/stream": {
        post: operation({
          operationId: "askStream",
          tag: "wisdom",
          summary: "Ask, answered as server-sent events",
          description:
            "A form or JSON. Events: delta {text} as a model writes; reset (a model failed mid-way, the library's answer follows); done (the whole result); unavailable {notice, thankYou}. A follow-up sends conversation (signed in) or thread (a guest).",
          security: "optional",
          bodyContent: {
            "application/json": { schema: input(askStreamBody) },
            "application/x-www-form-urlencoded": { schema: input(askStreamBody) },
            "multipart/form-data": { schema: input(askStreamBody) },
          },
          ok: sse("An event stream", askStreamEvents),
          errors: {
            400: "An invalid question (named in field), or a body that cannot be read",
            ...STALE_TOKEN,
            404: "The conversation named is not the caller's",
            413: "The body is over 64 KB",
            415: "The body is neither a form nor JSON",
            429: "Asked too often (see Retry-After)",
            ...SERVER_ERROR,
          },
        }),
      },
      "/chat": {
        post: operation({
          operationId: "chat",
          tag: "wisdom",
          summary: "Ask, answered in the chat-completion shape",
          description: "messages, a list of {role, content}, is the conversation before message.",
          security: "optional",
          body: chatSchema,
          ok: { status: 200, description: "An answer", schema: chatOk },
          errors: {
            ...BODY_ERRORS,
            ...STALE_TOKEN,
            429: "Asked too often (see Retry-After)",
            ...SERVER_ERROR,
            503: "No answer could be produced",
          },
        }),
      },
      "/ai/meditation": {
        post: operation({
          operationId: "meditationGuide",
          tag: "meditation",
          summary: "A personal meditation guide",
          body: meditationBody,
          ok: { status: 200, description: "A guide whose steps add up to the chosen time", schema: meditationOk },
          errorShape: "success-false",
          errors: { ...BODY_ERRORS, ...SERVER_ERROR, 503: "No guide could be produced" },
        }),
      },
      "/v1/models": {
        get: operation({
          operationId: "listModels",
          tag: "openai-compatible",
          summary: "List models (OpenAI-compatible)",
          ok: { status: 200, description: "The prajna model", schema: modelListSchema },
          errorShape: "openai",
          errors: { 401: "A Prajna token that expired or was revoked (code invalid_api_key)" },
        }),
      },
      "/v1/models/{id}": {
        get: operation({
          operationId: "getModel",
          tag: "openai-compatible",
          summary: "One model (OpenAI-compatible)",
          pathParams: [{ name: "id", schema: z.literal(PRAJNA_MODEL), description: "The model's id: prajna (any other is a 404)" }],
          ok: { status: 200, description: "The model", schema: modelSchema },
          errorShape: "openai",
          errors: { 401: "A Prajna token that expired or was revoked (code invalid_api_key)", 404: "No such model (code model_not_found)" },
        }),
      },
      "/v1/chat/completions": {
        post: operation({
          operationId: "createChatCompletion",
          tag: "openai-compatible",
          summary: "Chat completions (OpenAI-compatible)",
          description:
            "Model prajna. The last user message is the question and the messages before it the conversation. With stream: true, OpenAI's chunks as server-sent data lines ending in [DONE]; with a model configured, its words as they are written. Usage counts tokens as characters ÷ 4. Links into the site in the answer are absolute (on PUBLIC_URL), streamed or not. A Prajna token as the API key saves to that journey; any other key is a guest. Care is carried in the text, as at every other door: signs of crisis give the care answer written by people (crisis lines first, those of the Accept-Language country first, in the person's language), and a check-in opens the answer with a direct question about safety and the lines.",
          body: completionSchema,
          ok: [
            {
              status: 200,
              description: "A chat completion, or with stream: true its chunks",
              content: {
                "application/json": { schema: output(completionResponse) },
                "text/event-stream": {
                  itemSchema: {
                    description:
                      "Unnamed events: data lines, each a chunk, then data: [DONE]; should the answer fail after words were sent, OpenAI's error object before [DONE]",
                    anyOf: [
                      { title: "chunk", type: "object", required: ["data"], properties: { data: jsonData(completionChunk) } },
                      { title: "error", type: "object", required: ["data"], properties: { data: jsonData(openaiErrorSchema) } },
                      { title: "done", type: "object", required: ["data"], properties: { data: { const: "[DONE]" } } },
                    ],
                  },
                },
              },
            },
          ],
          errorShape: "openai",
          errors: {
            ...V1_BODY_ERRORS,
            401: "A Prajna token that expired or was revoked (code invalid_api_key)",
            404: "An unknown model (code model_not_found)",
            429: "Asked too often (code rate_limit_exceeded; see Retry-After)",
            ...SERVER_ERROR,
            503: "No answer could be produced",
          },
        }),
      },
      "/v1/responses": {
        post: operation({
          operationId: "createResponse",
          tag: "openai-compatible",
          summary: "Responses (OpenAI-compatible, text)",
          description:
            "Model prajna, OpenAI's Responses API for text. Links into the site in the answer are absolute (on PUBLIC_URL), streamed or not. input is the question (a string) or a list of messages whose last user message is the question; instructions and system or developer messages are the app's instructions. With stream: true, OpenAI's events (event: and data: lines, each with its type and sequence_number). previous_response_id continues the conversation of a response the same caller stored: the signed-in account, or for a guest the API key they sent; a guest without a key has nothing stored. Stored conversations are encrypted and kept 30 days; another caller's id is a 404. Care, rate limits and the journey are those of /v1/chat/completions; care is carried in the text. A Prajna token that expired or was revoked is a 401; any other key is a guest. Fields Prajna does not know are ignored.",
          body: responsesRequestSchema,
          ok: [
            {
              status: 200,
              description: "A response, or with stream: true its events",
              content: {
                "application/json": { schema: output(responseObject) },
                "text/event-stream": { itemSchema: sseItems(responsesStreamEvents) },
              },
            },
          ],
          errorShape: "openai",
          errors: {
            ...V1_BODY_ERRORS,
            401: "A Prajna token that expired or was revoked (code invalid_api_key)",
            404: "An unknown model (code model_not_found), or a previous_response_id this caller has not stored (code previous_response_not_found)",
            429: "Asked too often (code rate_limit_exceeded; see Retry-After)",
            ...SERVER_ERROR,
            503: "No answer could be produced",
          },
        }),
      },
      "/api/journey": {
        get: operation({
          operationId: "listJourney",
          tag: "journey",
          summary: "List saved conversations",
          description:
            "Most recently continued first, 20 a page; q searches every question and answer of each conversation (each word of q begins a word there: lower case and accents do not matter). Follow `next` and `prev` by sending them as `cursor`: a deep page then costs what the first does. `page` still works.",
          security: true,
          query: journeyListQuery,
          ok: { status: 200, description: "A page of the journey", schema: journeyPageSchema },
          errors: { 400: "Invalid query", ...NOT_SIGNED_IN, ...SERVER_ERROR },
        }),
        delete: operation({
          operationId: "clearJourney",
          tag: "journey",
          summary: "Delete every saved conversation",
          security: true,
          ok: { status: 200, description: "How many were deleted", schema: z.object({ deleted: z.number().int() }) },
          errors: { ...NOT_SIGNED_IN, ...SERVER_ERROR },
        }),
      },
      "/api/journey/export": {
        get: operation({
          operationId: "exportJourney",
          tag: "journey",
          summary: "Export everything",
          security: true,
          query: journeyExportQuery,
          ok: {
            status: 200,
            description: "All of the caller's data",
            content: {
              "application/json": { schema: output(journeyExportSchema) },
              "text/markdown": { schema: { type: "string", description: "The same, as a Markdown document" } },
            },
          },
          errors: { 400: "Unknown format", ...NOT_SIGNED_IN, ...SERVER_ERROR },
        }),
      },
      "/api/journey/{id}": {
        get: operation({
          operationId: "getJourneyItem",
          tag: "journey",
          summary: "One saved conversation",
          security: true,
          pathParams: [JOURNEY_ITEM],
          ok: { status: 200, description: "The conversation with every turn", schema: journeyItemSchema },
          errors: { ...NOT_SIGNED_IN, 404: "Not the caller's, or no such item", ...SERVER_ERROR },
        }),
        delete: operation({
          operationId: "deleteJourneyItem",
          tag: "journey",
          summary: "Delete one saved conversation, every turn of it",
          security: true,
          pathParams: [JOURNEY_ITEM],
          ok: { status: 204, description: "Deleted" },
          errors: { ...NOT_SIGNED_IN, 404: "Not the caller's, or no such item", ...SERVER_ERROR },
        }),
      },
      "/api/journey/{id}/rating": {
        put: operation({
          operationId: "rateJourneyItem",
          tag: "journey",
          summary: "Rate a saved conversation, 1 to 5",
          description: "POST is accepted as well as PUT.",
          security: true,
          pathParams: [JOURNEY_ITEM],
          body: ratingBody,
          ok: { status: 200, description: "The rated conversation", schema: journeyItemSchema },
          errors: { ...BODY_ERRORS, ...NOT_SIGNED_IN, 404: "Not the caller's, or no such item", ...SERVER_ERROR },
        }),
      },
      "/api/account": {
        delete: operation({
          operationId: "deleteAccount",
          tag: "account",
          summary: "Delete the account and everything tied to it",
          security: true,
          description:
            "The account's email address confirms what is meant and its current password proves who asks: a session alone (a browser left signed in, a copied token) cannot delete an account.",
          body: deleteAccountBody,
          ok: { status: 204, description: "Deleted" },
          errors: {
            ...BODY_ERRORS,
            400: "Invalid field, an email that is not the account's, or a wrong current password",
            ...NOT_SIGNED_IN,
            429: "Too many wrong passwords (see Retry-After)",
            ...SERVER_ERROR,
          },
        }),
      },
      "/api/account/email": {
        post: operation({
          operationId: "changeEmail",
          tag: "account",
          summary: "Change the account's email address",
          description:
            "A link goes to the new address; the change takes effect when it is confirmed (POST /auth/verify-email). The current address is told. An address another account uses is answered the same (202, never 409), so the answer does not tell whether an address has an account; that address is mailed that nothing changed.",
          security: true,
          body: emailChangeBody,
          ok: { status: 202, description: "Waiting for confirmation", schema: z.object({ message: z.string(), pendingEmail: z.string() }) },
          errors: {
            ...BODY_ERRORS,
            400: "Invalid field, wrong current password, or the same address",
            ...NOT_SIGNED_IN,
            429: "Too many attempts (see Retry-After)",
            ...SERVER_ERROR,
          },
        }),
      },
      "/api/account/sessions": {
        get: operation({
          operationId: "listSessions",
          tag: "account",
          summary: "Where the account is signed in",
          description:
            "Every live session, browsers and API tokens alike, with its device in words and its network masked (never the full address); the caller's own has current: true.",
          security: true,
          ok: { status: 200, description: "The sessions, most recently used first", schema: signedInPlacesSchema },
          errors: { ...NOT_SIGNED_IN, ...SERVER_ERROR },
        }),
        delete: operation({
          operationId: "revokeOtherSessions",
          tag: "account",
          summary: "Sign out everywhere else",
          description: "Every session of the account ends but the caller's own.",
          security: true,
          ok: { status: 200, description: "How many were ended", schema: z.object({ revoked: z.number().int() }) },
          errors: { ...NOT_SIGNED_IN, ...SERVER_ERROR },
        }),
      },
      "/api/account/sessions/{id}": {
        delete: operation({
          operationId: "revokeSession",
          tag: "account",
          summary: "Sign out one session",
          description: "It ends at once: its next request is refused. Ending the caller's own session signs the caller out.",
          security: true,
          pathParams: [{ name: "id", schema: idParam, description: "The session's id, from GET /api/account/sessions" }],
          ok: { status: 204, description: "Ended" },
          errors: { ...NOT_SIGNED_IN, 404: "Not one of the caller's sessions", ...SERVER_ERROR },
        }),
      },
      "/api/search": {
        get: operation({
          operationId: "searchLibrary",
          tag: "library",
          summary: "Search the library: articles by section, blog posts, teachings and references",
          description:
            "Every word must match (or, when nothing matches them all, some); the last word also matches words it begins. Spellings of names (Laozi, Lao Tzu) and diacritics are folded.",
          query: searchQuery,
          ok: { status: 200, description: "A page of results, best first, with counts by kind", schema: searchResponseSchema },
          errors: { 400: "A parameter is not one of the allowed values (named)", ...SERVER_ERROR },
        }),
      },
      "/csp-report": {
        post: operation({
          operationId: "reportCspViolation",
          tag: "operations",
          summary: "Content-Security-Policy violation reports (browsers send these)",
          description:
            "application/csp-report (report-uri) or application/reports+json (report-to); application/json may carry either. Logged one short line each, at most 30 a minute.",
          bodyContent: {
            "application/csp-report": { schema: input(cspReportBody) },
            "application/reports+json": { schema: input(reportingApiBody) },
            "application/json": { schema: input(cspReportAnyBody) },
          },
          ok: { status: 204, description: "Received" },
          errors: {
            400: "Not JSON, or JSON that is not a report of its content type's format",
            413: "The body is over 64 KB",
            415: "Not a report",
          },
        }),
      },
      "/api/openapi.json": {
        get: operation({
          operationId: "getOpenApiDocument",
          tag: "operations",
          summary: "This document",
          ok: { status: 200, description: "The OpenAPI 3.2 document", content: { "application/json": { schema: { type: "object" } } } },
        }),
      },
      "/healthz": {
        get: operation({
          operationId: "health",
          tag: "operations",
          summary: "Health",
          ok: { status: 200, description: "The database answers", schema: z.object({ status: z.literal("ok") }) },
          more: [
            {
              status: 503,
              description:
                "`degraded`: the database does not answer (a restart, a failover), `ok` again within seconds of its return; `draining`: the instance is stopping (SIGTERM) and finishing what it has",
              schema: z.object({ status: z.enum(["degraded", "draining"]) }),
            },
          ],
        }),
      },
    },
  };
  return cached;
}
