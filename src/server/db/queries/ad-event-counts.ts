import type { AdEventBatch } from "../../../lib/ads/ad-event-batch.ts";
import type { AdStatRow } from "../../../lib/ads/ad-events.ts";
import type { Db } from "../types.ts";

const DAY = 86_400_000;

/** Adds a batch of reports to the day's counters. */
export async function addAdEvents(db: Db, events: AdEventBatch["events"], at: number): Promise<void> {
  const day = Math.floor(at / DAY);
  const counts = new Map<string, { placement: string; publisherId: number; kind: string; n: number }>();
  for (const e of events) {
    const key = `${e.placement}\u0000${e.publisherId}\u0000${e.kind}`;
    const entry = counts.get(key) ?? { placement: e.placement, publisherId: e.publisherId, kind: e.kind, n: 0 };
    entry.n++;
    counts.set(key, entry);
  }
  for (const c of counts.values()) {
    await db.run(
      `INSERT INTO ad_event_counts (day, placement, publisher_id, kind, count) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (day, placement, publisher_id, kind) DO UPDATE SET count = ad_event_counts.count + $5`,
      [day, c.placement, c.publisherId, c.kind, c.n],
    );
  }
}

/** Impressions, viewable impressions and clicks per day, placement and publisher since `fromDay`. */
export async function adStats(db: Db, fromDay: number): Promise<AdStatRow[]> {
  const rows = await db.all<{
    day: number | string;
    placement: string;
    publisher_id: number | string;
    kind: string;
    count: number | string;
  }>(
    "SELECT day, placement, publisher_id, kind, count FROM ad_event_counts WHERE day >= $1 ORDER BY day, placement, publisher_id",
    [fromDay],
  );
  const byKey = new Map<
    string,
    { day: number; placement: string; publisherId: number; impressions: number; viewable: number; clicks: number }
  >();
  for (const r of rows) {
    const key = `${r.day}\u0000${r.placement}\u0000${r.publisher_id}`;
    const row = byKey.get(key) ?? {
      day: Number(r.day),
      placement: r.placement,
      publisherId: Number(r.publisher_id),
      impressions: 0,
      viewable: 0,
      clicks: 0,
    };
    if (r.kind === "impression") row.impressions += Number(r.count);
    else if (r.kind === "viewable") row.viewable += Number(r.count);
    else if (r.kind === "click") row.clicks += Number(r.count);
    byKey.set(key, row);
  }
  return [...byKey.values()];
}
