import { describe, expect, it } from "vitest";
import {
  articleModel,
  contentLanguageFor,
  guideHomeModel,
  guideSearchModel,
  guideStaticSlugs,
  languagesWithArticle,
  sectionModel,
  type GuideContent,
} from "../../../../src/features/career/guide-model.ts";
import type { Article, CareerIndex } from "../../../../src/lib/career/content-schema.ts";

interface Entry {
  id: string;
  title: string;
  subtitle: string;
  slug: string;
  tags: string[];
  featured: boolean;
  filePath: string;
  subArticles?: Entry[];
}
const entry = (id: string, path: string, tags: string[], subArticles?: Entry[]): Entry => ({
  id,
  title: `T ${id}`,
  subtitle: `S ${id}`,
  slug: id,
  tags,
  featured: id === "a",
  filePath: `articles/${path}.json`,
  ...(subArticles ? { subArticles } : {}),
});
const index = (withNested: boolean): CareerIndex => ({
  sections: [
    {
      id: "pay",
      title: "Pay",
      slug: "pay",
      description: "d",
      color: "#1d4ed8",
      icon: "chart",
      articles: [
        entry(
          "a",
          "pay/a",
          ["x", "y"],
          [entry("b", "pay/a/b", ["y"], withNested ? [entry("c", "pay/a/b/c", ["z"])] : undefined)],
        ),
        entry("d", "pay/d", ["x", "y"]),
        entry("e", "pay/e", ["q"]),
      ],
    },
  ],
});
const article = (id: string): Article => ({
  id,
  updated: "2026-11-24",
  reviewed: "2026-11-24",
  author: { name: "Editorial team", kind: "Organization" },
  readingMinutes: 2,
  blocks: [
    { type: "paragraph", text: "p" },
    { type: "heading", level: 2, text: "First part" },
    { type: "heading", level: 3, text: "Detail" },
    { type: "heading", level: 2, text: "First part" },
  ],
  sources: [],
});
const language = (code: string, withNested: boolean, enabled = true) => {
  const idx = index(withNested);
  const files = ["pay/a", "pay/a/b", "pay/d", "pay/e", ...(withNested ? ["pay/a/b/c"] : [])];
  return [
    code,
    {
      config: {
        code,
        name: code,
        nativeName: code,
        path: "/",
        homeText: "h",
        guideText: "g",
        enabled,
        flag: "f",
        rtl: false,
      },
      index: idx,
      articles: new Map(files.map((f) => [`articles/${f}.json`, article(f.split("/").at(-1)!)])),
    },
  ] as const;
};
const content: GuideContent = {
  languages: new Map([language("en", true), language("tr", false), language("de", true, false)]),
};

describe("guide model", () => {
  it("falls back to English content for a language without its own guide (disabled ones count as without)", () => {
    expect(contentLanguageFor(content, "tr")).toBe("tr");
    expect(contentLanguageFor(content, "de")).toBe("en");
    expect(contentLanguageFor(content, "ko")).toBe("en");
    const home = guideHomeModel(content, "ko")!;
    expect(home.isFallback).toBe(true);
    expect(home.sections[0]!.articles[0]!.href).toBe("/career-guide/pay/a");
    expect(home.featured.map((f) => f.id)).toEqual(["a"]);
    expect(guideHomeModel({ languages: new Map() }, "en")).toBeNull();
  });

  it.each([
    ["T a", ["a"]],
    ["  t A  ", ["a"]],
    ["x", []],
    ["nothing like it", []],
  ])("answers the search %j without JavaScript with %j", (query, ids) => {
    const m = guideSearchModel(content, "de", query)!;
    expect(m.results.map((r) => r.id)).toEqual(ids);
    expect(m.searched).toBe(query.trim().length >= 2);
    expect(m.action).toBe("/de/career-guide/search");
    expect(m.home).toBe("/de/career-guide");
    expect(m.contentLang).toBe("en");
  });

  it("keeps at most the search box's length of a query", () => {
    expect(guideSearchModel(content, "en", "a".repeat(500))!.query).toHaveLength(100);
  });

  it("knows which languages have an article", () => {
    expect(languagesWithArticle(content, ["pay", "a", "b", "c"])).toEqual(["en"]);
    expect(languagesWithArticle(content, ["pay", "a"])).toEqual(["en", "tr"]);
    expect(languagesWithArticle(content, ["pay", "nope"])).toEqual([]);
  });

  it("pre-builds the home in every offered language and articles only where they exist", () => {
    const paths = guideStaticSlugs(content, ["en", "tr", "ko"]).map((p) => `${p.lang}:${p.slugs.join("/")}`);
    expect(paths).toContain("ko:");
    expect(paths).toContain("tr:pay/a/b");
    expect(paths).not.toContain("tr:pay/a/b/c");
    expect(paths).toContain("en:pay/a/b/c");
    expect(paths.filter((p) => p.startsWith("ko:"))).toEqual(["ko:"]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("builds an article page: crumbs, parent, siblings, children, related, unique anchors, toc of level 2", () => {
    const m = articleModel(content, "tr", ["pay", "a", "b"], "Guide")!;
    expect(m.crumbs).toEqual([
      { label: "Guide", href: "/tr/career-guide" },
      { label: "Pay", href: "/tr/career-guide/pay" },
      { label: "T a", href: "/tr/career-guide/pay/a" },
    ]);
    expect(m.parent?.id).toBe("a");
    expect(m.siblings.map((s) => s.id)).toEqual(["b"]);
    expect(m.related.map((r) => r.id)).toEqual(["a", "d"]);
    expect(m.headingIds).toEqual([null, "first-part", "detail", "first-part-2"]);
    expect(m.toc.map((t) => t.id)).toEqual(["first-part", "first-part-2"]);
    expect(m.languages).toEqual(["en", "tr"]);
    expect(articleModel(content, "en", ["pay", "a"], "G")!.children.map((c) => c.id)).toEqual(["b"]);
    expect(articleModel(content, "tr", ["pay", "a", "b", "c"], "G")).toBeNull();
    expect(sectionModel(content, "en", "pay")!.articleCount).toBe(5);
  });
});
