import nodemailer from "nodemailer";
import { nextDeliveryDelay } from "../../lib/contact/delivery-backoff.ts";
import {
  claimDueContactMessages,
  markContactAttemptFailed,
  markContactDelivered,
  type StoredContactMessage,
} from "../db/queries/contact-messages.ts";
import type { Db } from "../db/types.ts";

/** What the outbox needs of a mail transport: nodemailer's, or a stand-in in tests. */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    replyTo: { name: string; address: string };
    subject: string;
    text: string;
  }): Promise<unknown>;
  close?(): void;
}

export interface OutboxOptions {
  /** The database, awaited each round: it may still be starting or be down for a while. */
  readonly db: () => Promise<Db>;
  readonly transport: MailTransport;
  readonly to: string;
  readonly from: string;
  readonly now?: () => number;
  /** How long a picked-up message stays reserved for this instance. */
  readonly leaseMs?: number;
  readonly batchSize?: number;
}

export interface ContactOutbox {
  /** Mails every message that is due; resolves with how many went out and how many failed. */
  deliverDue(): Promise<{ sent: number; failed: number }>;
  /** Polls every `intervalMs` until stopped; a round never overlaps the previous one. */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export function mailFor(message: StoredContactMessage, to: string, from: string) {
  return {
    from,
    to,
    // The visitor's address goes in Reply-To only: mail sent "from" it would fail SPF checks.
    replyTo: { name: message.name, address: message.email },
    subject: `[Contact · ${message.subject}] ${message.name}`,
    text: [
      `From: ${message.name} <${message.email}>`,
      `Subject: ${message.subject}`,
      `Language: ${message.lang}`,
      `Received: ${new Date(message.createdAt).toISOString()}`,
      "",
      message.message,
    ].join("\n"),
  };
}

export function createContactOutbox(options: OutboxOptions): ContactOutbox {
  const { transport, to, from } = options;
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? 120_000;
  const batchSize = options.batchSize ?? 20;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function deliverDue(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    const db = await options.db();
    for (;;) {
      const started = now();
      const batch = await claimDueContactMessages(db, started, started + leaseMs, batchSize);
      for (const message of batch) {
        try {
          await transport.sendMail(mailFor(message, to, from));
          await markContactDelivered(db, message.id, now());
          sent++;
        } catch (error) {
          failed++;
          const delay = nextDeliveryDelay(message.attempts + 1);
          const reason = (error as Error).message || String(error);
          await markContactAttemptFailed(db, message.id, reason, delay === null ? null : now() + delay);
          console.warn(`Contact message ${message.id}: delivery attempt ${message.attempts + 1} failed: ${reason}`);
        }
      }
      if (batch.length < batchSize || stopped) return { sent, failed };
    }
  }

  return {
    deliverDue,
    start(intervalMs) {
      const tick = () => {
        running = deliverDue()
          .catch((error: unknown) => console.error("Contact outbox round failed:", (error as Error).message))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, intervalMs);
          });
      };
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close?.();
    },
  };
}

/** The outbox over SMTP, from an SMTP URL; connection and greeting time out so a dead server cannot stall a round. */
export function smtpOutbox(db: () => Promise<Db>, smtpUrl: string, to: string, from: string): ContactOutbox {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === "smtps:" ? 465 : 587),
    secure: url.protocol === "smtps:",
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // A local test sink speaks plain SMTP; STARTTLS is used whenever the server offers it.
    ignoreTLS: url.searchParams.get("tls") === "off",
  });
  return createContactOutbox({ db, transport, to, from });
}
