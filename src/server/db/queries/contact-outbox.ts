import type { Db } from "../types.ts";

/** A message picked up for delivery. */
export interface OutboxMessage {
  readonly id: number;
  readonly createdAt: number;
  readonly lang: string;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly attempts: number;
}

interface Row {
  id: number | string;
  created_at: number | string;
  lang: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  delivery_attempts: number | string;
}

/**
 * Leases up to `limit` pending messages that are due, oldest first, until `leaseUntil`: one
 * statement, so two instances polling together never pick the same row.
 */
export async function claimDueContactMessages(
  db: Db,
  now: number,
  leaseUntil: number,
  limit: number,
): Promise<OutboxMessage[]> {
  const due = `SELECT id FROM contact_messages
     WHERE delivery_status = 'pending' AND next_attempt_at <= $1 AND lease_until <= $1
     ORDER BY id LIMIT $3`;
  const rows = await db.all<Row>(
    `UPDATE contact_messages SET lease_until = $2
     WHERE id IN (${db.dialect === "postgres" ? `${due} FOR UPDATE SKIP LOCKED` : due})
     RETURNING id, created_at, lang, name, email, subject, message, delivery_attempts`,
    [now, leaseUntil, limit],
  );
  return rows
    .map((r) => ({
      id: Number(r.id),
      createdAt: Number(r.created_at),
      lang: r.lang,
      name: r.name,
      email: r.email,
      subject: r.subject,
      message: r.message,
      attempts: Number(r.delivery_attempts),
    }))
    .sort((a, b) => a.id - b.id);
}

export async function markContactDelivered(db: Db, id: number, at: number): Promise<void> {
  await db.run(
    `UPDATE contact_messages SET delivery_status = 'sent', delivered_at = $2, lease_until = 0,
       delivery_attempts = delivery_attempts + 1, last_error = NULL
     WHERE id = $1`,
    [id, at],
  );
}

/** Records a failed attempt: due again at `nextAttemptAt`, or given up when that is null. */
export async function markContactAttemptFailed(
  db: Db,
  id: number,
  error: string,
  nextAttemptAt: number | null,
): Promise<void> {
  await db.run(
    `UPDATE contact_messages SET delivery_attempts = delivery_attempts + 1, last_error = $2, lease_until = 0,
       delivery_status = CASE WHEN CAST($3 AS BIGINT) IS NULL THEN 'failed' ELSE 'pending' END,
       next_attempt_at = COALESCE(CAST($3 AS BIGINT), next_attempt_at)
     WHERE id = $1`,
    [id, error.slice(0, 500), nextAttemptAt],
  );
}
