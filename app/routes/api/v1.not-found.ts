import { openaiNotFound } from "~/lib/openai-api.server";
import type { Route } from "./+types/v1.not-found";

/** Every other path under /v1 (any method) answers OpenAI's JSON 404, never the HTML page. */
export const loader = ({ request }: Route.LoaderArgs) => openaiNotFound(new URL(request.url).pathname);
export const action = ({ request }: Route.ActionArgs) => openaiNotFound(new URL(request.url).pathname);
