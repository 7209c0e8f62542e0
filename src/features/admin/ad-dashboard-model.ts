import { clickThroughRate, sumBy, type AdStatRow } from "../../lib/ads/ad-events.ts";

const DAY = 86_400_000;

export interface DashboardLine {
  readonly label: string;
  readonly impressions: number;
  readonly viewable: number;
  readonly clicks: number;
  /** "2.50%", or "–" with no impressions. */
  readonly ctr: string;
  /** Viewable share of impressions, as for the CTR. */
  readonly viewableRate: string;
}

export interface DayBar {
  readonly date: string;
  readonly impressions: number;
  readonly clicks: number;
  /** Bar heights in chart units (0–100), scaled to the busiest day. */
  readonly impressionsHeight: number;
  readonly clicksHeight: number;
}

const percent = (value: number | null) => (value === null ? "–" : `${value.toFixed(2)}%`);

function line(label: string, t: { impressions: number; viewable: number; clicks: number }): DashboardLine {
  return {
    label,
    impressions: t.impressions,
    viewable: t.viewable,
    clicks: t.clicks,
    ctr: percent(clickThroughRate(t.clicks, t.impressions)),
    viewableRate: percent(t.impressions > 0 ? (100 * t.viewable) / t.impressions : null),
  };
}

/** The dashboard's tables (by placement, by publisher) and its chart (per day, every day shown). */
export function adDashboardModel(
  rows: readonly AdStatRow[],
  publisherNames: ReadonlyMap<number, string>,
  firstDay: number,
  lastDay: number,
) {
  const byPlacement = sumBy(rows, (r) => r.placement).map((t) => line(String(t.key), t));
  const byPublisher = sumBy(rows, (r) => r.publisherId).map((t) =>
    line(publisherNames.get(Number(t.key)) ?? `#${t.key} (deleted)`, t),
  );
  const perDay = new Map(sumBy(rows, (r) => r.day).map((t) => [Number(t.key), t]));
  const busiest = Math.max(1, ...[...perDay.values()].map((t) => t.impressions));
  const days: DayBar[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    const t = perDay.get(day);
    const impressions = t?.impressions ?? 0;
    const clicks = t?.clicks ?? 0;
    days.push({
      date: new Date(day * DAY).toISOString().slice(0, 10),
      impressions,
      clicks,
      impressionsHeight: (100 * impressions) / busiest,
      clicksHeight: (100 * clicks) / busiest,
    });
  }
  const total = line(
    "All",
    rows.reduce(
      (a, r) => ({
        impressions: a.impressions + r.impressions,
        viewable: a.viewable + r.viewable,
        clicks: a.clicks + r.clicks,
      }),
      { impressions: 0, viewable: 0, clicks: 0 },
    ),
  );
  return { byPlacement, byPublisher, days, total };
}
