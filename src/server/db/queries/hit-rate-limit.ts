import type { Db } from "../types.ts";

/** Counts one hit in the bucket's window and returns the window's hits so far, this one included. */
export async function hitRateLimit(db: Db, bucket: string, windowStart: number): Promise<number> {
  const [row] = await db.all<{ hits: number }>(
    `INSERT INTO rate_limits (bucket, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
     RETURNING hits`,
    [bucket, windowStart],
  );
  return Number(row?.hits ?? 1);
}
