import { z } from "zod";
import { loginSchema, registerApiSchema } from "~/auth/inputs";
import { SITE } from "~/site";
import { askFormSchema } from "~/wisdom/categories";
import { aiAskSchema, chatSchema, completionSchema, deleteAccountBody, journeyItemSchema, journeyListQuery, journeyPageSchema, meditationBody, ratingBody, sourceSchema } from "./schemas";

/**
 * The OpenAPI 3.1 document for every JSON route, generated from the zod schemas the routes themselves validate
 * with (JSON Schema 2020-12, which OpenAPI 3.1 uses), so the document cannot drift from the code.
 */

const schema = (s: z.ZodType) => z.toJSONSchema(s, { io: "input", unrepresentable: "any", target: "draft-2020-12" });
const json = (s: z.ZodType | object) => ({ "application/json": { schema: s instanceof z.ZodType ? schema(s) : s } });
const error = (description: string) => ({ description, content: json(z.object({ error: z.string(), field: z.string().optional() })) });

const userSchema = z.object({ id: z.number().int(), username: z.string(), email: z.string() });
const authOk = z.object({ token: z.string(), expiresAt: z.string(), user: userSchema });
const bearer = [{ bearer: [] }, { cookie: [] }];

interface Op {
  tag: string;
  summary: string;
  description?: string;
  security?: boolean | "optional";
  body?: z.ZodType;
  query?: z.ZodObject;
  pathParams?: string[];
  ok: { status: number; description: string; schema?: z.ZodType; contentType?: string };
  errors?: Record<number, string>;
}

function operation(op: Op) {
  const responses: Record<string, unknown> = {
    [op.ok.status]: op.ok.schema
      ? { description: op.ok.description, content: op.ok.contentType ? { [op.ok.contentType]: { schema: schema(op.ok.schema) } } : json(op.ok.schema) }
      : { description: op.ok.description },
  };
  for (const [status, description] of Object.entries(op.errors ?? {})) responses[status] = error(description);
  const parameters = [
    ...(op.pathParams ?? []).map((name) => ({ name, in: "path", required: true, schema: { type: "integer" } })),
    ...Object.entries(op.query?.shape ?? {}).map(([name, s]) => ({ name, in: "query", required: false, schema: schema(s as z.ZodType), description: (s as z.ZodType).description })),
  ];
  return {
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(op.security === true ? { security: bearer } : op.security === "optional" ? { security: [...bearer, {}] } : { security: [] }),
    ...(parameters.length ? { parameters } : {}),
    ...(op.body ? { requestBody: { required: true, content: json(op.body) } } : {}),
    responses,
  };
}

const askOk = z.object({
  success: z.literal(true),
  response: z.string().describe("Markdown"),
  sources: z.array(sourceSchema),
  provider: z.enum(["library", "openai", "care"]),
  fallback: z.boolean(),
  saved: z.boolean(),
});
const chatOk = z.object({ choices: z.array(z.object({ index: z.number(), message: z.object({ role: z.literal("assistant"), content: z.string() }), finish_reason: z.string() })) });
const meditationOk = z.object({
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

let cached: object | undefined;

export function openApiDocument() {
  cached ??= {
    openapi: "3.1.0",
    info: {
      title: `${SITE.name} API`,
      version: "1.0.0",
      description: `JSON in, JSON out. Send Content-Type: application/json. Sign in with /auth/login or /auth/register and send the token as Authorization: Bearer <token>; browsers may use their session cookie instead. Errors are {error, field?}. Every body is limited to 64 KB (413); a state-changing request a browser sends from another site with the session cookie is refused (403); every 429 carries Retry-After.`,
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "A session token from /auth/login or /auth/register" },
        cookie: { type: "apiKey", in: "cookie", name: "prajna_session" },
      },
    },
    paths: {
      "/auth/register": { post: operation({ tag: "auth", summary: "Create an account", body: registerApiSchema, ok: { status: 201, description: "Created and signed in", schema: authOk }, errors: { 400: "Invalid field", 409: "Email taken", 415: "Body is not JSON", 429: "Too many sign-ups, failed sign-ins, or sign-ins being checked at once (see Retry-After)" } }) },
      "/auth/login": { post: operation({ tag: "auth", summary: "Sign in", body: loginSchema, ok: { status: 200, description: "Signed in", schema: authOk }, errors: { 400: "Invalid field", 401: "Invalid email or password", 429: "Too many failed sign-ins, or too many being checked at once (see Retry-After)" } }) },
      "/auth/me": { get: operation({ tag: "auth", summary: "The signed-in user", security: true, ok: { status: 200, description: "The user", schema: z.object({ user: userSchema }) }, errors: { 401: "Missing, expired or revoked token" } }) },
      "/auth/logout": { post: operation({ tag: "auth", summary: "Revoke this token", security: true, ok: { status: 204, description: "Signed out" }, errors: { 401: "Missing, expired or revoked token" } }) },
      "/ai/ask": { post: operation({ tag: "wisdom", summary: "Ask a question", description: "Saved to the journey when the caller is signed in.", security: "optional", body: aiAskSchema, ok: { status: 200, description: "An answer", schema: askOk }, errors: { 400: "Invalid question", 401: "Expired or revoked token", 429: "Asked too often (see Retry-After)", 503: "No answer could be produced" } }) },
      "/ask/stream": { post: operation({ tag: "wisdom", summary: "Ask, answered as server-sent events", description: "Form-encoded or JSON {question, category}. Events: delta {text}, reset (a model failed mid-way; the library's answer follows), done {answer, html, sources, provider, fallback, saved}, unavailable {notice, thankYou}.", security: "optional", body: askFormSchema, ok: { status: 200, description: "An event stream", schema: z.string(), contentType: "text/event-stream" }, errors: { 400: "Invalid question", 429: "Asked too often (see Retry-After)" } }) },
      "/chat": { post: operation({ tag: "wisdom", summary: "Ask, answered in the chat-completion shape", security: "optional", body: chatSchema, ok: { status: 200, description: "An answer", schema: chatOk }, errors: { 400: "Invalid message", 429: "Asked too often (see Retry-After)", 503: "No answer could be produced" } }) },
      "/ai/meditation": { post: operation({ tag: "meditation", summary: "A personal meditation guide", body: meditationBody, ok: { status: 200, description: "A guide whose steps add up to the chosen time", schema: meditationOk }, errors: { 400: "A choice is not one of the allowed values (named)", 503: "No guide could be produced" } }) },
      "/v1/models": { get: operation({ tag: "openai-compatible", summary: "List models (OpenAI-compatible)", ok: { status: 200, description: "The prajna model", schema: z.object({ object: z.literal("list"), data: z.array(z.object({ id: z.string(), object: z.literal("model") })) }) } }) },
      "/v1/chat/completions": { post: operation({ tag: "openai-compatible", summary: "Chat completions (OpenAI-compatible)", description: "Model prajna. With stream: true, server-sent events in OpenAI's chunk format ending in [DONE]. A Prajna token as the API key saves to that journey; any other key is a guest.", body: completionSchema, ok: { status: 200, description: "A chat completion", schema: chatOk }, errors: { 400: "Invalid request (OpenAI's error shape)", 429: "Asked too often (see Retry-After)" } }) },
      "/api/journey": {
        get: operation({ tag: "journey", summary: "List saved questions", security: true, query: journeyListQuery, ok: { status: 200, description: "A page of the journey", schema: journeyPageSchema }, errors: { 400: "Invalid query", 401: "Not signed in" } }),
        delete: operation({ tag: "journey", summary: "Delete every saved question", security: true, ok: { status: 200, description: "How many were deleted", schema: z.object({ deleted: z.number().int() }) }, errors: { 401: "Not signed in" } }),
      },
      "/api/journey/export": { get: operation({ tag: "journey", summary: "Export everything (format=json or markdown)", security: true, ok: { status: 200, description: "All of the caller's data" }, errors: { 400: "Unknown format", 401: "Not signed in" } }) },
      "/api/journey/{id}": {
        get: operation({ tag: "journey", summary: "One saved question", security: true, pathParams: ["id"], ok: { status: 200, description: "The item", schema: journeyItemSchema }, errors: { 401: "Not signed in", 404: "Not the caller's, or no such item" } }),
        delete: operation({ tag: "journey", summary: "Delete one saved question", security: true, pathParams: ["id"], ok: { status: 204, description: "Deleted" }, errors: { 401: "Not signed in", 404: "Not the caller's, or no such item" } }),
      },
      "/api/journey/{id}/rating": { put: operation({ tag: "journey", summary: "Rate a saved answer, 1 to 5", security: true, pathParams: ["id"], body: ratingBody, ok: { status: 200, description: "The rated item", schema: journeyItemSchema }, errors: { 400: "Invalid rating", 401: "Not signed in", 404: "Not the caller's, or no such item" } }) },
      "/api/account": { delete: operation({ tag: "account", summary: "Delete the account and everything tied to it", security: true, body: deleteAccountBody, ok: { status: 204, description: "Deleted" }, errors: { 400: "confirmEmail does not match", 401: "Not signed in" } }) },
      "/csp-report": { post: operation({ tag: "operations", summary: "Content-Security-Policy violation reports (browsers send these)", description: "application/csp-report or application/reports+json. Logged one short line each, at most 30 a minute.", body: z.object({}).loose(), ok: { status: 204, description: "Received" }, errors: { 400: "Not JSON", 415: "Not a report" } }) },
      "/healthz": { get: operation({ tag: "operations", summary: "Health", ok: { status: 200, description: "The database answers", schema: z.object({ status: z.literal("ok") }) }, errors: { 503: "The database does not answer" } }) },
    },
  };
  return cached;
}
