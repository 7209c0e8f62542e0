import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { experienceFactor } from "../../../../src/lib/salary/experience.ts";
import {
  experienceMultiplier,
  logDomesticMean,
  minorGroupLogs,
  meanPayAt,
  tradableShare,
  type CountryPay,
  type OccupationPay,
  type PayParameters,
} from "../../../../src/lib/salary/pay-model.ts";

const params: PayParameters = {
  withinGroupSlope: 0.6,
  usGroupMean: [120_000, 95_000, 65_000, 48_000, 38_000, 40_000, 55_000, 47_000, 36_000],
  usMean: 67_920,
  usWageGrowth: 1,
  tradable: { thetaMax: 0.3, years: 3, worldShare: 1 },
  healthAbroad: -0.2,
  withinMinorShare: 0.5,
  occupationAbroad: {},
};
const country: CountryPay = {
  meanAnnual: 500_000,
  groupRatio: [2.5, 1.9, 1.3, 1.1, 0.7, 0.6, 0.8, 0.8, 0.6],
  perUsd: 80,
  expScale: 0.6,
  tableShare: 1,
  withinSlope: 0.6,
  structure: "own",
};
const developer: OccupationPay = { mean: 140_000, isco: 2, group: 3, tradable: true };
const nurse: OccupationPay = { mean: 95_000, isco: 2, group: 0, tradable: false };

describe("pay model", () => {
  it.each([
    // [occupation, expected domestic mean]: group mean × (US occupation ÷ US group)^slope
    [nurse, 500_000 * 1.9 * (95_000 / 95_000) ** 0.6],
    [developer, 500_000 * 1.9 * (140_000 / 95_000) ** 0.6],
    [{ mean: 30_000, isco: 9, group: 2, tradable: false }, 500_000 * 0.6 * (30_000 / 36_000) ** 0.6],
    [{ mean: 67_920, isco: 0, group: 1, tradable: false }, 500_000],
  ] as const)("prices %o from the group ratio and the within-group relativity", (occ, expected) => {
    expect(Math.exp(logDomesticMean(country, params, occ))).toBeCloseTo(expected, 3);
  });

  it("keeps only part of the US spread inside an ISCO minor group abroad, and all of it in the US", () => {
    const pharmacist: OccupationPay = { mean: 130_000, isco: 2, group: 0, tradable: false, minorLog: 0.3 };
    const flat = { ...pharmacist, minorLog: 0 };
    // 0.6 × (1 − 0.5) × 0.3 off the log: half the within-minor premium is kept at slope 0.6.
    expect(logDomesticMean(country, params, flat) - logDomesticMean(country, params, pharmacist)).toBeCloseTo(0.09, 9);
    const us: CountryPay = { ...country, withinSlope: 1, structure: "bls" };
    expect(logDomesticMean(us, params, flat)).toBeCloseTo(logDomesticMean(us, params, pharmacist), 9);
  });

  it.each([
    // [occupation, ln shift]: its own correction where the table names it, else its major group's
    [{ ...nurse, code: "29-1141" }, -0.3],
    [{ ...developer, code: "15-1252" }, -0.15],
    [{ mean: 30_000, isco: 9, group: 2, tradable: false, code: "37-2011" }, 0.05],
    [{ mean: 67_920, isco: 0, group: 1, tradable: false, code: "99-9999" }, 0],
  ] as const)("corrects %o toward the country's own table", (occ, shift) => {
    const own: CountryPay = {
      ...country,
      ownTable: { source: "test", group: [0, -0.15, 0, 0, 0, 0, 0, 0, 0.05], occupation: { "29-1141": -0.3 } },
    };
    expect(logDomesticMean(own, params, occ) - logDomesticMean(country, params, occ)).toBeCloseTo(shift, 9);
  });

  it("measures each occupation against its minor group's employment-weighted mean", () => {
    const logs = minorGroupLogs([
      { mean: 100, employment: 3, minor: "226" },
      { mean: 200, employment: 1, minor: "226" },
      { mean: 50, employment: 1, minor: "" },
      { mean: 80, employment: 0, minor: "999" },
    ]);
    expect(logs[0]).toBeCloseTo(Math.log(100 / 125), 9);
    expect(logs[1]).toBeCloseTo(Math.log(200 / 125), 9);
    expect(logs.slice(2)).toEqual([0, 0]);
  });

  it("prices health practitioners below their US relativity abroad, and as BLS does in the US", () => {
    const health = { ...nurse, health: true };
    expect(logDomesticMean(country, params, health) - logDomesticMean(country, params, nurse)).toBeCloseTo(-0.2, 10);
    const us: CountryPay = { ...country, structure: "bls" };
    expect(logDomesticMean(us, params, health)).toBe(logDomesticMean(us, params, nurse));
  });

  it("reproduces BLS in the US (slope 1, group ratios from BLS)", () => {
    const us: CountryPay = {
      meanAnnual: 67_920,
      groupRatio: params.usGroupMean.map((m) => m / 67_920),
      perUsd: 1,
      expScale: 1,
      tableShare: 0,
      withinSlope: 1,
      structure: "bls",
    };
    fc.assert(
      fc.property(fc.integer({ min: 20_000, max: 300_000 }), fc.integer({ min: 1, max: 9 }), (mean, isco) => {
        expect(Math.exp(logDomesticMean(us, params, { mean, isco, group: 0, tradable: false }))).toBeCloseTo(mean, 3);
      }),
    );
  });

  it("pays a traded skill at least the domestic rate, and no more than the world rate", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e6, noNaN: true }),
        fc.integer({ min: 0, max: 40 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0.2, max: 1, noNaN: true }),
        (perUsd, years, thetaMax, worldShare) => {
          const c = { ...country, perUsd };
          const p = { ...params, tradable: { thetaMax, years: 3, worldShare } };
          const domestic = experienceFactor(developer.group, years, c.expScale);
          const m = experienceMultiplier(c, p, developer, years);
          expect(m).toBeGreaterThanOrEqual(domestic * (1 - 1e-12));
          const world = developer.mean * perUsd * worldShare * experienceFactor(developer.group, years);
          const domesticPay = meanPayAt(c, { ...p, tradable: { thetaMax: 0, years: 3, worldShare } }, developer, years);
          expect(meanPayAt(c, p, developer, years)).toBeLessThanOrEqual(Math.max(world, domesticPay) * (1 + 1e-9));
        },
      ),
    );
  });

  it("pulls a traded skill only where the world rate (the US rate × the world share) is above the domestic pay", () => {
    const full = { ...params, tradable: { thetaMax: 0.5, years: 3, worldShare: 1 } };
    const domesticPay = (c: typeof country) =>
      meanPayAt(c, { ...full, tradable: { ...full.tradable, thetaMax: 0 } }, developer, 10);
    // A country paying developers 60% of the US rate: pulled toward the US rate at share 1, left alone at share 0.5.
    const perUsd = domesticPay(country) / (0.6 * developer.mean * experienceFactor(developer.group, 10));
    const rich = { ...country, perUsd };
    expect(meanPayAt(rich, full, developer, 10)).toBeGreaterThan(domesticPay(rich) * 1.05);
    const half = { ...full, tradable: { ...full.tradable, worldShare: 0.5 } };
    expect(meanPayAt(rich, half, developer, 10)).toBeCloseTo(domesticPay(rich), 6);
    // A country paying a tenth of the US rate is pulled either way, less at share 0.5.
    const poor = { ...country, perUsd: perUsd * 6 };
    expect(meanPayAt(poor, half, developer, 10)).toBeGreaterThan(domesticPay(poor) * 1.05);
    expect(meanPayAt(poor, half, developer, 10)).toBeLessThan(meanPayAt(poor, full, developer, 10));
  });

  it("leaves occupations that are not traded on the domestic curve", () => {
    for (const years of [0, 5, 20, 40])
      expect(experienceMultiplier(country, params, nurse, years)).toBe(
        experienceFactor(nurse.group, years, country.expScale),
      );
  });

  it("prices traded skills with a country's own pull where its survey gives one, and domestic pay without any", () => {
    const own: CountryPay = { ...country, tradable: { thetaMax: 0.9, years: 4, worldShare: 0.6 } };
    const pooled = meanPayAt(country, params, developer, 10);
    expect(meanPayAt(own, params, developer, 10)).toBeGreaterThan(pooled * 1.5);
    // At entry nothing is pulled yet, and occupations that are not traded are untouched.
    expect(meanPayAt(own, params, developer, 0)).toBeCloseTo(meanPayAt(country, params, developer, 0), 6);
    expect(meanPayAt(own, params, nurse, 10)).toBe(meanPayAt(country, params, nurse, 10));
    // Parameters without a pull price domestic pay, whatever the country's own pull.
    const domesticOnly: PayParameters = { ...params, tradable: { ...params.tradable, thetaMax: 0 } };
    expect(meanPayAt(own, domesticOnly, developer, 10)).toBe(meanPayAt(country, domesticOnly, developer, 10));
  });

  it("grows the traded share with experience, from zero at entry", () => {
    expect(tradableShare(params.tradable, 0)).toBe(0);
    for (let y = 1; y <= 40; y++)
      expect(tradableShare(params.tradable, y)).toBeGreaterThan(tradableShare(params.tradable, y - 1));
    expect(tradableShare(params.tradable, 1000)).toBeCloseTo(params.tradable.thetaMax, 6);
  });
});
