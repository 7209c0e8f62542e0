import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  currentMinimumWage,
  fitRealGrowth,
  floorCompliance,
  maxKaitz,
  nominalWageGrowth,
  priceGrowth,
  type RealGrowth,
} from "../../../../scripts/salary-data/current-year.ts";

const series = (entries: Record<number, number>) => new Map(Object.entries(entries).map(([y, v]) => [Number(y), v]));
/** 2% real growth everywhere, 3% inflation where a country has none. */
const growth: RealGrowth = {
  byBand: [0.02, 0.02, 0.02],
  medianCpi: new Map([
    [2025, 3],
    [2026, 3],
  ]),
  n: [9, 9, 9],
};
const cpi = series({ 2024: 10, 2025: 20, 2026: 10 });

describe("nominalWageGrowth", () => {
  it.each([
    ["the OECD series where it covers the year", [series({ 2024: 100, 2025: 130 })], 2024, 2025, 1.3],
    ["CPI plus real growth where no series covers it", [], 2025, 2026, 1.1 * 1.02],
    ["the series, then CPI plus real growth", [series({ 2024: 100, 2025: 130 })], 2024, 2026, 1.3 * 1.1 * 1.02],
    ["a survey within the bounds around inflation", [undefined, series({ 2024: 100, 2025: 125 })], 2024, 2025, 1.25],
    [
      "not a survey with a break (+80% against 20% inflation)",
      [undefined, series({ 2024: 100, 2025: 180 })],
      2024,
      2025,
      1.2 * 1.02,
    ],
    ["backwards: the inverse", [], 2026, 2025, 1 / (1.1 * 1.02)],
  ] as const)("uses %s", (_, wages, from, to, want) => {
    expect(nominalWageGrowth({ cpi, wages, gdpPerCapita: 50_000 }, from, to, growth)).toBeCloseTo(want, 10);
  });

  it("hides wage observations after asOf (the backtest)", () => {
    const wages = [series({ 2024: 100, 2025: 130 })];
    expect(nominalWageGrowth({ cpi, wages, gdpPerCapita: 50_000 }, 2024, 2025, growth, 2024)).toBeCloseTo(
      1.2 * 1.02,
      10,
    );
  });

  it("uses the median economy's inflation where the IMF has none", () => {
    expect(nominalWageGrowth({ cpi: undefined, wages: [], gdpPerCapita: 5_000 }, 2025, 2026, growth)).toBeCloseTo(
      1.03 * 1.02,
      10,
    );
  });

  it("composes: carrying a → b → c equals carrying a → c", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2022, max: 2026 }),
        fc.integer({ min: 2022, max: 2026 }),
        fc.integer({ min: 2022, max: 2026 }),
        (a, b, c) => {
          const g = (x: number, y: number) => nominalWageGrowth({ cpi, wages: [], gdpPerCapita: 20_000 }, x, y, growth);
          expect(g(a, b) * g(b, c)).toBeCloseTo(g(a, c), 10);
        },
      ),
    );
  });
});

describe("fitRealGrowth", () => {
  it("takes the median of nominal growth ÷ inflation per income band", () => {
    const inflation = new Map([
      ["AAA", series({ 2023: 10, 2024: 10 })],
      ["BBB", series({ 2023: 0, 2024: 0 })],
      ["DDD", series({ 2023: 0, 2024: 0 })],
    ]);
    const fit = fitRealGrowth(
      [
        { iso3: "AAA", gdp: 50_000, wages: [series({ 2022: 100, 2023: 115.5, 2024: 133.4 })] },
        { iso3: "BBB", gdp: 60_000, wages: [series({ 2022: 100, 2023: 101, 2024: 102.01 })] },
        { iso3: "CCC", gdp: 70_000, wages: [series({ 2022: 100, 2023: 200 })] },
        { iso3: "DDD", gdp: 45_000, wages: [series({ 2022: 100, 2023: 103, 2024: 106.09 })] },
      ],
      inflation,
      [2023, 2024],
    );
    // AAA: +5% real in 2023 and 2024, BBB +1%, DDD +3%; CCC has no CPI. Six points, median 3%.
    expect(fit.n).toEqual([0, 0, 6]);
    expect(fit.byBand[2]).toBeCloseTo(0.03, 3);
    // Too few observations: a default of 1%.
    expect(fit.byBand[0]).toBe(0.01);
  });
});

describe("currentMinimumWage", () => {
  const carry = { wages: () => 1.5, oldPrices: () => 1.2 };
  it.each([
    ["GBR", series({ 2024: 1982 }), 1982 * 1.5, false],
    ["DEU", series({ 2025: 2161, 2026: 2343 }), 2343 * 1.5, false],
    ["IDN", series({ 2024: 5_067_381 }), 5_067_381 * 1.5, true],
    ["PSE", series({ 2013: 1450 }), 1450 * 1.2, false],
    ["KHM", series({ 2024: 200 }), 200 * 4000 * 1.5, false],
  ] as const)("%s: %d a month", (iso3, s, monthly, regional) => {
    const m = currentMinimumWage(iso3, s, carry, 4000);
    expect(m?.monthly).toBeCloseTo(monthly, 6);
    expect(m?.regional).toBe(regional);
  });

  it("has none where there is no national statutory minimum, whatever the series says", () => {
    for (const iso3 of ["AUT", "DNK", "FIN", "ITA", "NOR", "SWE", "SGP", "CHE", "ISL"])
      expect(currentMinimumWage(iso3, series({ 2024: 4000 }), carry, 1)).toBeUndefined();
    expect(currentMinimumWage("GBR", undefined, carry, 1)).toBeUndefined();
  });
});

describe("income-dependent rules", () => {
  it("compliance and the highest Kaitz index move monotonically between their bounds", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 300, max: 200_000, noNaN: true }),
        fc.double({ min: 300, max: 200_000, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(floorCompliance(lo)).toBeLessThanOrEqual(floorCompliance(hi));
          expect(maxKaitz(lo)).toBeGreaterThanOrEqual(maxKaitz(hi));
          for (const v of [floorCompliance(lo), floorCompliance(hi)]) expect(v >= 0.6 && v <= 1).toBe(true);
          for (const v of [maxKaitz(lo), maxKaitz(hi)]) expect(v >= 0.7 && v <= 1).toBe(true);
        },
      ),
    );
  });

  it("price growth is the product of the years' CPI factors", () => {
    expect(priceGrowth(cpi, 2024, 2026, growth)).toBeCloseTo(1.2 * 1.1, 10);
  });
});
