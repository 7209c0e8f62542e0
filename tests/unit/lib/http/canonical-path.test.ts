import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalPath } from "../../../../src/lib/http/canonical-path.ts";

describe("canonicalPath", () => {
  it.each([
    ["/", "/"],
    ["/faq", "/faq"],
    ["//api/v1/salary", "/api/v1/salary"],
    ["/api//v1///salary", "/api/v1/salary"],
    ["/api/v1/%73alary", "/api/v1/salary"],
    ["/x/../api/v1/salary", "/api/v1/salary"],
    ["/./robots.txt", "/robots.txt"],
    ["/.//sitemap.xml", "/sitemap.xml"],
    ["/x/../404.html", "/404.html"],
    ["/a/b/..", "/a/"],
    ["/a/b/.", "/a/b/"],
    ["/../../etc/passwd", "/etc/passwd"],
    ["/%2e%2e/robots.txt", "/robots.txt"],
    ["/salary/SE/kass%c3%b6r/5", "/salary/SE/kass%C3%B6r/5"],
    ["/salary/SE/kass%C3%B6r/5", "/salary/SE/kass%C3%B6r/5"],
    ["/a%2Fb", "/a%2Fb"],
    ["/a%2fb", "/a%2Fb"],
    ["/de/career-guide/", "/de/career-guide/"],
    ["/%7Euser", "/~user"],
  ])("%s → %s", (input, want) => {
    expect(canonicalPath(input)).toBe(want);
  });

  const pathArb = fc
    .array(
      fc.oneof(
        fc.constantFrom("", ".", "..", "%2e", "%2E%2e", "api", "v1", "%73alary", "a%2fb", "%c3%b6", "~", "x"),
        fc.stringMatching(/^[a-z0-9%._~-]{0,6}$/),
      ),
      { maxLength: 8 },
    )
    .map((segments) => `/${segments.join("/")}`);

  it("is idempotent and leaves no doubled slash, dot segment or encoded unreserved character", () => {
    fc.assert(
      fc.property(pathArb, (path) => {
        const c = canonicalPath(path);
        expect(canonicalPath(c)).toBe(c);
        expect(c.startsWith("/")).toBe(true);
        expect(c).not.toMatch(/\/\//);
        expect(c.split("/").slice(1, -1)).not.toContain(".");
        expect(c.split("/").slice(1, -1)).not.toContain("..");
        expect(c).not.toMatch(/%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2D|2E|5F|7E)/i);
      }),
    );
  });
});
