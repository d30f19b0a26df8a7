import { describe, expect, it } from "vitest";
import { timeAgo } from "./dates";
import { networkPrefix } from "./network-prefix";
import { describeUserAgent } from "./user-agent";

describe("a User-Agent in words", () => {
  it.each([
    ["Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", "Firefox on Linux"],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari on iPhone",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
      "Safari on Mac",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
      "Edge on Windows",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
      "Chrome on Windows",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
      "Samsung Internet on Android",
    ],
    [
      "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
      "Chrome on iPad",
    ],
    [
      "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0",
      "Opera on ChromeOS",
    ],
    ["curl/8.5.0", "curl"],
    ["python-requests/2.32.3", "Python (requests)"],
    ["Mozilla/5.0 (X11; Linux x86_64) SomethingNew/1.0", "A browser on Linux"],
    ["", "Unknown device"],
    [null, "Unknown device"],
  ])("%s is %s", (ua, words) => {
    expect(describeUserAgent(ua)).toBe(words);
  });
});

describe("a network, never an address", () => {
  it.each([
    ["203.0.113.42", "203.0.113.x"],
    ["::ffff:198.51.100.7", "198.51.100.x"],
    ["2001:db8:85a3::8a2e:370:7334", "2001:db8:85a3:x"],
    ["2001:db8::1", "2001:db8:0:x"],
    ["[2001:0db8:0001:0002:0003:0004:0005:0006]", "2001:db8:1:x"],
    ["999.1.1.1", null],
    ["not an address", null],
    ["1::2::3", null],
    [null, null],
  ])("%s is shown as %s", (address, shown) => {
    expect(networkPrefix(address)).toBe(shown);
  });
});

describe("how long ago, in words", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  it.each([
    ["2026-03-10T11:59:30Z", "just now"],
    ["2026-03-10T11:59:00Z", "1 minute ago"],
    ["2026-03-10T11:15:00Z", "45 minutes ago"],
    ["2026-03-10T09:00:00Z", "3 hours ago"],
    ["2026-03-08T12:00:00Z", "2 days ago"],
    ["2025-12-25T12:00:00Z", "on December 25, 2025"],
  ])("%s is %s", (then, words) => {
    expect(timeAgo(then, now)).toBe(words);
  });
});
