import { describe, expect, it } from "vitest";
import { foldForSearch, searchArticles, searchStatus } from "../../../../src/lib/career/guide-search.ts";

const article = (title: string, tags: string[] = [], subtitle = "") => ({ title, subtitle, tags });

describe("searchStatus", () => {
  it("asks for more below two characters, whatever the index says", () => {
    expect(searchStatus("व", 0, "pending")).toEqual({ kind: "hint" });
    expect(searchStatus("  a ", 3, 5)).toEqual({ kind: "hint" });
  });

  it("does not say nothing was found while the full-text index is still loading", () => {
    expect(searchStatus("वेतन", 0, "pending")).toEqual({ kind: "pending" });
  });

  it("counts the full-text matches when the quick search had none", () => {
    expect(searchStatus("वेतन", 0, 8)).toEqual({ kind: "count", count: 8 });
  });

  it("says nothing was found only once the index answered empty or could not load", () => {
    expect(searchStatus("वेतन", 0, 0)).toEqual({ kind: "none" });
    expect(searchStatus("वेतन", 0, "failed")).toEqual({ kind: "none" });
  });

  it("counts quick matches at once, without waiting for the index", () => {
    expect(searchStatus("सैलरी", 3, "pending")).toEqual({ kind: "count", count: 3 });
  });
});

describe("searchArticles in Devanagari", () => {
  const articles = [
    article("सैलरी पर मोलभाव कैसे करें", ["सैलरी", "वेतन"]),
    article("बाज़ार भाव कैसे पता करें"),
    article("नौकरी बदलना", [], "वेतन वृद्धि के लिए"),
  ];

  it("keeps vowel signs and viramas: वेतन finds the tag and the subtitle", () => {
    expect(searchArticles(articles, "वेतन", "hi").map((a) => a.title)).toEqual(["सैलरी पर मोलभाव कैसे करें", "नौकरी बदलना"]);
    expect(searchArticles(articles, "वे", "hi")).toHaveLength(2);
  });

  it("matches a precomposed nukta letter (U+095B) against the decomposed one in the text", () => {
    expect(searchArticles(articles, "बा\u095Bार", "hi").map((a) => a.title)).toEqual(["बाज़ार भाव कैसे पता करें"]);
  });

  it("folds without dropping combining marks", () => {
    expect(foldForSearch("वेतन", "hi")).toBe("वेतन");
    expect([...foldForSearch("ज़्यादा", "hi")]).toContain("\u094D");
  });
});
