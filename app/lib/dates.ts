/** Long US style, as the site shows dates: "September 26, 2025". Dates without a time are read as UTC days. */
export function formatLongDate(value: string | Date): string {
  const date = typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(date);
}

/** How long ago, in words: "just now", "5 minutes ago", "3 hours ago", "2 days ago"; past a month, the date. */
export function timeAgo(value: string | Date, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(value).getTime()) / 1000));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"} ago`;
  if (seconds < 60) return "just now";
  if (seconds < 3600) return plural(Math.floor(seconds / 60), "minute");
  if (seconds < 86_400) return plural(Math.floor(seconds / 3600), "hour");
  if (seconds < 31 * 86_400) return plural(Math.floor(seconds / 86_400), "day");
  return `on ${formatLongDate(new Date(value))}`;
}
