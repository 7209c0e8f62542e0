import type { Db } from "../types.ts";

export interface VariantCount {
  readonly variant: string;
  readonly count: number;
}

/** All-time page views per A/B variant (the envelope's `variant`; pages without one are left out). */
export async function countVariantSplit(db: Db): Promise<VariantCount[]> {
  const rows = await db.all<VariantCount>(
    `SELECT variant, COUNT(*) AS count FROM analytics_events
     WHERE name = 'page_view' AND variant IS NOT NULL GROUP BY variant ORDER BY variant`,
  );
  return rows.map((r) => ({ variant: r.variant, count: Number(r.count) }));
}
