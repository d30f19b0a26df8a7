/**
 * Token counts, estimated the same way everywhere (the /v1 `usage` in both modes, `max_tokens`, and the token budget
 * for the earlier turns a model is sent): one token per 4 characters of text, rounded up, the usual rule of thumb for
 * English; each chat message adds 4 for its role and framing. No tokenizer is loaded, so the figures are estimates.
 */

export const CHARS_PER_TOKEN = 4;
export const MESSAGE_OVERHEAD_TOKENS = 4;

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

/** The tokens of a list of chat messages: each message's text plus its overhead. */
export function estimateMessageTokens(messages: ReadonlyArray<{ content: string }>): number {
  return messages.reduce((n, m) => n + estimateTokens(m.content) + MESSAGE_OVERHEAD_TOKENS, 0);
}
