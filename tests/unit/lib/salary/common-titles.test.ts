import { describe, expect, it } from "vitest";
import { answerCommonTitles, commonOccupations, commonTitleCases } from "../../../fixtures/common-titles/cases.ts";
import { engine } from "./engine.ts";

const cases = commonTitleCases();
const languages = [...new Set(cases.map((c) => c.lang))].sort();

function hitRate(lang?: string): { rate: number; misses: string[] } {
  const answers = answerCommonTitles(
    engine,
    cases.filter((c) => !lang || c.lang === lang),
  );
  const misses = answers
    .filter((a) => !a.right)
    .map((a) => `${a.case.lang} ${a.case.soc} "${a.case.title}" → ${a.got}`);
  return { rate: 1 - misses.length / answers.length, misses };
}

describe("everyday job titles in every site language", () => {
  it("covers the common occupations in all 27 languages", () => {
    expect(languages).toHaveLength(27);
    const known = new Set(commonOccupations().map((o) => o.soc));
    for (const lang of languages) {
      const socs = new Set(cases.filter((c) => c.lang === lang).map((c) => c.soc));
      expect(socs.size, lang).toBeGreaterThanOrEqual(150);
      expect(
        [...socs].filter((soc) => !known.has(soc)),
        lang,
      ).toEqual([]);
    }
  });

  it("lands at least 95% of them on the right occupation overall", () => {
    const { rate, misses } = hitRate();
    expect(rate, misses.join("\n")).toBeGreaterThanOrEqual(0.95);
  });

  it.each(languages)("lands at least 90% in %s", (lang) => {
    const { rate, misses } = hitRate(lang);
    expect(rate, misses.join("\n")).toBeGreaterThanOrEqual(0.9);
  });
});
