import { type ActionFunctionArgs, RouterContextProvider } from "react-router";

/**
 * The arguments React Router hands a loader or action, for calling one directly in a test: the request, its URL,
 * the route's params, and an empty router context.
 */
export function routeArgs<Params extends Record<string, string> = Record<string, never>>(
  request: Request,
  params: Params = {} as Params,
): ActionFunctionArgs & { params: Params } {
  const url = new URL(request.url);
  return { request, url, pattern: url.pathname, params, context: new RouterContextProvider() };
}
