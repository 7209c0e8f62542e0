import type { Db } from "../types.ts";

export interface NameCount {
  readonly name: string;
  readonly count: number;
}

/** All-time events per name. */
export async function countEventsByName(db: Db): Promise<NameCount[]> {
  const rows = await db.all<NameCount>(
    "SELECT name, COUNT(*) AS count FROM analytics_events GROUP BY name ORDER BY count DESC, name",
  );
  return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
}
