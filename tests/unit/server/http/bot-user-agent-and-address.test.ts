import { describe, expect, it } from "vitest";
import { isBotUserAgent } from "../../../../src/lib/analytics/bot-user-agent.ts";
import { readEnv } from "../../../../src/config/env.ts";
import {
  NO_TRUSTED_PROXIES,
  rateLimitKey,
  requestClient,
  trustedProxies,
} from "../../../../src/server/http/client-address.ts";
import { parseTrustedProxyList } from "../../../../src/lib/http/trusted-proxy-list.ts";
import { socketAddressOf } from "../../../../src/server/site-services.ts";

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

describe("requestClient", () => {
  const proxies = trustedProxies(["10.0.0.0/8", "2001:db8:1::/48", "192.0.2.5"]);
  const request = (headers: Record<string, string>, url = "http://127.0.0.1/api") => ({
    headers: new Headers(headers),
    url,
  });

  it("without TRUST_PROXY uses the socket and its protocol, whatever the headers say", () => {
    const spoofed = request({ "x-forwarded-for": "198.51.100.7", "x-forwarded-proto": "https" });
    expect(requestClient(spoofed, "127.0.0.1", NO_TRUSTED_PROXIES)).toEqual({ address: "127.0.0.1", secure: false });
    expect(requestClient(request({}, "https://example.org/"), "127.0.0.1", NO_TRUSTED_PROXIES).secure).toBe(true);
    expect(requestClient(request({}), undefined, NO_TRUSTED_PROXIES).address).toBe("unknown");
  });

  it("ignores forwarded headers from a peer that is not a listed proxy (a client connecting directly)", () => {
    const spoofed = request({ "x-forwarded-for": "198.51.100.7", "x-forwarded-proto": "https" });
    expect(requestClient(spoofed, "203.0.113.50", proxies)).toEqual({ address: "203.0.113.50", secure: false });
  });

  it("takes the hop a listed proxy appended, skipping proxies in the chain, never a client-supplied hop", () => {
    const chain = request({ "x-forwarded-for": "1.2.3.4, 198.51.100.7, 10.9.9.9, 192.0.2.5" });
    expect(requestClient(chain, "10.0.0.1", proxies).address).toBe("198.51.100.7");
    const allProxies = request({ "x-forwarded-for": "10.1.1.1, 10.2.2.2" });
    expect(requestClient(allProxies, "10.0.0.1", proxies).address).toBe("10.1.1.1");
    expect(requestClient(request({}), "10.0.0.1", proxies).address).toBe("10.0.0.1");
  });

  it("matches IPv4-mapped IPv6 peers and IPv6 ranges, and reports one spelling per client", () => {
    const forwarded = request({ "x-forwarded-for": "::ffff:198.51.100.7" });
    expect(requestClient(forwarded, "::ffff:10.0.0.1", proxies).address).toBe("198.51.100.7");
    expect(requestClient(forwarded, "2001:DB8:1::9", proxies).address).toBe("198.51.100.7");
    expect(requestClient(forwarded, "2001:db8:2::9", proxies).address).toBe("2001:db8:2::9");
    expect(requestClient(request({}), "::ffff:203.0.113.1", proxies).address).toBe("203.0.113.1");
  });

  it("reads the protocol from the same hop as the address", () => {
    // A client sent its own "https" first; the proxy appended what it really saw.
    const spoofedProto = request({
      "x-forwarded-for": "203.0.113.9, 198.51.100.7",
      "x-forwarded-proto": "https, http",
    });
    expect(requestClient(spoofedProto, "10.0.0.1", proxies)).toEqual({ address: "198.51.100.7", secure: false });
    const real = request({ "x-forwarded-for": "203.0.113.9, 198.51.100.7", "x-forwarded-proto": "http, HTTPS" });
    expect(requestClient(real, "10.0.0.1", proxies)).toEqual({ address: "198.51.100.7", secure: true });
    // A proxy that sets one X-Forwarded-Proto while appending to X-Forwarded-For: aligned from the right.
    const single = request({ "x-forwarded-for": "203.0.113.9, 198.51.100.7", "x-forwarded-proto": "https" });
    expect(requestClient(single, "10.0.0.1", proxies)).toEqual({ address: "198.51.100.7", secure: true });
    // Two proxies, each appending: the outer one saw TLS from the client.
    const two = request({ "x-forwarded-for": "198.51.100.7, 10.5.5.5", "x-forwarded-proto": "https, http" });
    expect(requestClient(two, "10.0.0.1", proxies)).toEqual({ address: "198.51.100.7", secure: true });
  });

  it("stops at a hop that is not an address, keeping the last one a proxy vouched for", () => {
    const broken = request({ "x-forwarded-for": "198.51.100.7, unknown, 10.5.5.5", "x-forwarded-proto": "https" });
    expect(requestClient(broken, "10.0.0.1", proxies).address).toBe("10.5.5.5");
    const ported = request({ "x-forwarded-for": "198.51.100.7:5555, [2001:db8:9::1]:443" });
    expect(requestClient(ported, "10.0.0.1", proxies).address).toBe("2001:db8:9::1");
  });
});

describe("TRUST_PROXY", () => {
  it.each([
    ["false", []],
    ["", []],
    ["10.0.0.1", ["10.0.0.1/32"]],
    [" 10.0.0.0/8 , 2001:DB8::/32,::1 ", ["10.0.0.0/8", "2001:db8::/32", "::1/128"]],
    ["::ffff:10.0.0.0/104", ["10.0.0.0/8"]],
  ])("accepts %j", (value, entries) => {
    expect(parseTrustedProxyList(value)).toEqual({ entries });
    expect(readEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(entries);
  });

  it("refuses true, which let every client choose its own address, with a message saying what to write", () => {
    expect(() => readEnv({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY.*no longer accepts true.*TRUST_PROXY=10\.0\.0\.0\/8/,
    );
  });

  it.each(["10.0.0.0/33", "2001:db8::/129", "proxy.internal", "10.0.0.1/8/8", "10.0.0.1,", "10.0.0/8"])(
    "refuses %j",
    (value) => {
      expect(parseTrustedProxyList(value)).toHaveProperty("error");
      expect(() => readEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
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

describe("rateLimitKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:0db8:0001:0002::9", "2001:db8:1:2::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1:2:3:4", "fe80:0:0:0::/64"],
  ])("%s counts as %s", (address, key) => {
    expect(rateLimitKey(address)).toBe(key);
  });

  it("puts every address of one /64 under one key, and neighbouring /64s under their own", () => {
    const keys = new Set(Array.from({ length: 50 }, (_, i) => rateLimitKey(`2001:db8:aa:bb:${i.toString(16)}::${i}`)));
    expect(keys.size).toBe(1);
    expect(rateLimitKey("2001:db8:aa:bc::1")).not.toBe(rateLimitKey("2001:db8:aa:bb::1"));
  });
});
