import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { logDomesticMean, type CountryPay, type PayParameters } from "../../../../src/lib/salary/pay-model.ts";
import type { SocPay } from "../../../../scripts/salary-data/calibrate.ts";
import type { KeyedUnit } from "../../../../scripts/salary-data/national-tables.ts";
import {
  OWN_TABLE_SHRINK_JOBS,
  fitOwnTable,
  occupationAbroad,
  ownTableSplitCheck,
  tableGaps,
  tableLevelGap,
} from "../../../../scripts/salary-data/own-table.ts";

const params: PayParameters = {
  withinGroupSlope: 0.6,
  usGroupMean: [120_000, 95_000, 65_000, 48_000, 38_000, 40_000, 55_000, 47_000, 36_000],
  usMean: 67_920,
  usWageGrowth: 1,
  tradable: { thetaMax: 0, years: 3, worldShare: 1 },
  healthAbroad: 0,
  withinMinorShare: 1,
  occupationAbroad: {},
};
const country: CountryPay = {
  meanAnnual: 40_000,
  groupRatio: [1.6, 1.3, 1, 0.8, 0.7, 0.7, 0.85, 0.75, 0.6],
  perUsd: 0.8,
  expScale: 0.7,
  tableShare: 1,
  withinSlope: 0.6,
  structure: "own",
};
const occ = (code: string, isco: number, mean: number): SocPay => ({
  code,
  isco,
  mean,
  median: mean,
  employment: 1000,
  minor: "",
  group: 0,
  tradable: false,
});
const occupations = [
  occ("15-1252", 2, 140_000),
  occ("29-1141", 2, 95_000),
  occ("25-2031", 2, 70_000),
  occ("41-2011", 5, 31_000),
  occ("35-3031", 5, 33_000),
];
const socPay = new Map(occupations.map((o) => [o.code, o]));
const modelRelative = (o: SocPay) => logDomesticMean(country, params, o) - Math.log(country.meanAnnual);
/** A table that says each occupation is paid `shift` (ln) away from the model, with `jobs` thousands behind it. */
const tableOf = (rows: readonly (readonly [string, number, number])[]): KeyedUnit[] =>
  rows.map(([soc, shift, jobs]) => ({
    unit: soc,
    soc,
    relative: modelRelative(socPay.get(soc) as SocPay) + shift,
    weight: jobs,
  }));

describe("a country's own keyed table", () => {
  it("gives each major group the jobs-weighted mean of its named occupations' gaps", () => {
    const fit = fitOwnTable(
      "test",
      tableOf([
        ["15-1252", -0.3, 100],
        ["29-1141", -0.1, 300],
        ["25-2031", -0.2, 100],
        ["41-2011", 0.1, 50],
        ["35-3031", 0.1, 50],
      ]),
      country,
      params,
      socPay,
    );
    expect(fit.groupsCarry).toBe(true);
    expect(fit.table.group[1]).toBeCloseTo((-0.3 * 100 - 0.1 * 300 - 0.2 * 100) / 500, 3);
    expect(fit.table.group[4]).toBeCloseTo(0.1, 3);
    expect(fit.table.group[0]).toBe(0);
    expect(fit.n).toBe(5);
  });

  it("carries no correction for a major group the table top-codes", () => {
    const rows = [
      ["15-1252", -0.3, 100],
      ["29-1141", -0.1, 300],
      ["25-2031", -0.2, 100],
      ["41-2011", 0.1, 50],
      ["35-3031", 0.1, 50],
    ] as const;
    const fit = fitOwnTable("test", tableOf(rows), country, params, socPay, { topCoded: [2] });
    expect(fit.table.group[1]).toBe(0);
    expect(fit.table.group[4]).toBeCloseTo(0.1, 3);
    // The occupations it names keep their own gap, shrunk toward no correction.
    expect(fit.table.occupation["29-1141"]).toBeCloseTo((-0.1 * 300) / 305, 3);
  });

  it("drops the group corrections when, fitted on half the table, they do not bring the other half closer", () => {
    // The two halves of each group disagree: no group correction carries, each occupation keeps its own.
    const units = tableOf([
      ["15-1252", 0.3, 1e6],
      ["29-1141", -0.3, 1e6],
      ["25-2031", 0.3, 1e6],
      ["41-2011", 0.3, 1e6],
      ["35-3031", -0.3, 1e6],
    ]);
    const check = ownTableSplitCheck(units, country, params, socPay);
    expect(check.withGroups).toBeGreaterThanOrEqual(check.without);
    const fit = fitOwnTable("test", units, country, params, socPay);
    expect(fit.groupsCarry).toBe(false);
    expect(fit.table.group.every((g) => g === 0)).toBe(true);
    expect(fit.table.occupation["29-1141"]).toBeCloseTo(-0.3, 3);
  });

  it("centres a table with no all-employee figure, so only the order of occupations moves", () => {
    // The table's pay is in its own unit (no all-employee mean): every figure 3.0 (ln) above the model.
    const units = tableOf([
      ["15-1252", 3.0 - 0.2, 10],
      ["29-1141", 3.0 + 0.2, 10],
    ]);
    const fit = fitOwnTable("test", units, country, params, socPay, { centred: true });
    expect(fit.table.occupation["15-1252"]).toBeCloseTo(-0.2 * (10 / 15), 3);
    expect(fit.table.occupation["29-1141"]).toBeCloseTo(0.2 * (10 / 15), 3);
  });

  it("reads a table of medians as means through each occupation's US median/mean ratio", () => {
    const skewed = new Map(socPay);
    skewed.set("15-1252", { ...(socPay.get("15-1252") as SocPay), median: 120_000 });
    // The table's median sits where the model's mean is: read as a mean it is 140/120 above it.
    const fit = fitOwnTable("test", tableOf([["15-1252", 0, 1e6]]), country, params, skewed, { measure: "median" });
    expect(fit.table.occupation["15-1252"]).toBeCloseTo(Math.log(140_000 / 120_000), 3);
  });

  it("shrinks a named occupation toward its group by the jobs behind it", () => {
    const fit = fitOwnTable(
      "test",
      tableOf([
        ["15-1252", -0.4, OWN_TABLE_SHRINK_JOBS],
        ["29-1141", 0, 1e6],
      ]),
      country,
      params,
      socPay,
    );
    const group = fit.table.group[1] ?? 0;
    // Equal weight to its own gap and its group's at OWN_TABLE_SHRINK_JOBS thousand jobs.
    expect(fit.table.occupation["15-1252"]).toBeCloseTo((group - 0.4) / 2, 3);
    expect(fit.table.occupation["29-1141"]).toBeCloseTo(0, 3);
  });

  it("reproduces a well-staffed occupation's figure once applied", () => {
    fc.assert(
      fc.property(fc.double({ min: -0.8, max: 0.8, noNaN: true }), (shift) => {
        const fit = fitOwnTable("test", tableOf([["25-2031", shift, 1e6]]), country, params, socPay);
        const corrected = { ...country, ownTable: fit.table };
        const teacher = socPay.get("25-2031") as SocPay;
        const gap = logDomesticMean(corrected, params, teacher) - logDomesticMean(country, params, teacher);
        expect(gap).toBeCloseTo(shift, 2);
      }),
    );
  });

  it("scores each half with the other half's group corrections", () => {
    // Every occupation 0.2 below the model: the other half's group correction removes it.
    const units = tableOf(occupations.map((o) => [o.code, -0.2, 10] as const));
    const check = ownTableSplitCheck(units, country, params, socPay);
    expect(check.without).toBeCloseTo(0.2, 6);
    expect(check.withGroups).toBeLessThan(0.01);
  });
});

describe("the national tables' correction for countries without their own (occupationAbroad)", () => {
  // Two countries' tables, each as gaps to the model (before centring).
  const gapsA = [
    ["15-1252", -0.3, 10],
    ["29-1141", 0.1, 10],
    ["25-2031", 0.2, 10],
    ["41-2011", -0.1, 10],
  ] as const;
  const gapsB = [
    ["15-1252", -0.1, 10],
    ["25-2031", 0.2, 10],
    ["35-3031", 0.1, 10],
  ] as const;
  const tables = [
    { units: tableOf(gapsA), country },
    { units: tableOf(gapsB), country },
  ];

  it("takes each occupation's mean gap over the tables that name it, shrunk and weighted", () => {
    const gaps = tableGaps(tables, params, socPay);
    // Each table is centred on its own jobs-weighted mean gap.
    const centreA = (-0.3 + 0.1 + 0.2 - 0.1) / 4;
    const centreB = (-0.1 + 0.2 + 0.1) / 3;
    expect(gaps.get("15-1252")?.[0]).toBeCloseTo(-0.3 - centreA, 10);
    expect(gaps.get("15-1252")?.[1]).toBeCloseTo(-0.1 - centreB, 10);
    expect(gaps.get("29-1141")).toHaveLength(1);
    const out = occupationAbroad(tables, params, socPay, 2, 0.5);
    const pooled = (code: string) => {
      const g = gaps.get(code) ?? [];
      return (0.5 * g.reduce((a, x) => a + x, 0)) / (g.length + 2);
    };
    // Group 2 holds three occupations of equal employment: the differences between them survive centring.
    expect((out["15-1252"] ?? 0) - (out["25-2031"] ?? 0)).toBeCloseTo(pooled("15-1252") - pooled("25-2031"), 2);
  });

  it("leaves every major group's employment-weighted mean where it was", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -0.5, max: 0.5, noNaN: true }), { minLength: 5, maxLength: 5 }),
        fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 5, maxLength: 5 }),
        (shifts, employment) => {
          const pay = new Map(occupations.map((o, i) => [o.code, { ...o, employment: employment[i] ?? 1 }]));
          const rows = occupations.map((o, i) => [o.code, shifts[i] ?? 0, 10] as const);
          const out = occupationAbroad([{ units: tableOf(rows), country }], params, pay);
          for (const group of [2, 5]) {
            const inGroup = [...pay.values()].filter((o) => o.isco === group);
            const jobs = inGroup.reduce((a, o) => a + o.employment, 0);
            const mean = inGroup.reduce((a, o) => a + (out[o.code] ?? 0) * o.employment, 0) / jobs;
            expect(Math.abs(mean)).toBeLessThan(0.002);
          }
        },
      ),
    );
  });

  it("is not applied where a country has its own table, nor in the US, and scales with the country's share", () => {
    const p = { ...params, occupationAbroad: { "15-1252": -0.2 } };
    const developer = socPay.get("15-1252") as SocPay;
    const base = logDomesticMean(country, params, developer);
    expect(logDomesticMean(country, p, developer) - base).toBeCloseTo(-0.2, 10);
    expect(logDomesticMean({ ...country, tableShare: 0.5 }, p, developer) - base).toBeCloseTo(-0.1, 10);
    const own = { ...country, ownTable: { source: "t", group: Array(9).fill(0), occupation: {} } };
    expect(logDomesticMean(own, p, developer)).toBeCloseTo(logDomesticMean(own, params, developer), 10);
    const us = { ...country, structure: "bls" as const };
    expect(logDomesticMean(us, p, developer)).toBe(logDomesticMean(us, params, developer));
  });
});

describe("a national table that sets the country's level (tableLevelGap)", () => {
  it("is the jobs-weighted ln gap between the model and the table's annual pay, carried to the model's year", () => {
    // Hourly figures 10% under the model's pay once made annual and carried by 5% growth.
    const hourly = (o: SocPay, below: number) => Math.exp(logDomesticMean(country, params, o) - below) / (2080 * 1.05);
    const units: KeyedUnit[] = [
      { unit: "a", soc: "15-1252", relative: Math.log(hourly(socPay.get("15-1252") as SocPay, 0.1)), weight: 30 },
      { unit: "b", soc: "41-2011", relative: Math.log(hourly(socPay.get("41-2011") as SocPay, 0.3)), weight: 10 },
    ];
    const gap = tableLevelGap(units, country, params, socPay, { level: { perYear: 2080, year: 2024 } }, 1.05);
    expect(gap).toBeCloseTo((0.1 * 30 + 0.3 * 10) / 40, 10);
  });

  it("is undefined for a table that holds no levels", () => {
    const units = tableOf([["15-1252", 0.2, 10]]);
    expect(tableLevelGap(units, country, params, socPay, { centred: true }, 1)).toBeUndefined();
  });
});
