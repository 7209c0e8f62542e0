import type { Db } from "../types.ts";

/** Forgets which hashed visitors were seen before UTC day `day`; their counts stay. */
export function deleteStepVisitorsBefore(db: Db, day: number): Promise<number> {
  return db.run("DELETE FROM analytics_step_visitors WHERE day < $1", [day]);
}
