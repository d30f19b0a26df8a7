import { type APIRequestContext, type APIResponse, expect, test } from "@playwright/test";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { uniqueEmail } from "~test/e2e";
import { eventStreamProblems, parseEventStream } from "~test/event-stream";
import { invalid, type Schema, valid } from "~test/schema-arbitraries";

// A property-based contract check, as Schemathesis makes one: for every operation in the served OpenAPI document,
// requests drawn from its documented request schemas (fast-check), valid ones and invalid ones (a wrong type, a bound
// passed, a required field left out), sent to the built server, signed in where the operation needs it. Every answer
// must have a documented status, its body must match that status's schema (every event of a stream too), no answer
// may be a 5xx, and an invalid request must be refused with a 4xx. Seeded (CONTRACT_SEED) and bounded (CONTRACT_RUNS
// each, valid and invalid); a failure names the seed and the request.

type Parameter = { name: string; in: "path" | "query"; required?: boolean; schema: Schema };
type Media = { schema?: Schema; itemSchema?: Schema };
type Operation = {
  operationId: string;
  security?: Array<Record<string, unknown>>;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
};
type Doc = { paths: Record<string, Record<string, Operation>> };

const SEED = Number(process.env.CONTRACT_SEED ?? Date.now() % 2 ** 31);
const RUNS = Number(process.env.CONTRACT_RUNS ?? 20);
const PASSWORD = "quiet-mountain-path";
/** CONTRACT_ONLY=askQuestion,chat: only these operations (to replay one). */
const ONLY = process.env.CONTRACT_ONLY?.split(",");

/** A request drawn for one operation. */
interface Drawn {
  path: Record<string, string>;
  query: Record<string, string>;
  type?: string;
  body?: unknown;
  signedIn: boolean;
}

let address = 0;
/** Each request from its own address (TRUST_PROXY=1): the per-address limits answer 429s of their own, not these. */
const fromAddress = () => `198.18.${(process.pid + ++address) % 250}.${(address % 250) + 1}`;

test.describe.configure({ mode: "serial" });

test("every operation answers generated requests as the document says", async ({ request }) => {
  test.setTimeout(240_000);
  console.log(`contract: seed ${SEED}, ${RUNS} valid and ${RUNS} invalid requests per operation (CONTRACT_SEED=${SEED} to replay)`);
  const doc = (await (await request.get("/api/openapi.json")).json()) as Doc;
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  // What a request must be: the document's schemas without format checks (JSON Schema's formats are annotations;
  // each bound the code checks is also a pattern or a length).
  const requestAjv = new Ajv2020({ strict: false, validateFormats: false });
  const accepts = (schema: Schema) => {
    const validate = requestAjv.compile(schema);
    return (value: unknown) => validate(value) as boolean;
  };

  const account = { email: uniqueEmail("contract"), token: "" };
  const registered = await request.post("/auth/register", {
    data: { name: "Contract Checker", email: account.email, password: PASSWORD },
    headers: { "X-Forwarded-For": fromAddress() },
  });
  expect(registered.status()).toBe(201);
  account.token = (await registered.json()).token;
  /** A live token: an operation may have spent the last one (sign-out, refresh, ending a session). */
  async function token(): Promise<string> {
    const me = await request.get("/auth/me", { headers: { Authorization: `Bearer ${account.token}` } });
    if (me.status() === 401) {
      const login = await request.post("/auth/login", {
        data: { email: account.email, password: PASSWORD },
        headers: { "X-Forwarded-For": fromAddress() },
      });
      expect(login.status(), "signing in again").toBe(200);
      account.token = (await login.json()).token;
    }
    return account.token;
  }

  const checked: string[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const needsSignIn = Boolean(op.security?.length) && !op.security!.some((s) => Object.keys(s).length === 0);
      // A refusal of what was sent (a 429 is about how often, not what: a rate limit is not an input's fault; and on an
      // operation open to guests a 401 answers only a Prajna token that expired, which no generated request carries:
      // tests/e2e/openapi.api.spec.ts sends one).
      const mayRefuse = Object.keys(op.responses).some((s) => s.startsWith("4") && s !== "429" && (s !== "401" || needsSignIn));
      const where = `${method.toUpperCase()} ${template} (${op.operationId})`;
      if (ONLY && !ONLY.includes(op.operationId)) continue;

      /** The answer must be documented for this operation, with a body of its schema; never a 5xx. */
      async function conforms(res: APIResponse, drawn: Drawn, expectRefusal: boolean): Promise<void> {
        const status = res.status();
        const about = `${where} ${status} for ${JSON.stringify(drawn).slice(0, 600)}`;
        expect(status, `${about}: no server error`).toBeLessThan(500);
        if (expectRefusal) expect(status, `${about}: an invalid request is refused`).toBeGreaterThanOrEqual(400);
        const documented = op.responses[String(status)];
        expect(documented, `${about}: a documented status`).toBeTruthy();
        const type = (res.headers()["content-type"] ?? "").split(";")[0].trim();
        const body = await res.body();
        if (!documented.content) {
          expect(body.length, `${about}: no body`).toBe(0);
          return;
        }
        const media = documented.content[type];
        expect(media, `${about}: ${type} is a documented content type`).toBeTruthy();
        const text = body.toString("utf8");
        if (media.itemSchema) {
          expect(eventStreamProblems(ajv, media.itemSchema, parseEventStream(text)), `${about}: events`).toEqual([]);
        } else if (type === "application/json") {
          const validate = ajv.compile(media.schema!);
          const value = JSON.parse(text);
          expect(validate(value), `${about}: ${ajv.errorsText(validate.errors)}\n${text.slice(0, 400)}`).toBe(true);
        } else {
          expect(ajv.validate(media.schema!, text), `${about}: ${ajv.errorsText()}`).toBe(true);
        }
      }

      async function send(drawn: Drawn): Promise<APIResponse> {
        let url = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(drawn.path[name]));
        const query = new URLSearchParams(drawn.query).toString();
        if (query) url += `?${query}`;
        const headers: Record<string, string> = { "X-Forwarded-For": fromAddress() };
        if (drawn.signedIn) headers.Authorization = `Bearer ${await token()}`;
        const options: Parameters<APIRequestContext["fetch"]>[1] = { method: method.toUpperCase(), headers, timeout: 30_000 };
        if (drawn.type === "application/x-www-form-urlencoded" || drawn.type === "multipart/form-data") {
          const fields = Object.fromEntries(
            Object.entries(drawn.body as Record<string, unknown>).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
          );
          if (drawn.type === "multipart/form-data") options.multipart = fields;
          else options.form = fields;
        } else if (drawn.type) {
          headers["Content-Type"] = drawn.type;
          options.data = JSON.stringify(drawn.body);
        }
        return request.fetch(url, options);
      }

      // The parts of a request: path and query parameters as text, a body of each documented content type.
      const pathParams = (op.parameters ?? []).filter((p) => p.in === "path");
      const queryParams = (op.parameters ?? []).filter((p) => p.in === "query");
      const asText = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));
      const pathArb = fc.record(Object.fromEntries(pathParams.map((p) => [p.name, valid(p.schema).map(asText)])));
      const queryArb = fc.record(Object.fromEntries(queryParams.map((p) => [p.name, valid(p.schema).map(asText)])), {
        requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name),
      });
      const media = Object.entries(op.requestBody?.content ?? {});
      const signedIn = needsSignIn ? fc.constant(true) : op.security?.length ? fc.boolean() : fc.constant(false);
      const bodyArb: fc.Arbitrary<{ type?: string; body?: unknown }> = media.length
        ? fc.oneof(...media.map(([type, m]) => valid(m.schema!).map((body) => ({ type, body }))))
        : fc.constant({});
      const validArb = fc
        .tuple(pathArb, queryArb, bodyArb, signedIn)
        .map(([path, query, body, auth]): Drawn => ({ path, query, ...body, signedIn: auth }));

      // Invalid requests: one part wrong. A body wrong for its schema (JSON bodies: forms carry text only), or a path
      // or query parameter wrong, read as the route reads it (numbers from text).
      const wrong: fc.Arbitrary<Drawn>[] = [];
      for (const [type, m] of media) {
        if (!/json|csp-report/.test(type)) continue;
        const bad = invalid(m.schema!, (v) => !accepts(m.schema!)(v));
        if (bad)
          wrong.push(
            fc.tuple(pathArb, queryArb, bad, signedIn).map(([path, query, body, auth]) => ({ path, query, type, body, signedIn: auth })),
          );
      }
      for (const p of [...pathParams, ...queryParams]) {
        const schema = p.schema;
        const numeric = ["integer", "number"].includes(schema.type as string);
        const refused = (v: unknown) => {
          const s = asText(v);
          if (s === "") return false; // an empty parameter means a missing one
          return !accepts(schema)(numeric && s.trim() !== "" && !Number.isNaN(Number(s)) ? Number(s) : s);
        };
        const bad = invalid(schema, refused);
        if (!bad) continue;
        wrong.push(
          fc.tuple(pathArb, queryArb, bodyArb, signedIn, bad).map(([path, query, body, auth, v]) => ({
            ...(p.in === "path" ? { path: { ...path, [p.name]: asText(v) }, query } : { path, query: { ...query, [p.name]: asText(v) } }),
            ...body,
            signedIn: auth,
          })),
        );
      }
      if (needsSignIn) {
        // Without a token, an operation that needs one refuses.
        wrong.push(validArb.map((d) => ({ ...d, signedIn: false })));
      }

      const property = (arb: fc.Arbitrary<Drawn>, refused: boolean) =>
        fc.asyncProperty(arb, async (drawn) => conforms(await send(drawn), drawn, refused));
      try {
        await fc.assert(property(validArb, false), { seed: SEED, numRuns: RUNS, endOnFailure: true });
        if (wrong.length) await fc.assert(property(fc.oneof(...wrong), true), { seed: SEED, numRuns: RUNS, endOnFailure: true });
        else expect(mayRefuse, `${where}: nothing invalid can be drawn, so it must refuse nothing`).toBe(false);
      } catch (error) {
        const cause = (error as Error).cause as Error | undefined;
        throw new Error(`${where} failed (CONTRACT_SEED=${SEED} to replay):\n${(error as Error).message}\n${cause?.message ?? ""}`);
      }
      checked.push(`${op.operationId}: ${RUNS} valid${wrong.length ? `, ${RUNS} invalid` : ""}`);
    }
  }
  console.log(checked.join("\n"));
  if (!ONLY) expect(checked.length).toBeGreaterThanOrEqual(29);
});
