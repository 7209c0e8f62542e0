import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyFloor, floored, floorShares } from "../../../../src/lib/salary/minimum-wage-floor.ts";
import type { MinimumWageFloor } from "../../../../src/lib/salary/types.ts";
import { engine } from "./engine.ts";

const floor = (annual: number, compliance = 1): MinimumWageFloor => ({
  annual,
  year: 2026,
  regional: false,
  compliance,
});

describe("floored", () => {
  it.each([
    // value, floor, expected (rounded to 0.1%)
    [0, 1000, 1000],
    [500, 1000, 1000],
    [1000, 1000, 1090.5],
    [1500, 1000, 1503.4],
    [3000, 1000, 3000],
    [3000, 0, 3000],
  ])("floored(%d, %d) ≈ %d", (v, f, want) => {
    expect(floored(v, f)).toBeCloseTo(want, -1);
  });

  it("is never below the floor nor the value, increases with the value, and leaves pay far above the floor alone", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.double({ min: 1, max: 1e9, noNaN: true }),
        (a, b, f) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(floored(lo, f)).toBeGreaterThanOrEqual(f * (1 - 1e-12));
          expect(floored(lo, f)).toBeGreaterThanOrEqual(lo * (1 - 1e-12));
          expect(floored(hi, f)).toBeGreaterThanOrEqual(floored(lo, f) * (1 - 1e-12));
          if (hi > 3 * f) expect(floored(hi, f) / hi).toBeLessThan(1.0001);
        },
      ),
    );
  });
});

describe("applyFloor", () => {
  it("holds the 10th percentile to the compliance share, the 25th halfway, the rest to the whole floor", () => {
    expect(floorShares(floor(100, 0.6))).toEqual([0.6, 0.8, 1, 1, 1, 1]);
    const out = applyFloor([10, 20, 30, 35, 40, 50], floor(24_000, 0.6));
    expect(out[0]).toBeGreaterThanOrEqual(0.6 * 24_000);
    expect(out[0]).toBeLessThan(24_000);
    expect(out[2]).toBeGreaterThanOrEqual(24_000);
  });

  it("keeps p10 ≤ p25 ≤ median ≤ p75 ≤ p90 for any ordered statistics and floor", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1e8, noNaN: true }), { minLength: 6, maxLength: 6 }),
        fc.double({ min: 1, max: 1e8, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (raw, f, c) => {
          const [p10, p25, median, mean, p75, p90] = [...raw].sort((a, b) => a - b) as number[];
          const out = applyFloor([p10, p25, median, mean, p75, p90] as number[], floor(f, c));
          const ordered = [out[0], out[1], out[2], out[4], out[5]] as number[];
          for (let i = 1; i < ordered.length; i++)
            expect(ordered[i]).toBeGreaterThanOrEqual((ordered[i - 1] ?? 0) * (1 - 1e-12));
        },
      ),
    );
  });

  it("changes nothing where there is no national minimum", () => {
    expect(applyFloor([1, 2, 3, 4, 5, 6], null)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe("the shipped figures above the legal floor", () => {
  const lowPaid = ["Cashier", "Waiter", "Building Cleaner", "Security Guard", "Retail Salesperson", "Cook"];

  it("no low-paid job's median at 0 years is below 0.9 × the statutory minimum (0.7 × a regional top rate)", () => {
    const below: string[] = [];
    let checked = 0;
    for (const c of engine.countries) {
      if (!c.floor) continue;
      // floor.annual already holds a regional rate at 0.7 of the published one.
      const bar = c.floor.regional ? c.floor.annual : 0.9 * c.floor.annual;
      for (const position of lowPaid) {
        const r = engine.estimate({ country: c.code, position, experience: 0 });
        if (!r.ok) continue;
        checked++;
        if (r.value.annual.median < bar)
          below.push(`${c.code} ${position} ${r.value.annual.median} < ${Math.round(bar)}`);
        for (const p of r.value.series) expect(p.median).toBeGreaterThanOrEqual(bar);
      }
    }
    expect(checked).toBeGreaterThan(900);
    expect(below).toEqual([]);
  });

  it("has a floor for countries with a national statutory minimum and none where there is none", () => {
    const floorOf = (code: string) => engine.country(code)?.floor;
    for (const code of ["GB", "DE", "FR", "US", "TR", "BR", "PL", "JP"])
      expect(floorOf(code)?.annual).toBeGreaterThan(0);
    for (const code of ["AT", "DK", "FI", "IT", "NO", "SE", "SG", "CH", "IS"]) expect(floorOf(code)).toBeNull();
    for (const code of ["ID", "PH", "VN", "TH", "CN", "IN"]) expect(floorOf(code)?.regional).toBe(true);
  });

  it("puts a German cashier at or above the 2026 minimum of €13.90 an hour for full-time work", () => {
    const r = engine.estimate({ country: "DE", position: "Kassierer", experience: 0, lang: "de" });
    expect(r.ok && r.value.annual.median).toBeGreaterThanOrEqual(13.9 * 168.56 * 12);
  });
});
