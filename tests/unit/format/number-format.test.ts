import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatFast, formatsWithoutIntl, moneyFormat, numberFormat } from "../../../src/lib/format/number-format.ts";
import { languageDefinitions } from "../../../src/i18n/languages.ts";

const CURRENCIES = ["EUR", "USD", "INR", "JPY", "EGP", "PKR", "BRL", "CHF", "KRW", "IDR", "BDT", "AFN", "KZT", "VND"];
const locales = languageDefinitions.map((l) => l.numberLocale);

describe("formatFast", () => {
  it("writes money without Intl for every site locale, exactly as Intl does", () => {
    const formats = locales.flatMap((locale) => CURRENCIES.map((c) => moneyFormat(locale, c)));
    for (const format of formats) expect(formatsWithoutIntl(format)).toBe(true);
    fc.assert(
      fc.property(
        fc.constantFrom(...formats),
        fc.oneof(fc.integer({ min: 0, max: 2 ** 40 }), fc.double({ min: 0, max: 1e12, noNaN: true })),
        (format, value) => {
          expect(formatFast(format, value)).toBe(format.format(value));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it.each([
    ["en-US", "USD", 1234567, "$1,234,567"],
    ["hi-IN", "INR", 31065800, "₹3,10,65,800"],
    ["es-ES", "EUR", 1234, "1234 €"],
    ["es-ES", "EUR", 12345, "12.345 €"],
    ["de-DE", "EUR", 58500.5, "58.501 €"],
  ])("%s %s %d → %s", (locale, currency, value, text) => {
    expect(formatFast(moneyFormat(locale, currency), value).replace(/\u00a0/g, " ")).toBe(text);
  });

  it("leaves negative numbers, fractions shown and non-finite values to Intl", () => {
    const money = moneyFormat("en-US", "USD");
    expect(formatFast(money, -1234)).toBe(money.format(-1234));
    expect(formatFast(money, Number.NaN)).toBe(money.format(Number.NaN));
    const decimals = numberFormat("en-US", "two-places", { maximumFractionDigits: 2 });
    expect(formatsWithoutIntl(decimals)).toBe(false);
    expect(formatFast(decimals, 1234.5678)).toBe("1,234.57");
  });
});
