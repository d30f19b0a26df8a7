import { createContext as createReactContext, useContext } from "react";
import { createContext } from "react-router";

/**
 * The Content-Security-Policy nonce of one response. The server's middleware makes a fresh one per request and puts
 * it in the router context; the document render hands it to React, and the layout gives it to every script React
 * Router writes. In the browser it is undefined: scripts added after hydration are not inline.
 */
export const nonceContext = createContext<string | null>(null);

export const NonceContext = createReactContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
