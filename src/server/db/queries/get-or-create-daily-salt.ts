import type { Db } from "../types.ts";

/**
 * The salt of `day` (YYYY-MM-DD, UTC). The first instance to ask stores `candidate`; every
 * other instance gets that stored value back, so all of them hash a visitor the same way.
 * The no-op DO UPDATE is there so RETURNING yields the existing row on a conflict.
 */
export async function getOrCreateDailySalt(db: Db, day: string, candidate: string): Promise<string> {
  const [row] = await db.all<{ salt: string }>(
    `INSERT INTO daily_salts (day, salt) VALUES ($1, $2)
     ON CONFLICT (day) DO UPDATE SET day = excluded.day
     RETURNING salt`,
    [day, candidate],
  );
  if (!row) throw new Error(`No salt stored for ${day}`);
  return row.salt;
}
