import type { Db } from "../types.ts";

export interface AdminUser {
  readonly id: number;
  readonly email: string;
  readonly passwordHash: string;
}

/** Creates the admin, or resets the password of the one with this email. */
export async function upsertAdmin(db: Db, email: string, passwordHash: string, now: number): Promise<void> {
  await db.run(
    `INSERT INTO admin_users (email, password_hash, created_at, updated_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at`,
    [email.toLowerCase(), passwordHash, now],
  );
}

export async function findAdminByEmail(db: Db, email: string): Promise<AdminUser | undefined> {
  const [row] = await db.all<{ id: number | string; email: string; password_hash: string }>(
    "SELECT id, email, password_hash FROM admin_users WHERE email = $1",
    [email.toLowerCase()],
  );
  return row ? { id: Number(row.id), email: row.email, passwordHash: row.password_hash } : undefined;
}

/** Signs every session of the account out (after a password reset). */
export async function deleteSessionsOfAdmin(db: Db, email: string): Promise<void> {
  await db.run("DELETE FROM admin_sessions WHERE user_id IN (SELECT id FROM admin_users WHERE email = $1)", [
    email.toLowerCase(),
  ]);
}

export interface StoredSession {
  readonly userId: number;
  readonly email: string;
  readonly csrfToken: string;
  readonly lastSeenAt: number;
  readonly expiresAt: number;
}

export async function insertSession(
  db: Db,
  session: { tokenHash: string; userId: number; csrfToken: string; now: number; expiresAt: number },
): Promise<void> {
  await db.run(
    `INSERT INTO admin_sessions (token_hash, user_id, csrf_token, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $4, $5)`,
    [session.tokenHash, session.userId, session.csrfToken, session.now, session.expiresAt],
  );
}

export async function findSession(db: Db, tokenHash: string): Promise<StoredSession | undefined> {
  const [row] = await db.all<{
    user_id: number | string;
    email: string;
    csrf_token: string;
    last_seen_at: number | string;
    expires_at: number | string;
  }>(
    `SELECT s.user_id, u.email, s.csrf_token, s.last_seen_at, s.expires_at
     FROM admin_sessions s JOIN admin_users u ON u.id = s.user_id WHERE s.token_hash = $1`,
    [tokenHash],
  );
  return row
    ? {
        userId: Number(row.user_id),
        email: row.email,
        csrfToken: row.csrf_token,
        lastSeenAt: Number(row.last_seen_at),
        expiresAt: Number(row.expires_at),
      }
    : undefined;
}

export async function touchSession(db: Db, tokenHash: string, now: number): Promise<void> {
  await db.run("UPDATE admin_sessions SET last_seen_at = $2 WHERE token_hash = $1", [tokenHash, now]);
}

/** Removes one session, and any whose time is up, so the table never grows without bound. */
export async function deleteSession(db: Db, tokenHash: string, now: number): Promise<void> {
  await db.run("DELETE FROM admin_sessions WHERE token_hash = $1 OR expires_at <= $2", [tokenHash, now]);
}
