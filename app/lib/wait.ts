/** "Please wait N minutes": the words every 429 page shows beside its Retry-After. */
export function waitMinutes(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
