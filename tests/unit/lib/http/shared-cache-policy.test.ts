import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { declaredQuery, ROUTE_QUERY } from "../../../../src/lib/http/route-query.ts";
import { sharedCacheKey, sharedMaxAge } from "../../../../src/lib/http/shared-cache-policy.ts";

describe("sharedMaxAge", () => {
  const ok = { method: "GET", status: 200, setCookie: false };
  it.each([
    ["public, max-age=300, s-maxage=86400, stale-while-revalidate=604800", 86400],
    ["public, s-maxage=60", 60],
    ["public, max-age=300", 0],
    ["no-store", 0],
    ["private, s-maxage=60", 0],
    ["s-maxage=60", 0],
    [undefined, 0],
  ])("%s → %d", (cacheControl, expected) => {
    expect(sharedMaxAge({ ...ok, cacheControl })).toBe(expected);
  });

  it.each([
    [{ ...ok, status: 404 }],
    [{ ...ok, status: 500 }],
    [{ ...ok, method: "POST" }],
    [{ ...ok, setCookie: true }],
  ])("never caches %j", (response) => {
    expect(sharedMaxAge({ ...response, cacheControl: "public, s-maxage=60" })).toBe(0);
  });
});

describe("sharedCacheKey", () => {
  it("separates encodings but ignores order, quality and others", () => {
    expect(sharedCacheKey("/a", "gzip, deflate, br")).toBe(sharedCacheKey("/a", "br;q=1.0, gzip"));
    expect(sharedCacheKey("/a", "gzip")).not.toBe(sharedCacheKey("/a", "br"));
    expect(sharedCacheKey("/a", undefined)).toBe("identity /a");
  });

  it("keys on the encoding chosen, so a refused coding is never served from the cache", () => {
    expect(sharedCacheKey("/a", "br;q=0, gzip")).toBe(sharedCacheKey("/a", "gzip"));
    expect(sharedCacheKey("/a", "br;q=0, gzip")).not.toBe(sharedCacheKey("/a", "br, gzip"));
    expect(sharedCacheKey("/a", "deflate")).toBe(sharedCacheKey("/a", undefined));
  });

  it.each([
    // Pages ignore the query: unknown parameters make no new entry.
    ["/salary/DE/nurse/5?x=1", "/salary/DE/nurse/5?x=2"],
    ["/salary/DE/nurse/5?utm_source=a", "/salary/DE/nurse/5"],
    // APIs keep what they read, in a fixed order, and drop the rest.
    ["/api/v1/salary?position=nurse&country=DE&x=9", "/api/v1/salary?country=DE&position=nurse"],
    ["/api/v1/salary?country=DE&country=US&position=nurse", "/api/v1/salary?country=DE&position=nurse"],
    ["/api/v1/positions?q=nur&lang=de&cb=123", "/api/v1/positions?lang=de&q=nur"],
  ])("%s shares the entry of %s", (a, b) => {
    expect(sharedCacheKey(a, "br")).toBe(sharedCacheKey(b, "br"));
  });

  it.each([
    ["/api/v1/salary?country=DE&position=nurse", "/api/v1/salary?country=US&position=nurse"],
    ["/api/v1/salary?country=DE&position=nurse&lang=de", "/api/v1/salary?country=DE&position=nurse&lang=fr"],
    [
      "/api/v1/og/salary.png?country=DE&position=nurse&experience=1",
      "/api/v1/og/salary.png?country=DE&position=nurse&experience=2",
    ],
    ["/salary/DE/nurse/5", "/salary/DE/nurse/6"],
  ])("%s and %s stay apart", (a, b) => {
    expect(sharedCacheKey(a, "br")).not.toBe(sharedCacheKey(b, "br"));
  });
});

describe("declaredQuery", () => {
  it("gives a route only the parameters it declared, first value each", () => {
    const q = declaredQuery(new URL("http://x/api/v1/salary?country=DE&country=US&secret=1&lang=de"), "/api/v1/salary");
    expect([...q]).toEqual([
      ["country", "DE"],
      ["lang", "de"],
    ]);
    expect(q.get("secret")).toBeNull();
  });

  it("is how every shared-cached route reads its query (a parameter read otherwise would not be in the cache key)", () => {
    const root = new URL("../../../../src/pages/", import.meta.url);
    for (const route of Object.keys(ROUTE_QUERY)) {
      const file = new URL(`.${route}.ts`, root);
      const source = readFileSync(file, "utf8");
      // apiLanguage(url) reads `lang`, which every cached route declares.
      expect(ROUTE_QUERY[route as keyof typeof ROUTE_QUERY], route).toContain("lang");
      expect(source, route).not.toMatch(/\.searchParams\b/);
    }
  });

  it("keys only the declared parameters of a route's exact path", () => {
    expect(sharedCacheKey("/api/v1/salaryX?country=DE", "br")).toBe(sharedCacheKey("/api/v1/salaryX", "br"));
    expect(sharedCacheKey("/api/v1/countries?lang=de&x=1", "br")).toBe(
      sharedCacheKey("/api/v1/countries?lang=de", "br"),
    );
  });
});
