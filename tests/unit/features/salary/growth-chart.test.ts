import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { growthChart, niceStep, tenthsOf, tenthsText } from "../../../../src/features/salary/growth-chart.ts";

describe("niceStep", () => {
  it.each([
    [100, 4, 50],
    [81803, 4, 50000],
    [12, 4, 5],
    [0, 4, 1],
  ])("niceStep(%d, %d) = %d", (span, count, expected) => {
    expect(niceStep(span, count)).toBe(expected);
  });
});

/** Series of one to `years` points, each with its max at least its median and min. */
const chartSeries = (years: number) =>
  fc
    .array(fc.record({ median: fc.nat(1e7), min: fc.nat(1e7), max: fc.nat(1e7) }), { minLength: 1, maxLength: years })
    .map((rows) => rows.map((r, experience) => ({ experience, ...r, max: Math.max(r.max, r.median, r.min) })));

describe("growthChart", () => {
  const series = Array.from({ length: 41 }, (_, experience) => ({
    experience,
    median: 40000 + 1000 * experience,
    min: 30000 + 700 * experience,
    max: 60000 + 1500 * experience,
  }));

  it("draws a closed band, a median line and a marker at the chosen experience", () => {
    const chart = growthChart(series, 5);
    expect(chart.medianPath.startsWith("M64,")).toBe(true);
    expect(chart.bandPath.endsWith("Z")).toBe(true);
    expect(chart.marker?.x).toBeCloseTo(64 + (5 / 40) * (640 - 76), 0);
    expect(chart.xTicks.map((t) => t.value)).toEqual([0, 10, 20, 30, 40]);
    expect(chart.yTicks[0]).toEqual({ value: 0, y: 252 });
  });

  it("keeps every point inside the drawing area", () => {
    fc.assert(
      fc.property(chartSeries(41), (points) => {
        const chart = growthChart(points, 0);
        const numbers = [...chart.bandPath.matchAll(/[ML](-?[\d.]+),(-?[\d.]+)/g)].map((m) => [
          Number(m[1]),
          Number(m[2]),
        ]);
        for (const [px, py] of numbers) {
          expect(px).toBeGreaterThanOrEqual(0);
          expect(px).toBeLessThanOrEqual(640);
          expect(py).toBeGreaterThanOrEqual(0);
          expect(py).toBeLessThanOrEqual(280);
        }
      }),
    );
  });

  it("handles an empty series", () => {
    expect(growthChart([], 0).medianPath).toBe("");
  });
});

describe("coordinates in tenths", () => {
  const reference = (v: number) => String(Number(v.toFixed(1)));

  it.each([0, 64, 1.45, 0.05, 0.25, 2.675, 1.005, 76.35, 99.95, 251.99999, 12.04999999])(
    "writes %d as toFixed(1) does",
    (v) => {
      expect(tenthsText(tenthsOf(v))).toBe(reference(v));
    },
  );

  it("agrees with toFixed(1) for any coordinate, halves included", () => {
    const halves = fc.integer({ min: 0, max: 100_000 }).map((n) => (n + 0.5) / 10);
    fc.assert(
      fc.property(fc.oneof(fc.double({ min: 0, max: 1e6, noNaN: true }), halves), (v) => {
        expect(tenthsText(tenthsOf(v))).toBe(reference(v));
      }),
      { numRuns: 5000 },
    );
  });

  it("draws the same paths as coordinates written through toFixed", () => {
    // The chart as it was first written, kept here as the oracle for the integer version.
    const oracle = (points: { experience: number; median: number; min: number; max: number }[]) => {
      const maxX = Math.max(...points.map((p) => p.experience), 1);
      const step = niceStep(Math.max(...points.map((p) => p.max)), 4);
      const top = Math.ceil(Math.max(...points.map((p) => p.max)) / step) * step || step;
      const x = (v: number) => Number((64 + (v / maxX) * 564).toFixed(1));
      const y = (v: number) => Number((12 + 240 - (Math.max(0, v) / top) * 240).toFixed(1));
      const line = (pick: (p: (typeof points)[number]) => number) =>
        points.map((p, i) => `${i ? "L" : "M"}${x(p.experience)},${y(pick(p))}`).join("");
      const lower = [...points]
        .reverse()
        .map((p) => `L${x(p.experience)},${y(p.min)}`)
        .join("");
      return { medianPath: line((p) => p.median), bandPath: `${line((p) => p.max)}${lower}Z` };
    };
    fc.assert(
      fc.property(chartSeries(51), (points) => {
        const chart = growthChart(points, 0);
        expect({ medianPath: chart.medianPath, bandPath: chart.bandPath }).toEqual(oracle(points));
      }),
    );
  });
});
