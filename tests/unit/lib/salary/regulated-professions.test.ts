import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseSalaryData } from "../../../../src/lib/salary/data-codec.ts";
import type { Occupation } from "../../../../scripts/salary-data/read-occupations.ts";
import { curatedOverrides, overriddenByCurated } from "../../../../scripts/salary-data/read-titles.ts";
import { salaryDataPath } from "../../../../src/server/salary/salary-engine.ts";
import { languageDefinitions } from "../../../../src/lib/i18n/languages.ts";
import { answerCommonTitles } from "../../../fixtures/common-titles/cases.ts";
import { regulatedCases, regulatedTable, type RegulatedCase } from "../../../fixtures/regulated-professions.ts";
import { engine } from "./engine.ts";

const table = regulatedTable();
const cases = regulatedCases(table);
const siteLanguages = languageDefinitions.map((l) => l.code).sort();

/** "de nurse/professional "Krankenschwester" → 31-1131 (Nursing Assistants via "…"), expected 29-1141". */
function misses(lang: string): string[] {
  const answers = answerCommonTitles(
    engine,
    cases.filter((c) => c.lang === lang),
  );
  return answers
    .filter((a) => !a.right)
    .map((a) => {
      const c = a.case as RegulatedCase;
      return `${c.lang} ${c.pair}/${c.side} "${c.title}" → ${a.got}${a.via ? ` (${a.via})` : ""}, expected ${c.accept.join(" or ")}`;
    });
}

describe("regulated professions and their assistants in every site language", () => {
  it("gives both sides of every pair in all 27 languages", () => {
    expect(Object.keys(table.titles).sort()).toEqual(siteLanguages);
    expect(siteLanguages).toHaveLength(27);
    const missing: string[] = [];
    for (const lang of siteLanguages)
      for (const pair of table.pairs)
        for (const side of ["professional", "assistant"] as const)
          if (!cases.some((c) => c.lang === lang && c.pair === pair.id && c.side === side))
            missing.push(`${lang} ${pair.id}/${side}`);
    expect(missing, missing.join("\n")).toEqual([]);
  });

  it("accepts only occupations the shipped data prices", () => {
    const shipped = new Set(parseSalaryData(readFileSync(salaryDataPath(), "utf8")).occupations.code);
    const unknown = table.pairs.flatMap((p) => [...p.professional, ...p.assistant]).filter((soc) => !shipped.has(soc));
    expect(unknown).toEqual([]);
  });

  it("never accepts the same occupation for the professional and the assistant", () => {
    for (const pair of table.pairs)
      expect(
        pair.professional.filter((soc) => pair.assistant.includes(soc)),
        pair.id,
      ).toEqual([]);
  });

  it.each(siteLanguages)("lands each title on its own side's occupation in %s", (lang) => {
    const wrong = misses(lang);
    expect(wrong, wrong.join("\n")).toEqual([]);
  });
});

describe("a curated title overrides ESCO labels with the same words", () => {
  const occupations = new Map(
    ["29-1141", "31-1131", "17-2051", "17-3022"].map((code) => [code, { code } as Occupation]),
  );

  it("drops an ESCO label that a curated file gives to another occupation", () => {
    const dir = mkdtempSync(join(tmpdir(), "curated-"));
    try {
      writeFileSync(join(dir, "de.json"), JSON.stringify({ "29-1141": ["Gesundheits- und Krankenschwester"] }));
      writeFileSync(join(dir, "ja.json"), JSON.stringify({ "29-1141": ["看護婦"] }));
      const overrides = curatedOverrides(occupations, dir);
      // ESCO's German "nurse assistant" lists the registered nurse's title.
      expect(overriddenByCurated(overrides, "de", "Gesundheits- und Krankenschwester", "31-1131")).toBe(true);
      expect(overriddenByCurated(overrides, "de", "gesundheits- und krankenschwester", "31-1131")).toBe(true);
      expect(overriddenByCurated(overrides, "de", "Gesundheits- und Krankenschwester", "29-1141")).toBe(false);
      // Other titles, and other languages' labels with the same words, stay.
      expect(overriddenByCurated(overrides, "de", "Krankenschwester", "31-1131")).toBe(false);
      expect(overriddenByCurated(overrides, "nl", "Gesundheits- und Krankenschwester", "31-1131")).toBe(false);
      // Only ESCO languages are read: ESCO has no Japanese labels to override.
      expect(overrides.size).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads the shipped curated files", () => {
    const overrides = curatedOverrides(occupations);
    expect(overriddenByCurated(overrides, "de", "Bautechniker", "17-2051")).toBe(true);
    expect(overriddenByCurated(overrides, "de", "Bautechniker", "17-3022")).toBe(false);
  });
});
