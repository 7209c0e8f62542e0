import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  levelAnchor,
  lowerToOutputBound,
  LOW_PAY_OUTPUT_BOUND,
  type AnchorInputs,
  type CountryOut,
  type LevelCalibration,
} from "../../../../scripts/salary-data/country-build.ts";
import { CURRENT_YEAR } from "../../../../scripts/salary-data/current-year.ts";
import { meanPayAt, type OccupationPay, type PayParameters } from "../../../../src/lib/salary/pay-model.ts";

const series = (entries: Record<number, number>) => new Map(Object.entries(entries).map(([y, v]) => [Number(y), v]));
const calibration: LevelCalibration = {
  growth: { byBand: [0, 0, 0], medianCpi: new Map(), n: [0, 0, 0] },
  model: 0.3,
  modelN: 30,
  survey: 0.3,
  surveyN: 50,
};
/** No growth between years, so the anchor is the statistic itself. */
const flat = (): number => 1;
const anchorInputs = (o: Partial<AnchorInputs>): AnchorInputs => ({
  oecd: series({ 2024: 1000 }),
  survey: undefined,
  national: undefined,
  grow: flat,
  calibration,
  ...o,
});

describe("levelAnchor: the OECD figure and the country's own surveys", () => {
  // hourlyMean and survey are such that their excess over the usual gap is `h` and `s` in logs.
  const hourlyAt = (h: number) => 1000 / Math.exp(h + calibration.model);
  const surveyAt = (s: number) => series({ 2024: 1000 / 12 / Math.exp(s + calibration.survey) });
  it.each([
    ["agreeing surveys leave the OECD figure as published", 0, 0, "oecd", 1000],
    ["one survey disputing it is not enough", 0.8, 0.1, "oecd", 1000],
    ["the other survey disputing it alone is not enough", 0.1, 0.8, "oecd", 1000],
    ["both disputing it: the geometric mean of the three", 0.6, 0.45, "oecd+surveys", 1000 * Math.exp(-1.05 / 3)],
    ["surveys above the OECD figure never raise it this way", -0.6, -0.6, "oecd", 1000],
  ] as const)("%s", (_, h, s, basis, value) => {
    const a = levelAnchor(
      "TUR",
      5000,
      { basis: "hourly+oecd", year: 2024 },
      anchorInputs({
        hourlyMean: hourlyAt(h),
        survey: surveyAt(s),
      }),
    );
    expect(a.basis).toBe(basis);
    expect(a.value).toBeCloseTo(value, 6);
  });

  it("without an hourly level or a survey year matching the OECD's, the OECD figure stands", () => {
    expect(levelAnchor("MEX", 5000, { basis: "oecd", year: 2024 }, anchorInputs({ survey: surveyAt(2) })).value).toBe(
      1000,
    );
    const survey2019 = series({ 2019: 10 });
    const a = levelAnchor(
      "MEX",
      5000,
      { basis: "oecd", year: 2024 },
      anchorInputs({ hourlyMean: 10, survey: survey2019 }),
    );
    expect(a).toEqual({ value: 1000, basis: "oecd", year: 2024 });
  });
});

describe("levelAnchor: a statistics office's median of full-time pay (Singapore)", () => {
  const noOecd = anchorInputs({ oecd: undefined });
  it("is read as a mean (÷ 0.8, a year of twelve months) and carried to the current year", () => {
    const grow = (from: number, to: number): number => 1.03 ** (to - from);
    const a = levelAnchor(
      "SGP",
      99_999,
      { basis: "gdp", year: 2023 },
      { ...noOecd, grow, fullTimeMedian: { year: 2025, monthly: 5000 } },
    );
    expect(a.basis).toBe("national");
    expect(a.year).toBe(2025);
    expect(a.value).toBeCloseTo(((5000 * 12) / 0.8) * 1.03 ** (CURRENT_YEAR - 2025), 6);
  });
  it("an OECD figure still comes first, and a median too old leaves the model", () => {
    const median = { year: 2025, monthly: 5000 };
    expect(
      levelAnchor("SGP", 99_999, { basis: "gdp", year: 2023 }, anchorInputs({ fullTimeMedian: median })).basis,
    ).toBe("oecd");
    const old = levelAnchor(
      "SGP",
      99_999,
      { basis: "gdp", year: 2023 },
      { ...noOecd, fullTimeMedian: { year: 2010, monthly: 5000 } },
    );
    expect(old.basis).toBe("gdp");
  });
});

const params: PayParameters = {
  withinGroupSlope: 0.7,
  usGroupMean: [120_000, 100_000, 70_000, 50_000, 40_000, 45_000, 55_000, 48_000, 35_000],
  usMean: 65_000,
  usWageGrowth: 1.09,
  tradable: { thetaMax: 0, years: 5, worldShare: 1 },
  healthAbroad: 0,
  withinMinorShare: 1,
  occupationAbroad: {},
};
const cashier: OccupationPay = { mean: 31_000, isco: 5, group: 0, tradable: false };
const country = (o: Partial<CountryOut>): CountryOut =>
  ({
    code: "XX",
    meanAnnual: 20_000_000,
    groupRatio: [2, 1.6, 1.2, 1, 0.8, 0.8, 0.9, 0.9, 0.7],
    perUsd: 1000,
    expScale: 1,
    tableShare: 1,
    withinSlope: 0.7,
    structure: "pooled",
    gdpPerCapita: 2000,
    minimumBound: 0,
    loweredToOutputBound: false,
    ...o,
  }) as CountryOut;
const us = country({
  code: "US",
  meanAnnual: 74_000,
  perUsd: 1,
  gdpPerCapita: 74_000,
  withinSlope: 1,
  structure: "bls",
});
const times = (c: CountryOut) =>
  meanPayAt(c, params, cashier, 1) /
  c.perUsd /
  ((meanPayAt(us, params, cashier, 1) * c.gdpPerCapita) / us.gdpPerCapita);

describe("lowerToOutputBound", () => {
  it("lowers a level whose cashier outruns output per head to the bound exactly", () => {
    const c = country({});
    expect(times(c)).toBeGreaterThan(LOW_PAY_OUTPUT_BOUND);
    lowerToOutputBound(c, us, cashier, params);
    expect(c.loweredToOutputBound).toBe(true);
    expect(times(c)).toBeCloseTo(LOW_PAY_OUTPUT_BOUND, 6);
  });

  it("never goes below the level the statutory minimum implies", () => {
    const c = country({ minimumBound: 15_000_000 });
    lowerToOutputBound(c, us, cashier, params);
    expect(c.meanAnnual).toBe(15_000_000);
  });

  it("leaves the US and any country within the bound unchanged", () => {
    fc.assert(
      fc.property(fc.double({ min: 1_000, max: 200_000, noNaN: true }), (gdp) => {
        const c = country({ gdpPerCapita: gdp, meanAnnual: 20_000_000 });
        const before = times(c);
        lowerToOutputBound(c, us, cashier, params);
        if (before <= LOW_PAY_OUTPUT_BOUND) expect(c.meanAnnual).toBe(20_000_000);
        else expect(times(c)).toBeCloseTo(LOW_PAY_OUTPUT_BOUND, 6);
      }),
    );
    const u = { ...us };
    lowerToOutputBound(u, us, cashier, params);
    expect(u.meanAnnual).toBe(74_000);
  });
});
