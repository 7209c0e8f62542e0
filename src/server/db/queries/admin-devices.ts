import type { Db } from "../types.ts";

/**
 * Counts one sign-in attempt against a device cookie of this account and returns the attempts
 * since its last success, these included; undefined when the cookie is unknown, expired or
 * another account's. Counting before the password is checked keeps concurrent guesses with one
 * stolen cookie from all passing the limit together.
 */
export async function countDeviceAttempt(
  db: Db,
  tokenHash: string,
  userId: number,
  now: number,
): Promise<number | undefined> {
  const [row] = await db.all<{ attempts: number | string }>(
    `UPDATE admin_devices SET attempts = attempts + 1
     WHERE token_hash = $1 AND user_id = $2 AND expires_at > $3
     RETURNING attempts`,
    [tokenHash, userId, now],
  );
  return row ? Number(row.attempts) : undefined;
}

export async function insertDevice(
  db: Db,
  device: { tokenHash: string; userId: number; now: number; expiresAt: number },
): Promise<void> {
  await db.run(
    `INSERT INTO admin_devices (token_hash, user_id, attempts, created_at, expires_at) VALUES ($1, $2, 0, $3, $4)`,
    [device.tokenHash, device.userId, device.now, device.expiresAt],
  );
}

/** Removes one device (replaced after a success), and any whose time is up. */
export async function deleteDevice(db: Db, tokenHash: string, now: number): Promise<void> {
  await db.run("DELETE FROM admin_devices WHERE token_hash = $1 OR expires_at <= $2", [tokenHash, now]);
}

/** Forgets every browser of the account (after a password reset). */
export async function deleteDevicesOfAdmin(db: Db, email: string): Promise<void> {
  await db.run("DELETE FROM admin_devices WHERE user_id IN (SELECT id FROM admin_users WHERE email = $1)", [
    email.toLowerCase(),
  ]);
}
