import type { Db } from "../types.ts";

/** Deletes the salts of days before `firstKeptDay` (YYYY-MM-DD sorts as text). */
export function deleteOldSalts(db: Db, firstKeptDay: string): Promise<number> {
  return db.run("DELETE FROM daily_salts WHERE day < $1", [firstKeptDay]);
}
