import { type ActionFunctionArgs, RouterContextProvider } from "react-router";

/**
 * The arguments React Router hands a loader or action, for calling one directly in a test: the request, its URL,
 * the route's params, and a fresh context (middleware is on, so it is a RouterContextProvider).
 */
export function routeArgs<Params extends Record<string, string> = Record<string, never>>(
  request: Request,
  params: Params = {} as Params,
): ActionFunctionArgs & { params: Params; context: RouterContextProvider } {
  const url = new URL(request.url);
  return { request, url, pattern: url.pathname, params, context: new RouterContextProvider() };
}
