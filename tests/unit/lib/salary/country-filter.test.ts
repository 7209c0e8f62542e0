import { describe, expect, it } from "vitest";
import { filterCountries } from "../../../../src/lib/salary/country-filter.ts";

const TR = [
  { code: "TC", name: "Turks ve Caicos Adaları" },
  { code: "TM", name: "Türkmenistan" },
  { code: "TR", name: "Türkiye" },
  { code: "DE", name: "Almanya" },
  { code: "IN", name: "Hindistan" },
];
const EN = [
  { code: "AE", name: "United Arab Emirates" },
  { code: "GB", name: "United Kingdom" },
  { code: "US", name: "United States" },
  { code: "TR", name: "Türkiye" },
  { code: "TC", name: "Turks & Caicos Islands" },
];

describe("filterCountries", () => {
  it.each([
    [TR, "Türk", "tr", ["TM", "TR", "TC"]],
    [TR, "türk", "tr", ["TM", "TR", "TC"]],
    [TR, "turk", "tr", ["TC", "TM", "TR"]],
    [TR, "İstan", "tr", ["TM", "IN"]],
    [TR, "hin", "tr", ["IN"]],
    [TR, "de", "tr", ["DE"]],
    [EN, "us", "en", ["US"]],
    [EN, "king", "en", ["GB"]],
    [EN, "tur", "en", ["TC", "TR"]],
    [EN, "Tür", "en", ["TR", "TC"]],
    [EN, "  ", "en", ["AE", "GB", "US", "TR", "TC"]],
  ])("case %#", (list, query, lang, codes) => {
    expect(filterCountries(list, query, lang).map((c) => c.code)).toEqual(codes);
  });
});
