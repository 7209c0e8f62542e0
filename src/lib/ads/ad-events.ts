/**
 * What the ad slots report, counted first-party: an impression when an ad is put on the page,
 * "viewable" once at least half of it has stayed on screen for a second (the IAB/MRC display
 * standard), and a click.
 */
export const AD_EVENT_KINDS = ["impression", "viewable", "click"] as const;
export type AdEventKind = (typeof AD_EVENT_KINDS)[number];

/** The share of the ad that must be visible, and for how long, to count as viewable. */
export const VIEWABLE_RATIO = 0.5;
export const VIEWABLE_MS = 1_000;

export interface AdStatRow {
  readonly day: number;
  readonly placement: string;
  readonly publisherId: number;
  readonly impressions: number;
  readonly viewable: number;
  readonly clicks: number;
}

/** Click-through rate in percent of impressions, or null with none. */
export function clickThroughRate(clicks: number, impressions: number): number | null {
  return impressions > 0 ? (100 * clicks) / impressions : null;
}

/** Rows summed over every key `keyOf` maps together (by placement, by publisher, by day…). */
export function sumBy<K extends string | number>(
  rows: readonly AdStatRow[],
  keyOf: (row: AdStatRow) => K,
): { key: K; impressions: number; viewable: number; clicks: number }[] {
  const totals = new Map<K, { key: K; impressions: number; viewable: number; clicks: number }>();
  for (const row of rows) {
    const key = keyOf(row);
    const t = totals.get(key) ?? { key, impressions: 0, viewable: 0, clicks: 0 };
    t.impressions += row.impressions;
    t.viewable += row.viewable;
    t.clicks += row.clicks;
    totals.set(key, t);
  }
  return [...totals.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
