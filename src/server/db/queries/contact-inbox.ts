import type { Db } from "../types.ts";

export interface InboxMessage {
  readonly id: number;
  readonly createdAt: number;
  readonly lang: string;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly handledAt: number | null;
  readonly deliveryStatus: string;
}

/** The newest messages first; unhandled ones only unless `all`. */
export async function listContactMessages(db: Db, options: { all: boolean; limit: number }): Promise<InboxMessage[]> {
  const rows = await db.all<{
    id: number | string;
    created_at: number | string;
    lang: string;
    name: string;
    email: string;
    subject: string;
    message: string;
    handled_at: number | string | null;
    delivery_status: string;
  }>(
    `SELECT id, created_at, lang, name, email, subject, message, handled_at, delivery_status FROM contact_messages
     ${options.all ? "" : "WHERE handled_at IS NULL"} ORDER BY created_at DESC, id DESC LIMIT $1`,
    [options.limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    createdAt: Number(r.created_at),
    lang: r.lang,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    handledAt: r.handled_at === null ? null : Number(r.handled_at),
    deliveryStatus: r.delivery_status,
  }));
}

/** Marks a message handled; false when there is no such message. */
export async function markContactHandled(db: Db, id: number, at: number): Promise<boolean> {
  return (
    (await db.run("UPDATE contact_messages SET handled_at = $2 WHERE id = $1 AND handled_at IS NULL", [id, at])) > 0
  );
}

export async function listWaitlist(db: Db): Promise<{ email: string; lang: string; createdAt: number }[]> {
  const rows = await db.all<{ email: string; lang: string; created_at: number | string }>(
    "SELECT email, lang, created_at FROM waitlist ORDER BY created_at, email",
  );
  return rows.map((r) => ({ email: r.email, lang: r.lang, createdAt: Number(r.created_at) }));
}
