import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { growthChart, niceStep } from "../../../src/lib/salary-page/growth-chart.ts";

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
      fc.property(
        fc.array(fc.record({ median: fc.nat(1e7), min: fc.nat(1e7), max: fc.nat(1e7) }), {
          minLength: 1,
          maxLength: 41,
        }),
        (rows) => {
          const points = rows.map((r, experience) => ({ experience, ...r, max: Math.max(r.max, r.median, r.min) }));
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
        },
      ),
    );
  });

  it("handles an empty series", () => {
    expect(growthChart([], 0).medianPath).toBe("");
  });
});
