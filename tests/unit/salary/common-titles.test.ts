import { describe, expect, it } from "vitest";
import { commonOccupations, commonTitleCases } from "../../fixtures/common-titles/cases.ts";
import { engine } from "./engine.ts";

const cases = commonTitleCases();
const languages = [...new Set(cases.map((c) => c.lang))].sort();

function hitRate(lang?: string): { rate: number; misses: string[] } {
  const subset = cases.filter((c) => !lang || c.lang === lang);
  const misses: string[] = [];
  for (const c of subset) {
    const r = engine.estimate({ country: "US", position: c.title, experience: 5, lang: c.lang });
    const got = r.ok ? r.value.occupation.code : r.code;
    if (!c.accept.includes(got)) misses.push(`${c.lang} ${c.soc} "${c.title}" → ${got}`);
  }
  return { rate: 1 - misses.length / subset.length, misses };
}

describe("everyday job titles in every site language", () => {
  it("covers the common occupations in all 27 languages", () => {
    expect(languages).toHaveLength(27);
    for (const lang of languages) {
      const socs = new Set(cases.filter((c) => c.lang === lang).map((c) => c.soc));
      expect(socs.size, lang).toBeGreaterThanOrEqual(150);
      for (const soc of socs)
        expect(
          commonOccupations().some((o) => o.soc === soc),
          `${lang} ${soc}`,
        ).toBe(true);
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
