import type { Db } from "../types.ts";

export interface VariantCount {
  readonly variant: string;
  readonly count: number;
}

/** All-time page views per A/B variant (pages without one are left out), from the rollup counters. */
export async function countVariantSplit(db: Db, demo: boolean): Promise<VariantCount[]> {
  const rows = await db.all<VariantCount>(
    `SELECT variant, SUM(count) AS count FROM analytics_counts
     WHERE name = 'page_view' AND variant <> '' AND demo = $1 GROUP BY variant ORDER BY variant`,
    [demo ? 1 : 0],
  );
  return rows.map((r) => ({ variant: r.variant, count: Number(r.count) }));
}
