import type { ContactMessage } from "../../../lib/contact/contact-input.ts";
import type { Db } from "../types.ts";

/**
 * The contact_messages table: stored by the form, leased and mailed by the outbox, read and
 * marked handled in the admin inbox.
 */

/** A stored message as the outbox and the inbox read it. */
export interface StoredContactMessage {
  readonly id: number;
  readonly createdAt: number;
  readonly lang: string;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly attempts: number;
  readonly handledAt: number | null;
  readonly deliveryStatus: string;
}

const COLUMNS = "id, created_at, lang, name, email, subject, message, delivery_attempts, handled_at, delivery_status";

interface Row {
  id: number | string;
  created_at: number | string;
  lang: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  delivery_attempts: number | string;
  handled_at: number | string | null;
  delivery_status: string;
}

const fromRow = (r: Row): StoredContactMessage => ({
  id: Number(r.id),
  createdAt: Number(r.created_at),
  lang: r.lang,
  name: r.name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  attempts: Number(r.delivery_attempts),
  handledAt: r.handled_at === null ? null : Number(r.handled_at),
  deliveryStatus: r.delivery_status,
});

/** Stores a message as due for delivery now; resolves once it is committed. */
export async function insertContactMessage(db: Db, message: ContactMessage, lang: string, createdAt: number) {
  await db.run(
    `INSERT INTO contact_messages (created_at, lang, name, email, subject, message, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $1)`,
    [createdAt, lang, message.name, message.email, message.subject, message.message],
  );
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
): Promise<StoredContactMessage[]> {
  const due = `SELECT id FROM contact_messages
     WHERE delivery_status = 'pending' AND next_attempt_at <= $1 AND lease_until <= $1
     ORDER BY id LIMIT $3`;
  const rows = await db.all<Row>(
    `UPDATE contact_messages SET lease_until = $2
     WHERE id IN (${db.dialect === "postgres" ? `${due} FOR UPDATE SKIP LOCKED` : due})
     RETURNING ${COLUMNS}`,
    [now, leaseUntil, limit],
  );
  return rows.map(fromRow).sort((a, b) => a.id - b.id);
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

/** The newest messages first; unhandled ones only unless `all`. */
export async function listContactMessages(
  db: Db,
  options: { all: boolean; limit: number },
): Promise<StoredContactMessage[]> {
  const rows = await db.all<Row>(
    `SELECT ${COLUMNS} FROM contact_messages
     ${options.all ? "" : "WHERE handled_at IS NULL"} ORDER BY created_at DESC, id DESC LIMIT $1`,
    [options.limit],
  );
  return rows.map(fromRow);
}

/** Marks a message handled; false when there is no such message. */
export async function markContactHandled(db: Db, id: number, at: number): Promise<boolean> {
  return (
    (await db.run("UPDATE contact_messages SET handled_at = $2 WHERE id = $1 AND handled_at IS NULL", [id, at])) > 0
  );
}
