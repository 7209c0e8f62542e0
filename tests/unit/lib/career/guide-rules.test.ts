import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { headingIds } from "../../../../src/lib/career/article-outline.ts";
import { parseInline, plainText } from "../../../../src/lib/career/inline-text.ts";
import { guidePath, resolveGuideRequest } from "../../../../src/lib/career/guide-paths.ts";
import { relatedArticles } from "../../../../src/lib/career/related-articles.ts";
import { searchArticles } from "../../../../src/lib/career/guide-search.ts";

const OFFERED = ["en", "tr", "es", "de", "ar", "ja"];
const resolve = (path: string) => resolveGuideRequest(path, OFFERED, "en");

describe("resolveGuideRequest", () => {
  it.each([
    ["/career-guide", { kind: "page", lang: "en", slugs: [] }],
    ["/career-guide/job-search/writing-a-cv", { kind: "page", lang: "en", slugs: ["job-search", "writing-a-cv"] }],
    ["/tr/career-guide/a/b/c/d", { kind: "page", lang: "tr", slugs: ["a", "b", "c", "d"] }],
    ["/ar/career-guide/", { kind: "page", lang: "ar", slugs: [] }],
    // Legacy roots keep their language.
    ["/kariyer-rehberi", { kind: "redirect", location: "/tr/career-guide" }],
    [
      "/kariyer-rehberi/job-search/writing-a-cv",
      { kind: "redirect", location: "/tr/career-guide/job-search/writing-a-cv" },
    ],
    ["/guia-carrera/a/b/c", { kind: "redirect", location: "/es/career-guide/a/b/c" }],
    ["/guia-carrera/a/b/c/d", { kind: "invalid", lang: "es" }],
    // The benefits country pages moved under their region, in every language.
    [
      "/career-guide/employee-benefits-guide/australia",
      { kind: "redirect", location: "/career-guide/employee-benefits-guide/oceania/australia" },
    ],
    [
      "/tr/career-guide/employee-benefits-guide/turkey/severance-pay",
      { kind: "redirect", location: "/tr/career-guide/employee-benefits-guide/europe-asia/turkey/severance-pay" },
    ],
    [
      "/kariyer-rehberi/employee-benefits-guide/turkey",
      { kind: "redirect", location: "/tr/career-guide/employee-benefits-guide/europe-asia/turkey" },
    ],
    [
      "/es/career-guide/employee-benefits-guide/americas/venezuela",
      { kind: "page", lang: "es", slugs: ["employee-benefits-guide", "americas", "venezuela"] },
    ],
    ["/en/career-guide/job-search", { kind: "redirect", location: "/career-guide/job-search" }],
    // Never a path out of the content folder.
    ["/career-guide/..", { kind: "invalid", lang: "en" }],
    ["/career-guide/%2e%2e/%2e%2e/package", { kind: "invalid", lang: "en" }],
    ["/career-guide/job-search/..%2f..%2fsecrets", { kind: "invalid", lang: "en" }],
    ["/career-guide/a%00b", { kind: "invalid", lang: "en" }],
    ["/career-guide/ＡＢ", { kind: "invalid", lang: "en" }],
    ["/career-guide/job-search\\..\\x", { kind: "invalid", lang: "en" }],
    ["/de/career-guide/a/b/c/d/e", { kind: "invalid", lang: "de" }],
    ["/career-guide/Job-Search", { kind: "invalid", lang: "en" }],
    ["/faq", null],
    ["/xx/career-guide", null],
    ["/career-guides", null],
  ])("%s", (path, expected) => {
    expect(resolve(path)).toEqual(expected);
  });

  it("accepts only slug-shaped segments, whatever the input (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 6 }), (segments) => {
        const result = resolve(`/career-guide/${segments.join("/")}`);
        if (result?.kind === "page") {
          for (const s of result.slugs) expect(s).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
          expect(result.slugs.length).toBeLessThanOrEqual(4);
        }
        if (result?.kind === "redirect")
          expect(result.location).toMatch(/^\/([a-z]{2}\/)?career-guide(\/[a-z0-9-]+)*$/);
      }),
    );
  });

  it("builds paths with English unprefixed", () => {
    expect(guidePath("en", ["a", "b"], "en")).toBe("/career-guide/a/b");
    expect(guidePath("ja", [], "en")).toBe("/ja/career-guide");
  });
});

describe("searchArticles", () => {
  const articles = [
    { id: "a", title: "Writing a CV", subtitle: "Get interviews", tags: ["cv", "job search"] },
    { id: "b", title: "Job interviews", subtitle: "Prepare well", tags: ["interviews"] },
    { id: "c", title: "Raises", subtitle: "When to ask for a CV review", tags: ["salary"] },
    { id: "d", title: "İşe alım", subtitle: "Türkiye", tags: ["MAAŞ"] },
    { id: "e", title: "給与交渉のコツ", subtitle: "年収", tags: ["交渉"] },
  ];
  it.each([
    ["c", []],
    [" ", []],
    ["cv", ["a", "c"]],
    ["CV", ["a", "c"]],
    ["job", ["b", "a"]],
    ["maaş", ["d"]],
    ["交渉", ["e"]],
    ["ｃｖ", ["a", "c"]],
    ["nothing here", []],
  ])("%s → %j", (query, ids) => {
    expect(searchArticles(articles, query, query === "maaş" ? "tr" : "en").map((a) => a.id)).toEqual(ids);
  });
});

describe("relatedArticles", () => {
  const all = [
    { id: "a", tags: ["salary", "negotiation", "offer"] },
    { id: "b", tags: ["salary"] },
    { id: "c", tags: ["negotiation", "offer"] },
    { id: "d", tags: ["cv"] },
    { id: "e", tags: ["Salary", "offer"] },
  ];
  it("ranks by shared tags, never the article itself, at most three", () => {
    expect(relatedArticles(all[0]!, all).map((a) => a.id)).toEqual(["c", "e", "b"]);
    expect(relatedArticles(all[3]!, all)).toEqual([]);
    expect(relatedArticles(all[1]!, all, 1).map((a) => a.id)).toEqual(["a"]);
  });
  it("always shares at least one tag and excludes self (property)", () => {
    const tag = fc.constantFrom("a", "b", "c", "d");
    const article = fc.record({ id: fc.string({ minLength: 1, maxLength: 3 }), tags: fc.array(tag, { maxLength: 3 }) });
    fc.assert(
      fc.property(article, fc.array(article, { maxLength: 10 }), (current, others) => {
        const related = relatedArticles(current, others);
        expect(related.length).toBeLessThanOrEqual(3);
        for (const r of related) {
          expect(r.id).not.toBe(current.id);
          expect(r.tags.some((t) => current.tags.includes(t))).toBe(true);
        }
      }),
    );
  });
});

describe("inline text", () => {
  it.each([
    ["plain", [{ kind: "text", text: "plain" }]],
    [
      "a **b** *c* [d](/salary/DE/nurse/5)",
      [
        { kind: "text", text: "a " },
        { kind: "strong", text: "b" },
        { kind: "text", text: " " },
        { kind: "em", text: "c" },
        { kind: "text", text: " " },
        { kind: "link", text: "d", href: "/salary/DE/nurse/5", external: false },
      ],
    ],
    ["[x](https://www.oecd.org/tax)", [{ kind: "link", text: "x", href: "https://www.oecd.org/tax", external: true }]],
    ["[x](javascript:alert(1))", [{ kind: "text", text: "[x](javascript:alert(1))" }]],
    ["[x](//evil.example)", [{ kind: "text", text: "[x](//evil.example)" }]],
    ["<b>not html</b>", [{ kind: "text", text: "<b>not html</b>" }]],
    ["O*NET and 2*3", [{ kind: "text", text: "O*NET and 2*3" }]],
  ])("%s", (source, spans) => {
    expect(parseInline(source)).toEqual(spans);
  });
  it("keeps every character of the text outside markup (property)", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const plain = plainText(s);
        expect(plain.length).toBeLessThanOrEqual(s.length);
        if (!/[*[\]()]/.test(s)) expect(plain).toBe(s);
      }),
    );
  });
});

describe("headingIds", () => {
  it("makes ids from any script, unique within an article", () => {
    expect(headingIds(["Why it matters", "Why it matters", "給与の仕組み", "???"])).toEqual([
      "why-it-matters",
      "why-it-matters-2",
      "給与の仕組み",
      "section",
    ]);
  });
});
