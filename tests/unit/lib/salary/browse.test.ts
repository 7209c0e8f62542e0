import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ISCO_GROUPS, rankByEmployment, topByGroup } from "../../../../src/lib/salary/browse.ts";
import { engine } from "./engine.ts";
import { LANGUAGE_CODES } from "../../../../src/lib/i18n/languages.ts";
import {
  browseIndexModel,
  countryPageModel,
  linkTitle,
  topOccupations,
} from "../../../../src/features/salary/browse-model.ts";

describe("rankByEmployment", () => {
  it.each([
    [{ employment: [5, 9, 1], flags: [0, 0, 0], isco: [1, 2, 3] }, [1, 0, 2]],
    [{ employment: [5, 9, 1], flags: [0, 4, 0], isco: [1, 2, 3] }, [0, 2]],
    [{ employment: [3, 3, 3], flags: [0, 0, 0], isco: [1, 1, 1] }, [0, 1, 2]],
    [{ employment: [], flags: [], isco: [] }, []],
  ])("%j → %j", (occupations, expected) => {
    expect(rankByEmployment(occupations)).toEqual(expected);
  });

  it("orders by employment, most first, and drops only broad groups", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(1_000_000), fc.constantFrom(0, 1, 4, 8), fc.integer({ min: 0, max: 9 }))),
        (rows) => {
          const o = { employment: rows.map((r) => r[0]), flags: rows.map((r) => r[1]), isco: rows.map((r) => r[2]) };
          const ranked = rankByEmployment(o);
          expect(ranked).toHaveLength(rows.filter((r) => (r[1] & 4) === 0).length);
          for (let k = 1; k < ranked.length; k++)
            expect(o.employment[ranked[k - 1] ?? 0]).toBeGreaterThanOrEqual(o.employment[ranked[k] ?? 0] ?? 0);
        },
      ),
    );
  });
});

describe("topByGroup", () => {
  it("keeps the first n of each major group in ranked order and skips group 0", () => {
    const o = { employment: [9, 8, 7, 6, 5], flags: [0, 0, 0, 0, 0], isco: [2, 2, 0, 2, 9] };
    const groups = topByGroup(o, [0, 1, 2, 3, 4], 2);
    expect(groups.get(2)).toEqual([0, 1]);
    expect(groups.get(9)).toEqual([4]);
    expect(groups.get(1)).toEqual([]);
    expect([...groups.keys()]).toEqual([...ISCO_GROUPS]);
  });
});

describe("browse pages over the shipped figures", () => {
  it("links every top occupation under a title that finds the same occupation again", () => {
    for (const lang of ["en", "de", "es", "ar", "ja", "zh", "ru"]) {
      for (const i of topOccupations(engine)) {
        const title = linkTitle(engine, i, lang);
        const found = engine.estimate({ country: "FR", position: title, experience: 5, lang });
        expect(found.ok && found.value.occupation.code, `${lang} ${title}`).toBe(engine.occupations.code[i]);
      }
    }
  });

  it("names every sitemap occupation in each site language's own words, never in English", () => {
    for (const lang of LANGUAGE_CODES.filter((l) => l !== "en")) {
      const english = topOccupations(engine).filter((i) => linkTitle(engine, i, lang) === engine.occupations.title[i]);
      expect(english.map((i) => `${lang}: ${engine.occupations.title[i]}`)).toEqual([]);
    }
  });

  it("lists 50 occupations with a median for a country, and nothing for an unknown one", () => {
    const de = countryPageModel(engine, "de", "DE");
    expect(de?.rows).toHaveLength(50);
    expect(de?.rows[0]?.href).toMatch(/^\/de\/salary\/DE\/[^/]+\/5$/);
    expect(de?.rows.every((r) => /\d/.test(r.median))).toBe(true);
    expect(countryPageModel(engine, "en", "XX")).toBeNull();
    expect(countryPageModel(engine, "en", "de")).toBeNull();
  });

  it("indexes every country with figures and nine occupation groups", () => {
    const index = browseIndexModel(engine, "en", "GB");
    expect(index.countries).toHaveLength(engine.countries.length);
    expect(index.countries.find((c) => c.code === "DE")?.href).toBe("/salary/DE");
    expect(index.groups.map((g) => g.id)).toEqual([...ISCO_GROUPS]);
    expect(index.groups.every((g) => g.occupations.length > 0)).toBe(true);
    expect(index.groups[1]?.occupations[0]?.href).toMatch(/^\/salary\/GB\//);
  });
});
