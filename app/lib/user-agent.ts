/**
 * A User-Agent header in a few words a person recognises ("Firefox on Linux", "Safari on iPhone"), for the list of
 * places an account is signed in. Only the summary is stored, never the header. Not a full parser: the browsers and
 * systems people use, in the order that tells them apart (Edge and Opera also say "Chrome"; Chrome also says "Safari").
 */

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera|OPiOS)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\b(Macintosh|Mac OS X)\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
];

/** Programs that call the API and name themselves plainly. */
const CLIENTS: Array<[RegExp, string]> = [
  [/^curl\//i, "curl"],
  [/^Wget\//i, "Wget"],
  [/^python-requests\//i, "Python (requests)"],
  [/^python-httpx\//i, "Python (httpx)"],
  [/^(node|undici|node-fetch)\b/i, "Node.js"],
  [/^Go-http-client\//i, "Go"],
  [/^okhttp\//i, "OkHttp"],
  [/^PostmanRuntime\//i, "Postman"],
  [/^OpenAI\//i, "An OpenAI client"],
];

const MAX_LENGTH = 1000;

export function describeUserAgent(header: string | null | undefined): string {
  const ua = (header ?? "").slice(0, MAX_LENGTH).trim();
  if (!ua) return "Unknown device";
  for (const [pattern, name] of CLIENTS) if (pattern.test(ua)) return name;
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return "Unknown device";
}
