import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeTitles,
  encodeTitles,
  parseSalaryData,
  SALARY_DATA_SCHEMA,
  serializeSalaryData,
  titleTexts,
  type EncodableTitle,
} from "../../../../src/lib/salary/data-codec.ts";
import { salaryDataPath } from "../../../../src/server/salary/salary-engine.ts";

const QUALITIES: readonly { quality: number; primary: boolean }[] = [
  { quality: 1, primary: false },
  { quality: 0.95, primary: false },
  { quality: 0.9, primary: false },
  { quality: 0.85, primary: false },
  { quality: 0.75, primary: false },
  { quality: 1, primary: true },
];

// Display words: any text without white space, including astral, combining and RTL characters.
const word = fc.string({ unit: "grapheme", minLength: 1, maxLength: 6 }).filter((w) => !/\s/u.test(w));
const token = fc.stringMatching(/^[a-z0-9\u00e9\u4e00-\u4e05]{1,6}$/);
const title = fc.record({
  lang: fc.constantFrom("ar", "de", "en", "ja", "zh"),
  words: fc.array(word, { minLength: 1, maxLength: 5 }),
  occupation: fc.integer({ min: 0, max: 36 * 36 - 1 }),
  q: fc.constantFrom(...QUALITIES),
  tokens: fc.uniqueArray(token, { minLength: 1, maxLength: 4 }),
});

function sortedByLanguage(rows: readonly EncodableTitle[]): EncodableTitle[] {
  return [...rows].sort((a, b) => (a.lang < b.lang ? -1 : a.lang > b.lang ? 1 : 0));
}

const comparable = (rows: readonly EncodableTitle[]) =>
  rows.map((r) => ({ ...r, tokens: [...new Set(r.tokens)].sort() }));

describe("title codec", () => {
  it("decodes exactly what it encoded: text, occupation, quality and tokens of every title", () => {
    fc.assert(
      fc.property(fc.array(title, { minLength: 1, maxLength: 40 }), (generated) => {
        const rows = sortedByLanguage(
          generated.map((g) => ({
            lang: g.lang,
            text: g.words.join(" "),
            occupation: g.occupation,
            quality: g.q.quality,
            primary: g.q.primary,
            tokens: g.tokens,
          })),
        );
        expect(comparable(decodeTitles(encodeTitles(rows)))).toEqual(comparable(rows));
      }),
      { numRuns: 300 },
    );
  });

  it("folds runs of white space in a display text into one space", () => {
    const packed = encodeTitles([
      { lang: "en", text: "Nurse \t  practitioner", occupation: 3, quality: 1, primary: false, tokens: ["nurse"] },
    ]);
    expect(titleTexts(packed, "en")).toEqual(["Nurse practitioner"]);
  });

  it.each([
    ["titles out of language order", [row("en"), row("de")], /sorted by language/],
    ["an occupation index past two base-36 digits", [{ ...row("en"), occupation: 1296 }], /out of range/],
    ["a quality with no letter", [{ ...row("en"), quality: 0.5 }], /No quality letter/],
  ])("refuses %s", (_name, rows, message) => {
    expect(() => encodeTitles(rows)).toThrow(message);
  });
});

function row(lang: string): EncodableTitle {
  return { lang, text: "Engineer", occupation: 1, quality: 1, primary: false, tokens: ["engineer"] };
}

describe("salary data file", () => {
  it("reads the shipped file and writes it back byte for byte", () => {
    const text = readFileSync(salaryDataPath(), "utf8");
    const data = parseSalaryData(text);
    expect(data.schema).toBe(SALARY_DATA_SCHEMA);
    expect(serializeSalaryData(data)).toBe(text);
  });

  it("re-encodes the shipped title index to the same strings", () => {
    const data = parseSalaryData(readFileSync(salaryDataPath(), "utf8"));
    const again = encodeTitles(decodeTitles(data.titles));
    expect(again.vocab).toBe(data.titles.vocab);
    expect(again.words).toBe(data.titles.words);
    expect(again.postings).toBe(data.titles.postings);
    expect(again.langs).toEqual(data.titles.langs);
  }, 60_000);

  it.each([
    ["an older schema", JSON.stringify({ schema: SALARY_DATA_SCHEMA - 1 })],
    ["no schema", "{}"],
    ["a JSON null", "null"],
  ])("refuses %s with a message naming the rebuild", (_name, text) => {
    expect(() => parseSalaryData(text)).toThrow(/build:salary-data/);
  });
});
