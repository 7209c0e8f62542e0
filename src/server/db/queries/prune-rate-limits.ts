import type { Db } from "../types.ts";

/** Deletes windows that ended before `before` (epoch ms). */
export function pruneRateLimits(db: Db, before: number): Promise<number> {
  return db.run("DELETE FROM rate_limits WHERE window_start < $1", [before]);
}
