import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  localizePath,
  splitLanguagePrefix,
  switchLanguagePath,
  languagePrefix,
  languagePrefixRedirect,
} from "../../../../src/lib/i18n/localized-path.ts";
import { resolveVariant, V2_SHARE_PERCENT } from "../../../../src/lib/ab-test/assign-variant.ts";
import { alternateLinks, canonicalUrl } from "../../../../src/lib/seo/alternates.ts";
import { renderSitemap } from "../../../../src/lib/seo/sitemap.ts";

const offered = ["en", "fr", "ar", "zh", "pt"];

describe("language paths", () => {
  it.each([
    ["/", "fr", "/fr/"],
    ["/faq", "fr", "/fr/faq"],
    ["/faq", "en", "/faq"],
    ["/#calculator", "ar", "/ar/#calculator"],
  ])("localizePath(%s, %s) = %s", (rest, lang, expected) => {
    expect(localizePath(rest, lang, "en")).toBe(expected);
  });

  it.each([
    ["/fr/faq", { lang: "fr", rest: "/faq" }],
    ["/fr/", { lang: "fr", rest: "/" }],
    ["/fr", { lang: "fr", rest: "/" }],
    ["/faq", { lang: null, rest: "/faq" }],
    ["/xx/faq", { lang: null, rest: "/xx/faq" }],
  ])("splitLanguagePrefix(%s)", (path, expected) => {
    expect(splitLanguagePrefix(path, offered)).toEqual(expected);
  });

  it.each([
    ["/fr/faq", "ar", "/ar/faq"],
    ["/fr/faq", "en", "/faq"],
    ["/faq", "zh", "/zh/faq"],
    ["/", "pt", "/pt/"],
    ["/ar/", "en", "/"],
  ])("switchLanguagePath(%s → %s) = %s", (path, target, expected) => {
    expect(switchLanguagePath(path, target, offered, "en")).toBe(expected);
  });

  it.each([
    ["/xx/faq", "/faq"],
    ["/xx/download/", "/download/"],
    ["/pt-xx/faq", "/faq"],
    ["/fr/faq", null],
    ["/fr", null],
    ["/faq", null],
    ["/api/v1/thing", null],
    ["/xx", "/"],
    ["/xx/", "/"],
    ["/en/faq", "/faq"],
    ["/en", "/"],
    ["/EN/download", "/download"],
    ["/en/salary/DE/nurse/5", "/salary/DE/nurse/5"],
    ["/Fr/faq", "/fr/faq"],
    ["/FR", "/fr"],
    ["/v1", null],
  ])("languagePrefixRedirect(%s) = %s", (path, expected) => {
    expect(languagePrefixRedirect(path, offered, "en")).toBe(expected);
  });

  it("switching there and back returns the same path (no loops)", () => {
    const rest = fc.constantFrom("/", "/faq", "/download", "/privacy-policy");
    fc.assert(
      fc.property(rest, fc.constantFrom(...offered), fc.constantFrom(...offered), (r, a, b) => {
        const start = localizePath(r, a, "en");
        expect(switchLanguagePath(switchLanguagePath(start, b, offered, "en"), a, offered, "en")).toBe(start);
      }),
    );
  });

  it("the language prefix is empty for the default language only", () => {
    expect(languagePrefix("en", "en")).toBe("");
    expect(languagePrefix("ar", "en")).toBe("/ar");
  });

  it("the fallback of a fallback is stable", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\/[a-z]{2}\/[a-z-]{1,12}$/), (path) => {
        // At most two hops ("/xx/ab" → "/ab" → "/"), never a loop.
        let current = path;
        for (let hop = 0; hop < 2; hop++) current = languagePrefixRedirect(current, offered, "en") ?? current;
        expect(languagePrefixRedirect(current, offered, "en")).toBeNull();
      }),
    );
  });
});

describe("resolveVariant", () => {
  const none = { variant: null, version: null };
  it.each([
    ["a new visitor below the share gets v2", none, 10, 100, false, { variant: "v2", assigned: true }],
    ["a new visitor above a 50% share gets v1", none, 75, 50, false, { variant: "v1", assigned: true }],
    [
      "a stored v1 stays v1 even at 100%",
      { variant: "v1", version: "1.0" },
      0,
      100,
      false,
      { variant: "v1", assigned: false },
    ],
    [
      "a stored value from another version is reassigned",
      { variant: "v1", version: "0.9" },
      0,
      100,
      false,
      { variant: "v2", assigned: true },
    ],
    ["garbage is reassigned", { variant: "v9", version: "1.0" }, 0, 100, false, { variant: "v2", assigned: true }],
    ["salary pages count as v1 and never assign", none, 0, 100, true, { variant: "v1", assigned: false }],
    [
      "salary pages ignore a stored v2",
      { variant: "v2", version: "1.0" },
      0,
      100,
      true,
      { variant: "v1", assigned: false },
    ],
  ])("%s", (_label, stored, roll, share, salary, expected) => {
    expect(resolveVariant(stored, roll, share, salary)).toEqual(expected);
  });

  it("sends everyone to v2 at the configured 100% share", () => {
    expect(V2_SHARE_PERCENT).toBe(100);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 99.999, noNaN: true }), (roll) => {
        expect(resolveVariant({ variant: null, version: null }, roll, V2_SHARE_PERCENT, false).variant).toBe("v2");
      }),
    );
  });

  it("assigns roughly the configured share", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (share) => {
        const rolls = Array.from({ length: 100 }, (_, i) => i);
        const v2 = rolls.filter(
          (r) => resolveVariant({ variant: null, version: null }, r, share, false).variant === "v2",
        );
        expect(v2).toHaveLength(share);
      }),
    );
  });
});

describe("SEO links", () => {
  it("builds a canonical with English unprefixed", () => {
    expect(canonicalUrl("https://x.test", "/faq", "en", "en")).toBe("https://x.test/faq");
    expect(canonicalUrl("https://x.test/", "/faq", "ar", "en")).toBe("https://x.test/ar/faq");
  });

  it("lists every offered language plus x-default pointing at English", () => {
    const links = alternateLinks("https://x.test", "/", offered, "en");
    expect(links.map((l) => l.hreflang)).toEqual([...offered, "x-default"]);
    expect(links.at(-1)?.href).toBe("https://x.test/");
    expect(links.find((l) => l.hreflang === "zh")?.href).toBe("https://x.test/zh/");
  });

  it("escapes sitemap XML", () => {
    const xml = renderSitemap([{ loc: "https://x.test/a?b=1&c=2", alternates: [] }]);
    expect(xml).toContain("<loc>https://x.test/a?b=1&amp;c=2</loc>");
  });
});
