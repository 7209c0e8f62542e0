import type { Db } from "../types.ts";

export interface StepVisitors {
  readonly name: string;
  readonly visitors: number;
}

/**
 * Visitors per event name among `names` on UTC days `sinceDay` onwards, summed over days: a
 * visitor's hash changes every day, so per-day distinct counts are all that can be known.
 */
export async function countFunnelVisitors(
  db: Db,
  names: readonly string[],
  sinceDay: number,
  demo: boolean,
): Promise<StepVisitors[]> {
  const placeholders = names.map((_, i) => `$${i + 3}`).join(", ");
  const rows = await db.all<StepVisitors>(
    `SELECT name, SUM(visitors) AS visitors FROM analytics_step_counts
     WHERE day >= $1 AND demo = $2 AND name IN (${placeholders}) GROUP BY name`,
    [sinceDay, demo ? 1 : 0, ...names],
  );
  return rows.map((r) => ({ name: r.name, visitors: Number(r.visitors) }));
}
