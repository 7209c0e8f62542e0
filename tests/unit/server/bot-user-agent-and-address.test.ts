import { describe, expect, it } from "vitest";
import { isBotUserAgent } from "../../../src/lib/analytics/bot-user-agent.ts";
import { clientAddress } from "../../../src/server/http/client-address.ts";
import { socketAddressOf } from "../../../src/server/site-services.ts";

describe("isBotUserAgent", () => {
  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)",
    "Baiduspider+(+http://www.baidu.com/search/spider.htm)",
    "curl/8.5.0",
    "Wget/1.21.4",
    "python-requests/2.32.3",
    "Go-http-client/1.1",
    "node",
    "",
  ])("drops %j", (ua) => expect(isBotUserAgent(ua)).toBe(true));

  it.each([
    // Playwright's bundled Chromium, old and new headless mode: our e2e tests must be counted.
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.7339.16 Safari/537.36",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.7339.16 Safari/537.36",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
  ])("keeps %j", (ua) => expect(isBotUserAgent(ua)).toBe(false));
});

describe("clientAddress", () => {
  const headers = new Headers({ "x-forwarded-for": "10.0.0.1, 198.51.100.7" });
  it("uses the socket unless the proxy is trusted", () => {
    expect(clientAddress(headers, "127.0.0.1", false)).toBe("127.0.0.1");
    expect(clientAddress(headers, "127.0.0.1", true)).toBe("198.51.100.7");
    expect(clientAddress(new Headers(), "127.0.0.1", true)).toBe("127.0.0.1");
  });
});

describe("socketAddressOf", () => {
  it("prefers the socket address the server put in locals over Astro's clientAddress", () => {
    const context = { locals: { socketAddress: "192.0.2.9" }, clientAddress: "10.0.0.1" };
    expect(socketAddressOf(context)).toBe("192.0.2.9");
    expect(socketAddressOf({ locals: {}, clientAddress: "10.0.0.1" })).toBe("10.0.0.1");
    const throwing = {
      locals: {},
      get clientAddress(): string {
        throw new Error("clientAddress is not available");
      },
    };
    expect(socketAddressOf(throwing)).toBeUndefined();
  });
});
