import type { Db } from "../types.ts";

export interface NameCount {
  readonly name: string;
  readonly count: number;
}

/** All-time events per name, from the counters the rollup trigger keeps (real traffic or demo). */
export async function countEventsByName(db: Db, demo: boolean): Promise<NameCount[]> {
  const rows = await db.all<NameCount>(
    `SELECT name, SUM(count) AS count FROM analytics_counts WHERE demo = $1
     GROUP BY name ORDER BY count DESC, name`,
    [demo ? 1 : 0],
  );
  return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
}
