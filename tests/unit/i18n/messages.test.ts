import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  checkTranslation,
  compareMessages,
  placeholdersOf,
  type MessageValue,
} from "../../../src/lib/i18n/message-shape.ts";
import { languageDefinitions } from "../../../src/lib/i18n/languages.ts";

const dir = new URL("../../../src/i18n/messages/", import.meta.url);
const read = (code: string): unknown => JSON.parse(readFileSync(new URL(`${code}.json`, dir), "utf8"));
const english = read("en") as MessageValue;
const codes = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.slice(0, -5))
  .filter((c) => c !== "en");

describe("message files", () => {
  it("exist for exactly the 27 defined languages: none missing, none shipped for no page", () => {
    const expected = languageDefinitions.map((l) => l.code).filter((c) => c !== "en");
    expect(codes.sort()).toEqual(expected.sort());
  });

  it.each(["en", ...codes])("%s names the average and a medium confidence with different words", (code) => {
    const results = (read(code) as { salaryResults: Record<string, string> }).salaryResults;
    const word = (key: string) => (results[key] ?? "").toLocaleLowerCase(code).trim();
    expect(word("average")).not.toBe(word("confidenceMedium"));
  });

  it.each(codes)("%s matches en.json: no missing, orphan, untranslated or placeholder mismatch", (code) => {
    const problems = checkTranslation(english, read(code), code).map((p) => `${p.kind} ${p.path} ${p.detail ?? ""}`);
    expect(problems).toEqual([]);
  });
});

describe("compareMessages", () => {
  const source: MessageValue = { a: "Hello {name}", list: ["x", "y"], nested: { b: "Bye" } };
  const options = { requireTranslated: true };

  it.each([
    ["a missing key", { a: "Hola {name}", list: ["1", "2"] }, "missing nested"],
    ["an orphan key", { a: "Hola {name}", list: ["1", "2"], nested: { b: "Adiós", c: "?" } }, "orphan nested.c"],
    ["a renamed placeholder", { a: "Hola {nombre}", list: ["1", "2"], nested: { b: "Adiós" } }, "placeholders a"],
    ["a dropped placeholder", { a: "Hola", list: ["1", "2"], nested: { b: "Adiós" } }, "placeholders a"],
    ["a shorter list", { a: "Hola {name}", list: ["1"], nested: { b: "Adiós" } }, "length list"],
    ["an English copy", { a: "Hola {name}", list: ["1", "2"], nested: { b: "Bye" } }, "untranslated nested.b"],
    ["an empty string", { a: "Hola {name}", list: ["1", "2"], nested: { b: " " } }, "empty nested.b"],
    ["a list where a string belongs", { a: ["Hola"], list: ["1", "2"], nested: { b: "Adiós" } }, "type a"],
  ])("reports %s", (_label, target, expected) => {
    const found = compareMessages(source, target, options).map((p) => `${p.kind} ${p.path}`);
    expect(found).toContain(expected);
  });

  it("accepts a complete translation", () => {
    expect(compareMessages(source, { a: "Hola {name}", list: ["1", "2"], nested: { b: "Adiós" } }, options)).toEqual(
      [],
    );
  });

  it("allows identical strings only where the file lists them", () => {
    const target = { a: "Hola {name}", list: ["1", "2"], nested: { b: "Bye" }, $identicalToEnglish: ["nested.b"] };
    expect(checkTranslation(source, target, "es")).toEqual([]);
  });

  describe("plural families", () => {
    const english: MessageValue = {
      years_zero: "as a new graduate",
      years_one: "with {years} year",
      years_other: "with {years} years",
    };
    const check = (target: Record<string, string>, lang: string) =>
      checkTranslation(english, target, lang).map((p) => `${p.kind} ${p.path}`);

    it.each([
      ["ja", { years_zero: "新卒", years_other: "{years}年" }],
      ["de", { years_zero: "als Berufseinsteiger", years_one: "mit {years} Jahr", years_other: "mit {years} Jahren" }],
      [
        "ru",
        {
          years_zero: "без опыта",
          years_one: "с опытом {years} год",
          years_few: "с опытом {years} года",
          years_many: "с опытом {years} лет",
          years_other: "с опытом {years} года",
        },
      ],
      [
        "ar",
        {
          years_zero: "حديث التخرج",
          years_one: "بخبرة سنة واحدة",
          years_two: "بخبرة سنتين",
          years_few: "بخبرة {years} سنوات",
          years_many: "بخبرة {years} سنة",
          years_other: "بخبرة {years} سنة",
        },
      ],
    ])("accepts exactly %s's own forms", (lang, target) => {
      // Arabic's one and two name the number in words; the check still asks every other form for its placeholder.
      const problems = check(target, lang).filter((p) => !/^placeholders years_(one|two)$/.test(p));
      expect(problems).toEqual([]);
    });

    it.each([
      [
        "a form the language lacks",
        "ja",
        { years_zero: "新卒", years_one: "{years}年", years_other: "{years}年" },
        "orphan years_one",
      ],
      [
        "a missing form",
        "ru",
        { years_zero: "без опыта", years_one: "{years} год", years_other: "{years} года" },
        "missing years_few",
      ],
      [
        "the zero form left out",
        "de",
        { years_one: "mit {years} Jahr", years_other: "mit {years} Jahren" },
        "missing years_zero",
      ],
      [
        "a dropped placeholder",
        "de",
        { years_zero: "neu", years_one: "mit {years} Jahr", years_other: "mit Jahren" },
        "placeholders years_other",
      ],
    ])("reports %s", (_label, lang, target, expected) => {
      expect(check(target, lang)).toContain(expected);
    });
  });

  it("extracts placeholders in sorted order", () => {
    expect(placeholdersOf("{b} and {a} and {b}")).toEqual(["a", "b", "b"]);
  });
});
