import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bandTax, piecewise, takeHome } from "../../../../src/lib/take-home/take-home.ts";
import { countryTaxRulesSchema, type CountryTaxRulesInput } from "../../../../src/lib/take-home/tax-rules-schema.ts";

const source = { title: "Test schedule", url: "https://example.org/rules", publisher: "Test" };

// A made-up two-band system used only to pin the arithmetic; real countries live in career-content/facts.
const toy: CountryTaxRulesInput = {
  country: "ZZ",
  currency: "EUR",
  years: [
    {
      year: 2026,
      validFrom: "2026-01-01",
      incomeTaxes: [
        {
          name: "income tax",
          level: "national",
          deductions: [{ name: "allowance", amount: 10_000 }],
          bands: [
            { upTo: 30_000, rate: 0.2 },
            { upTo: null, rate: 0.4 },
          ],
          credits: [
            {
              name: "work credit",
              of: "gross",
              points: [
                [0, 0],
                [20_000, 1_000],
                [60_000, 0],
              ],
            },
          ],
          surtaxes: [{ name: "surcharge", rate: 0.1, threshold: 2_000, phaseInRate: 0.2 }],
        },
      ],
      contributions: [
        {
          name: "pension",
          bands: [
            { upTo: 50_000, rate: 0.1 },
            { upTo: null, rate: 0 },
          ],
        },
      ],
      regions: [
        {
          code: "ZZ-N",
          name: "North",
          incomeTaxes: [{ name: "regional", level: "regional", bands: [{ upTo: null, rate: 0.01 }] }],
        },
      ],
      defaultRegion: "ZZ-N",
      assumptions: ["Single employee without children."],
      sources: [source],
    },
  ],
  examples: [{ year: 2026, gross: 40_000, net: 30_470, tolerance: 0.001, source }],
};
const rules = countryTaxRulesSchema.parse(toy);

describe("bandTax", () => {
  it.each([
    [0, 0],
    [10_000, 2_000],
    [30_000, 6_000],
    [40_000, 10_000],
  ])("taxes %d at %d", (income, tax) => {
    expect(
      bandTax(income, [
        { upTo: 30_000, rate: 0.2 },
        { upTo: null, rate: 0.4 },
      ]),
    ).toBeCloseTo(tax, 6);
  });

  it("integrates a linearly rising marginal rate", () => {
    // From 10% to 30% over 10,000: the average rate is 20%.
    expect(bandTax(10_000, [{ upTo: 10_000, rate: 0.1, rateAtTop: 0.3 }])).toBeCloseTo(2_000, 6);
    expect(bandTax(5_000, [{ upTo: 10_000, rate: 0.1, rateAtTop: 0.3 }])).toBeCloseTo(500 + 250, 6);
  });
});

describe("piecewise", () => {
  it.each([
    [-5, 0],
    [10_000, 500],
    [20_000, 1_000],
    [40_000, 500],
    [90_000, 0],
  ])("at %d is %d", (x, y) => {
    expect(
      piecewise(
        [
          [0, 0],
          [20_000, 1_000],
          [60_000, 0],
        ],
        x,
      ),
    ).toBeCloseTo(y, 6);
  });
});

describe("takeHome", () => {
  it("takes contributions off the base, then credits, then the surtax with its phase-in", () => {
    const result = takeHome(rules, { gross: 40_000, year: 2026 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // Contributions 4,000; base 40,000 − 4,000 − 10,000 = 26,000 → 5,200; credit 500 → 4,700;
    // surcharge min(470, 0.2 × 2,700 = 540) = 470 → 5,170; regional 1% of 36,000 (no allowance) = 360.
    expect(result.value.contributions).toBeCloseTo(4_000, 6);
    expect(result.value.incomeTax).toBeCloseTo(5_170 + 360, 6);
    expect(result.value.net).toBeCloseTo(40_000 - 4_000 - 5_530, 6);
    expect(result.value.netMonthly).toBeCloseTo(result.value.net / 12, 6);
    expect(result.value.region).toBe("ZZ-N");
  });

  it("refuses a year or region the data do not hold", () => {
    expect(takeHome(rules, { gross: 1, year: 2019 })).toEqual({ ok: false, code: "YEAR_NOT_COVERED" });
    expect(takeHome(rules, { gross: 1, year: 2026, region: "ZZ-S" })).toEqual({ ok: false, code: "REGION_UNKNOWN" });
  });

  it("keeps net between zero and gross, and never falls as gross rises", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 100_000 }), (gross, step) => {
        const low = takeHome(rules, { gross, year: 2026 });
        const high = takeHome(rules, { gross: gross + step, year: 2026 });
        if (!low.ok || !high.ok) return false;
        return low.value.net >= 0 && low.value.net <= gross && high.value.net >= low.value.net - 1e-6;
      }),
    );
  });
});
