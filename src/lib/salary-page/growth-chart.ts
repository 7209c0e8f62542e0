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

export function growthChart(points: readonly ChartPoint[], current: number, width = 640, height = 280): ChartGeometry {
  if (points.length === 0) {
    return { width, height, medianPath: "", bandPath: "", marker: null, yTicks: [], xTicks: [] };
  }
  const maxX = Math.max(...points.map((p) => p.experience), 1);
  const step = niceStep(Math.max(...points.map((p) => p.max)), 4);
  const top = Math.ceil(Math.max(...points.map((p) => p.max)) / step) * step || step;
  const innerW = width - PAD.left - PAD.right;
  const innerH = height - PAD.top - PAD.bottom;
  const x = (v: number) => Number((PAD.left + (v / maxX) * innerW).toFixed(1));
  const y = (v: number) => Number((PAD.top + innerH - (Math.max(0, v) / top) * innerH).toFixed(1));
  const line = (pick: (p: ChartPoint) => number, list: readonly ChartPoint[]) =>
    list.map((p, i) => `${i ? "L" : "M"}${x(p.experience)},${y(pick(p))}`).join("");
  const upper = line((p) => p.max, points);
  const lower = [...points]
    .reverse()
    .map((p) => `L${x(p.experience)},${y(p.min)}`)
    .join("");
  const here = points.find((p) => p.experience === current);
  return {
    width,
    height,
    medianPath: line((p) => p.median, points),
    bandPath: `${upper}${lower}Z`,
    marker: here ? { x: x(here.experience), y: y(here.median) } : null,
    yTicks: Array.from({ length: Math.round(top / step) + 1 }, (_, i) => ({ value: i * step, y: y(i * step) })),
    xTicks: [0, 10, 20, 30, 40].filter((v) => v <= maxX).map((v) => ({ value: v, x: x(v) })),
  };
}
