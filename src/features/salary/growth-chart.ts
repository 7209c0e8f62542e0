/**
 * Geometry of the growth projection chart (median line and p10–p90 band by years of
 * experience), computed once and drawn as SVG by the page. Pure numbers in, path strings out.
 */
export interface ChartPoint {
  readonly experience: number;
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

export interface ChartGeometry {
  readonly width: number;
  readonly height: number;
  readonly medianPath: string;
  readonly bandPath: string;
  readonly marker: { readonly x: number; readonly y: number } | null;
  readonly yTicks: readonly { readonly value: number; readonly y: number }[];
  readonly xTicks: readonly { readonly value: number; readonly x: number }[];
}

const PAD = { top: 12, right: 12, bottom: 28, left: 64 } as const;

/** A round step (1, 2 or 5 × 10^n) giving about `count` ticks over `span`. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || !(count > 0)) return 1;
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].find((m) => m * magnitude >= raw) ?? 10;
  return step * magnitude;
}

/**
 * `v` in whole tenths, rounded as `v.toFixed(1)` rounds it. `Math.round(v * 10)` agrees except
 * where the product lands exactly on a half (the product may have been rounded onto it), and
 * only then is toFixed asked.
 */
export function tenthsOf(v: number): number {
  const scaled = v * 10;
  const r = Math.round(scaled);
  return Math.abs(scaled - r) === 0.5 ? Math.round(Number(v.toFixed(1)) * 10) : r;
}

/**
 * Tenths written as `String(tenths / 10)` writes them ("76", "76.3"), from integers: a chart
 * has some three hundred coordinates, and writing each through a float was most of its cost.
 */
export function tenthsText(tenths: number): string {
  if (tenths < 0 || !Number.isSafeInteger(tenths)) return String(tenths / 10);
  const whole = Math.floor(tenths / 10);
  const digit = tenths - whole * 10;
  return digit ? `${whole}.${digit}` : `${whole}`;
}

export function growthChart(points: readonly ChartPoint[], current: number, width = 640, height = 280): ChartGeometry {
  if (points.length === 0) {
    return { width, height, medianPath: "", bandPath: "", marker: null, yTicks: [], xTicks: [] };
  }
  let maxX = 1;
  let maxY = -Infinity;
  for (const p of points) {
    if (p.experience > maxX) maxX = p.experience;
    if (p.max > maxY) maxY = p.max;
  }
  const step = niceStep(maxY, 4);
  const top = Math.ceil(maxY / step) * step || step;
  const innerW = width - PAD.left - PAD.right;
  const innerH = height - PAD.top - PAD.bottom;
  const xTenths = (v: number) => tenthsOf(PAD.left + (v / maxX) * innerW);
  const yTenths = (v: number) => tenthsOf(PAD.top + innerH - (Math.max(0, v) / top) * innerH);
  const x = (v: number) => xTenths(v) / 10;
  const y = (v: number) => yTenths(v) / 10;
  // The x of each point is shared by the three lines.
  const xs = points.map((p) => tenthsText(xTenths(p.experience)));
  const at = (i: number, value: number) => `${xs[i]},${tenthsText(yTenths(value))}`;
  let medianPath = "";
  let upper = "";
  let lower = "";
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as ChartPoint;
    medianPath += `${i ? "L" : "M"}${at(i, p.median)}`;
    upper += `${i ? "L" : "M"}${at(i, p.max)}`;
  }
  for (let i = points.length - 1; i >= 0; i--) lower += `L${at(i, (points[i] as ChartPoint).min)}`;
  const here = points.find((p) => p.experience === current);
  return {
    width,
    height,
    medianPath,
    bandPath: `${upper}${lower}Z`,
    marker: here ? { x: x(here.experience), y: y(here.median) } : null,
    yTicks: Array.from({ length: Math.round(top / step) + 1 }, (_, i) => ({ value: i * step, y: y(i * step) })),
    xTicks: [0, 10, 20, 30, 40].filter((v) => v <= maxX).map((v) => ({ value: v, x: x(v) })),
  };
}
