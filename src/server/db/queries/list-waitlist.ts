import type { Db } from "../types.ts";

/** Every address on the Android waitlist, oldest first. */
export async function listWaitlist(db: Db): Promise<{ email: string; lang: string; createdAt: number }[]> {
  const rows = await db.all<{ email: string; lang: string; created_at: number | string }>(
    "SELECT email, lang, created_at FROM waitlist ORDER BY created_at, email",
  );
  return rows.map((r) => ({ email: r.email, lang: r.lang, createdAt: Number(r.created_at) }));
}
