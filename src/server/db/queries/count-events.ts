import type { Db } from "../types.ts";

export async function countEvents(db: Db): Promise<number> {
  const [row] = await db.all<{ count: number }>("SELECT COUNT(*) AS count FROM analytics_events");
  return Number(row?.count ?? 0);
}
