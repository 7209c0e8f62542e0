import type { ContactMessage } from "../../../lib/contact/contact-input.ts";
import type { Db } from "../types.ts";

/** Stores a message as due for delivery now; resolves once it is committed. */
export async function insertContactMessage(db: Db, message: ContactMessage, lang: string, createdAt: number) {
  await db.run(
    `INSERT INTO contact_messages (created_at, lang, name, email, subject, message, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $1)`,
    [createdAt, lang, message.name, message.email, message.subject, message.message],
  );
}
