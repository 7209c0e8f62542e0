import type { Db } from "../types.ts";

/** Stores a lower-cased email; resolves true when it is new, false when it was already there. */
export async function insertWaitlistEmail(db: Db, email: string, lang: string, createdAt: number): Promise<boolean> {
  const inserted = await db.run(
    "INSERT INTO waitlist (email, lang, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING",
    [email.toLowerCase(), lang, createdAt],
  );
  return inserted > 0;
}
