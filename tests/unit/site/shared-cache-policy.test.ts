import { describe, expect, it } from "vitest";
import { sharedCacheKey, sharedMaxAge } from "../../../src/lib/http/shared-cache-policy.ts";

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
    expect(sharedCacheKey("/a?x=1", "br")).not.toBe(sharedCacheKey("/a?x=2", "br"));
  });
});
