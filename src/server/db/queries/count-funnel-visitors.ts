import type { Db } from "../types.ts";

export interface StepVisitors {
  readonly name: string;
  readonly visitors: number;
}

/** Distinct visitor hashes per event name among `names`, for events at or after `since` (epoch ms). */
export async function countFunnelVisitors(db: Db, names: readonly string[], since: number): Promise<StepVisitors[]> {
  const placeholders = names.map((_, i) => `$${i + 2}`).join(", ");
  const rows = await db.all<StepVisitors>(
    `SELECT name, COUNT(DISTINCT visitor_hash) AS visitors FROM analytics_events
     WHERE created_at >= $1 AND name IN (${placeholders}) GROUP BY name`,
    [since, ...names],
  );
  return rows.map((r) => ({ name: r.name, visitors: Number(r.visitors) }));
}
