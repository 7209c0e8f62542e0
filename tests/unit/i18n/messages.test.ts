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
    const problems = checkTranslation(english, read(code)).map((p) => `${p.kind} ${p.path} ${p.detail ?? ""}`);
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
    expect(checkTranslation(source, target)).toEqual([]);
  });

  it("extracts placeholders in sorted order", () => {
    expect(placeholdersOf("{b} and {a} and {b}")).toEqual(["a", "b", "b"]);
  });
});
