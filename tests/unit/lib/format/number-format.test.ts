import { describe, expect, it } from "vitest";
import {
  experienceLabel,
  moneyFormat,
  numberFormat,
  regionalLocale,
} from "../../../../src/lib/format/number-format.ts";

const text = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("moneyFormat", () => {
  it.each([
    ["en-US", "USD", 1234567, "$1,234,567"],
    ["hi-IN", "INR", 31065800, "₹3,10,65,800"],
    ["es-ES", "EUR", 1234, "1234 €"],
    ["es-ES", "EUR", 12345, "12.345 €"],
    ["de-DE", "EUR", 58500.5, "58.501 €"],
    ["ja-JP", "JPY", 5000000, "￥5,000,000"],
    ["en-US", "USD", -1234, "-$1,234"],
  ])("%s %s %d → %s", (locale, currency, value, expected) => {
    expect(text(moneyFormat(locale, currency).format(value))).toBe(expected);
  });

  it("writes the locale's own digits", () => {
    expect(moneyFormat("ar-EG", "EGP").format(1234)).toMatch(/[\u0660-\u0669]/);
  });

  it("shares one formatter per locale and currency", () => {
    expect(moneyFormat("de-DE", "EUR")).toBe(moneyFormat("de-DE", "EUR"));
    expect(moneyFormat("de-DE", "EUR")).not.toBe(moneyFormat("de-CH", "EUR"));
    expect(moneyFormat("de-DE", "EUR")).not.toBe(moneyFormat("de-DE", "USD"));
  });
});

describe("numberFormat", () => {
  it("formats with the options it was first built with", () => {
    expect(numberFormat("en-US", "two-places", { maximumFractionDigits: 2 }).format(1234.5678)).toBe("1,234.57");
  });
});

describe("experienceLabel", () => {
  it("says the new-graduate wording at 0 and the locale's years otherwise", () => {
    expect(experienceLabel(0, "en-US", "New graduate")).toBe("New graduate");
    expect(experienceLabel(5, "en-US", "New graduate")).toBe("5 years");
  });
});

describe("regionalLocale", () => {
  it.each([
    ["es-ES", "MX", "es-MX", "MXN", "$81,350"],
    ["en-US", "IN", "en-IN", "INR", "₹9,58,967"],
    ["de-DE", "AT", "de-AT", "EUR", "€ 81.350"],
    ["fr-FR", "CA", "fr-CA", "CAD", "81 350 $"],
  ])("%s with %s reads as %s", (locale, region, tag, currency, example) => {
    const regional = regionalLocale(locale, region);
    expect(regional).toBe(tag);
    const amount = currency === "INR" ? 958_967 : 81_350;
    expect(moneyFormat(regional, currency).format(amount).replace(/\s/gu, " ")).toBe(example.replace(/\s/gu, " "));
  });

  it("keeps the language's numbering system and falls back on a region Intl cannot use", () => {
    expect(regionalLocale("ar-u-nu-latn", "EG")).toBe("ar-EG-u-nu-latn");
    // The page's digits even where the country's default differs: Arabic pages read Latin digits.
    const arab = new Intl.NumberFormat("ar").resolvedOptions().numberingSystem;
    for (const country of ["EG", "SA", "MA", "AE"]) {
      const tag = regionalLocale("ar", country);
      expect(new Intl.NumberFormat(tag).resolvedOptions().numberingSystem, tag).toBe(arab);
    }
    expect(regionalLocale("es-ES", "MX")).toBe("es-MX");
    expect(regionalLocale("en-US", "not a region")).toBe("en-US");
  });
});
