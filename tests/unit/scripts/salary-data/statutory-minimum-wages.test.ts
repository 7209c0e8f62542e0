import { describe, expect, it } from "vitest";
import {
  STATUTORY_MINIMUM_WAGES,
  STATUTORY_MONTHS_A_YEAR,
  monthsAYear,
} from "../../../../scripts/salary-data/statutory-minimum-wages.ts";

describe("statutory minimum wages", () => {
  it.each([
    ["BRA", 13 + 1 / 3],
    ["PRT", 14],
    ["GRC", 14],
    ["PHL", 13],
    ["NLD", 12.96],
    ["DEU", 12],
    ["TUR", 12],
  ])("a full-time year in %s pays %d monthly minimums", (iso3, months) => {
    expect(monthsAYear(iso3)).toBeCloseTo(months, 6);
  });

  it("counts Mexico's aguinaldo and holiday premium in days the law pays", () => {
    // 15 days of aguinaldo and 25% on 12 days of holiday, at 30.4 paid days a month.
    expect(monthsAYear("MEX")).toBeCloseTo(12 + 18 / 30.4, 6);
  });

  it("states every rule once, with the act that sets it", () => {
    const codes = STATUTORY_MONTHS_A_YEAR.map((s) => s.iso3);
    expect(new Set(codes).size).toBe(codes.length);
    for (const s of STATUTORY_MONTHS_A_YEAR) {
      expect(s.months).toBeGreaterThan(12);
      expect(s.months).toBeLessThanOrEqual(14);
      expect(s.acts.length).toBeGreaterThan(10);
    }
    for (const m of STATUTORY_MINIMUM_WAGES) expect(m.monthly).toBeGreaterThan(0);
  });
});
