import { describe, expect, it } from "vitest";
import {
  datedFactsSchema,
  factValidity,
  fillFacts,
  formatFact,
  saysDraft,
  type DatedFact,
} from "../../../../src/lib/career/dated-facts.ts";

const fact = (over: Partial<DatedFact> = {}): DatedFact => ({
  id: "minimum-wage-2026-gross",
  kind: "minimum-wage-monthly-gross",
  value: 33030,
  unit: "money-month",
  validFrom: "2026-01-01",
  validUntil: "2026-12-31",
  act: "Minimum wage decision",
  source: { title: "Decision", publisher: "Gazette", url: "https://gazette.example/1" },
  ...over,
});

describe("formatFact", () => {
  it.each([
    [fact(), "TRY", "en-US", "₺33,030"],
    [fact(), "TRY", "tr-TR", "₺33.030"],
    [fact(), "TRY", "es-ES", "33.030 ₺"],
    [fact({ value: 64948.77 }), "TRY", "de-DE", "64.948,77 ₺"],
    [fact({ value: 1700 }), "MYR", "ms-MY", "RM 1,700"],
    [fact({ value: 26.44 }), "AUD", "en-US", "A$26.44"],
    [fact({ value: 26.44 }), "AUD", "es-ES", "26,44 AUD"],
    [fact({ value: 1621 }), "BRL", "pt-BR", "R$ 1.621"],
    [fact({ value: 7.25 }), "USD", "en-US", "$7.25"],
    [fact({ value: 0.14, unit: "share" }), "TRY", "en-US", "14%"],
    [fact({ value: 0.035, unit: "share" }), "KZT", "ru-RU", "3,5 %"],
    [fact({ value: 14, unit: "days" }), "AZN", "en-US", "14 days"],
    [fact({ value: 14, unit: "days" }), "AZN", "az-Latn-AZ", "14 gün"],
    [fact({ value: 2, unit: "months" }), "UZS", "ru-RU", "2 месяца"],
  ])("%o in %s for %s reads %s", (f, currency, locale, expected) => {
    expect(formatFact(f, currency, locale).replace(/\u00a0|\u202f/g, " ")).toBe(expected);
  });
});

describe("fillFacts", () => {
  const lookup = (country: string, id: string) =>
    country === "TR" && id === "minimum-wage-2026-gross" ? { fact: fact(), currency: "TRY" } : undefined;

  it("replaces every placeholder it knows and lists the rest, leaving them as written", () => {
    const text = "Gross {{fact:TR.minimum-wage-2026-gross}}; net {{fact:TR.minimum-wage-2026-net}}; {{fact:tr.x}}";
    expect(fillFacts(text, lookup, "en-US")).toEqual({
      text: "Gross ₺33,030; net {{fact:TR.minimum-wage-2026-net}}; {{fact:tr.x}}",
      named: ["TR.minimum-wage-2026-gross", "TR.minimum-wage-2026-net"],
      missing: ["TR.minimum-wage-2026-net"],
    });
  });

  it("leaves a text without placeholders as it is", () => {
    expect(fillFacts("No figures {here}.", lookup, "en-US")).toEqual({
      text: "No figures {here}.",
      named: [],
      missing: [],
    });
  });
});

describe("factValidity", () => {
  const h1 = fact({ id: "ceiling-2026-h1", kind: "ceiling", validUntil: "2026-06-30" });
  const h2 = fact({ id: "ceiling-2026-h2", kind: "ceiling", validFrom: "2026-07-01", validUntil: "2026-12-31" });

  it.each([
    ["in force, far from its end", [h1, h2], "2026-09-01", []],
    ["an ended period with a successor in force", [h1, h2], "2026-07-02", []],
    ["the latest period ends within the warning window", [h1, h2], "2026-12-07", ["warning"]],
    ["the latest period has ended", [h1, h2], "2027-01-01", ["error"]],
    ["only the ended period is held", [h1], "2026-07-01", ["error"]],
    ["no end date: in force until changed", [fact({ validUntil: undefined })], "2030-01-01", []],
  ])("%s", (_, facts, today, levels) => {
    expect(factValidity("TR", facts, today, 60).map((p) => p.level)).toEqual(levels);
  });

  it("names the fact and its kind in the error", () => {
    expect(factValidity("TR", [h1, h2], "2027-01-02", 60)[0]?.message).toBe(
      "TR: ceiling-2026-h2 ended on 2026-12-31; add the ceiling in force now",
    );
  });
});

describe("datedFactsSchema", () => {
  it("refuses a repeated id and a period that ends before it starts", () => {
    const result = datedFactsSchema.safeParse([fact(), fact({ validUntil: "2025-12-31" })]);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["1.id", "1.validUntil"]);
  });

  it("refuses a unit it does not know", () => {
    const result = datedFactsSchema.safeParse([{ ...fact(), unit: "furlongs" }]);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["0.unit"]);
  });
});

describe("saysDraft", () => {
  it.each([
    ["en", "The bill would raise the minimum.", true],
    ["en", "The minimum rose in January.", false],
    ["az", "Məcəllə layihəsi hələ qəbul olunmayıb.", true],
    ["pl", "Projekt ustawy jest w konsultacjach.", true],
    ["tr", "Taslak henüz Meclis'te.", true],
    ["tr", "Asgari ücret Ocak'ta yürürlüğe girdi.", false],
    ["ja", "改正案はまだ国会で審議中です。", true],
    ["xx", "draft", false],
  ])("%s: %s → %s", (lang, text, expected) => {
    expect(saysDraft(text, lang)).toBe(expected);
  });
});
