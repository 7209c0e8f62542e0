import type { Db } from "../types.ts";

/** Deletes analytics events stored before `before` (epoch ms). */
export function deleteEventsBefore(db: Db, before: number): Promise<number> {
  return db.run("DELETE FROM analytics_events WHERE created_at < $1", [before]);
}
