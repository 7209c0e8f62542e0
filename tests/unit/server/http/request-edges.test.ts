import { describe, expect, it } from "vitest";
import {
  ALLOWED_METHODS,
  MAX_BODY_BYTES,
  MAX_TARGET_LENGTH,
  requestEdgeRejection,
} from "../../../../src/server/http/request-edges.ts";
import {
  isExecutableScriptType,
  scriptSources,
  withAdsense,
} from "../../../../src/server/http/content-security-policy.ts";
import { securityHeaders } from "../../../../src/server/http/security-headers.ts";

describe("requestEdgeRejection", () => {
  it.each([
    ["TRACE", "/", 405],
    ["PUT", "/api/v1/events", 405],
    ["DELETE", "/faq", 405],
    ["CONNECT", "/", 405],
    ["GET", "/salary/DE/nurse%0a/5", 400],
    ["GET", "/salary/DE/nurse%0d%0aSet-Cookie:x/5", 400],
    ["GET", "/a%00b", 400],
    ["GET", "/guide%E2%80%A8x", 400],
    ["GET", "/salary/DE/nurse%E2%80%A9/5", 400],
    ["GET", "/%E0%A4%A", 400],
    ["GET", "/%ed%a0%80", 400],
    ["GET", `/salary/DE/${"x".repeat(16_000)}/5`, 414],
  ] as const)("%s %s → %d", (method, target, status) => {
    expect(requestEdgeRejection({ method, target })?.status).toBe(status);
  });

  it.each([
    ["GET", "/"],
    ["HEAD", "/faq"],
    ["POST", "/api/v1/events"],
    ["OPTIONS", "/api/v1/salary"],
    ["DELETE", "/api/v1/admin/session"],
    ["GET", "/ar/salary/EG/%D9%85%D9%85%D8%B1%D8%B6%D8%A9/5?x=%0a"],
    ["GET", `/salary/JP/${"%E8%AD%B7".repeat(100)}/5`],
  ] as const)("lets %s %s through", (method, target) => {
    expect(requestEdgeRejection({ method, target })).toBeUndefined();
  });

  it.each([
    ["//api/v1/salary?country=DE&position=engineer&experience=5"],
    ["/api/v1/%73alary?country=US&position=nurse&experience=1"],
    ["/x/../api/v1/salary?country=DE"],
    ["//api/v1/positions?q=%3Cb%3Eattacker%3C/b%3E"],
    ["/api/v1/og/salary.png/."],
  ])("refuses the API request %s (not its canonical path) with 400", (target) => {
    const r = requestEdgeRejection({ method: "GET", target });
    expect(r?.status).toBe(400);
    expect(r?.headers["Location"]).toBeUndefined();
  });

  it.each([
    ["/x/../robots.txt", "/robots.txt"],
    ["/.//sitemap.xml", "/sitemap.xml"],
    ["/x/../favicon.ico", "/favicon.ico"],
    ["/x/../404.html", "/404.html"],
    ["/x/../_astro/app.js", "/_astro/app.js"],
    ["/x1/../salary/DE/engineer/5", "/salary/DE/engineer/5"],
    ["//faq?utm=1", "/faq?utm=1"],
    ["/salary/SE/kass%c3%b6r/5", "/salary/SE/kass%C3%B6r/5"],
    ["//evil.example/path", "/evil.example/path"],
  ])("redirects the page %s to %s (301), on this host", (target, location) => {
    const r = requestEdgeRejection({ method: "GET", target });
    expect(r?.status).toBe(301);
    expect(r?.headers["Location"]).toBe(location);
    expect(r?.headers["Location"]?.startsWith("//")).toBe(false);
  });

  it("answers 405 with Allow, and never echoes the request", () => {
    const r = requestEdgeRejection({ method: "TRACE", target: `/${"<script>".repeat(100)}` });
    expect(r?.headers["Allow"]).toBe(ALLOWED_METHODS.join(", "));
    expect(r?.body).not.toContain("script");
    expect(
      requestEdgeRejection({ method: "GET", target: `/${"q".repeat(MAX_TARGET_LENGTH)}` })?.body.length,
    ).toBeLessThan(100);
  });
});

/** The headers the middleware sets on a response. */
function headersOf(settings: { hstsMaxAge: number; scriptSources?: string[] }): Record<string, string> {
  const set: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => (set[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete set[name.toLowerCase()],
  };
  let passed = false;
  securityHeaders({ scriptSources: ["'self'"], ...settings })({} as never, res as never, () => (passed = true));
  expect(passed).toBe(true);
  return set;
}

describe("securityHeaders", () => {
  it("forbids framing and sniffing and sets a referrer and permissions policy", () => {
    const h = headersOf({ hstsMaxAge: 0 });
    expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"]).toContain("camera=()");
    expect(h["x-frame-options"]).toBe("DENY");
    expect(h["strict-transport-security"]).toBeUndefined();
  });

  it("restricts scripts to self, the given hashes and hosts, with no inline handlers or unsafe-inline", () => {
    const sources = scriptSources(["sha256-abc+/="], { gtag: true, ads: false });
    const csp = headersOf({ hstsMaxAge: 0, scriptSources: sources })["content-security-policy"]!;
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc+/=' https://www.googletagmanager.com");
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it("lists third-party script hosts only for configured analytics", () => {
    expect(scriptSources([], { gtag: false, ads: false })).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(scriptSources([], { gtag: false, ads: true })).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      "https://www.googletagmanager.com",
      "https://googleads.g.doubleclick.net",
      "https://www.googleadservices.com",
    ]);
  });

  it("adds AdSense's hosts once, to whatever the build allowed", () => {
    const plain = scriptSources([], { gtag: false, ads: false });
    const added = withAdsense(plain);
    expect(added).toContain("https://pagead2.googlesyndication.com");
    expect(added).toContain("https://googleads.g.doubleclick.net");
    expect(added).not.toContain("https://www.googletagmanager.com");
    const both = withAdsense(scriptSources([], { gtag: false, ads: true }));
    expect(both.filter((h) => h === "https://googleads.g.doubleclick.net")).toHaveLength(1);
  });

  it("sends the alternative sources exactly to the requests it is chosen for", () => {
    const set = (url: string, adsense: boolean) => {
      const out: Record<string, string> = {};
      const res = {
        setHeader: (name: string, value: string) => (out[name.toLowerCase()] = String(value)),
        removeHeader: (name: string) => delete out[name.toLowerCase()],
      };
      securityHeaders({
        hstsMaxAge: 0,
        scriptSources: ["'self'"],
        alternative: { scriptSources: withAdsense(["'self'"]), use: (req) => adsense || req.url === "/admin/x" },
      })({ url } as never, res as never, () => undefined);
      return out["content-security-policy"] ?? "";
    };
    expect(set("/faq", false)).not.toContain("googlesyndication");
    expect(set("/faq", true)).toContain("https://pagead2.googlesyndication.com");
    expect(set("/admin/x", false)).toContain("https://pagead2.googlesyndication.com");
  });

  it.each([
    [undefined, true],
    ["", true],
    ["module", true],
    ["text/javascript", true],
    ["application/ld+json", false],
    ["application/json", false],
    ["speculationrules", false],
  ])("script type %s is executable: %s", (type, expected) => {
    expect(isExecutableScriptType(type)).toBe(expected);
  });

  it("adds HSTS only when configured", () => {
    expect(headersOf({ hstsMaxAge: 31_536_000 })["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });
});

describe("requestEdgeRejection: the rules that keep one request from costing or poisoning others", () => {
  it.each([
    // [what, request, status]
    [
      "a sign-in post over the body limit",
      { method: "POST", target: "/admin/login", contentLength: String(20 * 1024 * 1024) },
      413,
    ],
    ["a body with no length", { method: "POST", target: "/api/v1/events", transferEncoding: "chunked" }, 411],
    ["a length that is not a number", { method: "POST", target: "/api/v1/contact", contentLength: "12abc" }, 400],
    [
      "a Host that carries a path",
      { method: "GET", target: "/salary/US/registered-nurses/16", host: "x/salary/US/registered-nurse-scam/16#" },
      400,
    ],
    ["a Host with credentials", { method: "GET", target: "/faq", host: "user@example.com" }, 400],
    [
      "a raw # in the target",
      { method: "GET", target: "/api/v1/salary?country=IT&position=nurse&#&experience=7" },
      400,
    ],
    ["an API path with a trailing slash", { method: "GET", target: "/api/v1/positions/?q=%3Cb%3Ex" }, 400],
    ["POST on a page", { method: "POST", target: "/faq" }, 405],
    ["OPTIONS on a result page", { method: "OPTIONS", target: "/salary/DE/nurse/5" }, 405],
    ["POST on robots.txt", { method: "POST", target: "/robots.txt" }, 405],
    ["OPTIONS on a sitemap", { method: "OPTIONS", target: "/sitemap-index.xml" }, 405],
  ] as const)("refuses %s", (_what, request, status) => {
    expect(requestEdgeRejection(request)?.status).toBe(status);
  });

  it.each([
    ["a form post within the limit", { method: "POST", target: "/admin/login", contentLength: "120" }],
    ["the contact form without JavaScript", { method: "POST", target: "/de/contact/send", contentLength: "300" }],
    ["an API preflight", { method: "OPTIONS", target: "/api/v1/salary" }],
    ["a plain host and port", { method: "GET", target: "/faq", host: "127.0.0.1:4321" }],
    ["an IPv6 host", { method: "GET", target: "/faq", host: "[::1]:4321" }],
    ["a domain", { method: "GET", target: "/faq", host: "www.salaryscope.app" }],
  ] as const)("lets through %s", (_what, request) => {
    expect(requestEdgeRejection(request)).toBeUndefined();
  });

  it("says which methods a page takes, and closes the connection on a body it will not read", () => {
    expect(requestEdgeRejection({ method: "POST", target: "/faq" })?.headers["Allow"]).toBe("GET, HEAD");
    const tooLarge = requestEdgeRejection({
      method: "POST",
      target: "/api/v1/events",
      contentLength: String(MAX_BODY_BYTES + 1),
    });
    expect(tooLarge?.headers["Connection"]).toBe("close");
    expect(
      requestEdgeRejection({ method: "POST", target: "/api/v1/events", contentLength: String(MAX_BODY_BYTES) }),
    ).toBeUndefined();
  });
});
