import type { Db } from "../types.ts";

/** Counts `amount` hits in the bucket's window and returns the window's hits so far, these included. */
export async function hitRateLimit(db: Db, bucket: string, windowStart: number, amount = 1): Promise<number> {
  const [row] = await db.all<{ hits: number }>(
    `INSERT INTO rate_limits (bucket, window_start, hits) VALUES ($1, $2, $3)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + $3
     RETURNING hits`,
    [bucket, windowStart, amount],
  );
  return Number(row?.hits ?? amount);
}
