// The contact form's storage and mail delivery, shared by both backends (see storage-*.test.ts).
import { createServer, type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translator } from "../../../src/i18n/translate.ts";
import { handleContactRequest } from "../../../src/server/contact/contact-handler.ts";
import { createContactOutbox, smtpOutbox } from "../../../src/server/contact/contact-outbox.ts";
import { runMigrations } from "../../../src/server/db/migrate.ts";
import type { Db } from "../../../src/server/db/types.ts";
import { createSiteServices, type ServiceSettings, type SiteServices } from "../../../src/server/site-services.ts";
import { NO_TRUSTED_PROXIES } from "../../../src/server/http/client-address.ts";
import { midMinute } from "./storage-suite.ts";
import type { TestBackend } from "./test-databases.ts";

const settings: ServiceSettings = {
  trustedProxies: NO_TRUSTED_PROXIES,
  eventsPerMinute: 1000,
  waitlistPerMinute: 1000,
  contactPerMinute: 3,
  adminLoginPerMinute: 10,
  adminLoginPerAccountPerMinute: 5,
  eventsGlobalPerMinute: 1_000_000,
  summaryToken: null,
};
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

const valid = {
  name: "Ayşe Yılmaz",
  email: "ayse@example.com",
  subject: "support",
  message: "The estimate for nurses in Izmir looks low.\nCould you check it?",
  website: "",
  lang: "tr",
};

function post(body: unknown, contentType = "application/json"): Request {
  return new Request("http://127.0.0.1/api/v1/contact", {
    method: "POST",
    headers: { "content-type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

interface StoredMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  lang: string;
  delivery_status: string;
  delivery_attempts: number | string;
}
const stored = (db: Db) => db.all<StoredMessage>("SELECT * FROM contact_messages ORDER BY id");

/** A local SMTP server that keeps what it receives. */
async function smtpSink(): Promise<{ port: number; mails: string[]; close(): Promise<void> }> {
  const mails: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        mails.push(Buffer.concat(chunks).toString("utf8"));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on: connecting to it is refused. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export function defineContactSuite(makeBackend: () => Promise<TestBackend>): void {
  let backend: TestBackend;
  let db: Db;
  let services: SiteServices;

  beforeAll(async () => {
    backend = await makeBackend();
    db = backend.open();
    await runMigrations(db);
    services = createSiteServices(db, settings, midMinute());
  });
  afterAll(async () => backend?.dispose());

  describe("POST /api/v1/contact", () => {
    it("stores the message before it answers 201, line breaks and all", async () => {
      await db.run("DELETE FROM contact_messages");
      const response = await handleContactRequest(services, post(valid), freshIp());
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ status: "sent", message: translator("tr").t("contact.successTitle") });
      const rows = await stored(db);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: "Ayşe Yılmaz",
        email: "ayse@example.com",
        subject: "support",
        message: valid.message,
        lang: "tr",
        delivery_status: "pending",
      });
    });

    it("answers 400 with a localized message per invalid field, and stores nothing", async () => {
      await db.run("DELETE FROM contact_messages");
      const response = await handleContactRequest(
        services,
        post({ name: "A", email: "nope", subject: "spam", message: "short", lang: "de" }),
        freshIp(),
      );
      expect(response.status).toBe(400);
      const { t } = translator("de");
      expect(await response.json()).toEqual({
        error: {
          code: "INVALID_INPUT",
          message: t("contact.fixErrors"),
          fields: {
            name: t("validation.nameTooShort"),
            email: t("validation.emailInvalid"),
            subject: t("validation.subjectRequired"),
            message: t("validation.messageTooShort"),
          },
        },
      });
      expect(await stored(db)).toEqual([]);
    });

    it.each([
      ["a NUL in the name", { ...valid, name: "Ay\u0000şe" }, "name"],
      ["a lone surrogate in the message", { ...valid, message: `${"x".repeat(12)}\ud800` }, "message"],
      ["a bidi override in the message", { ...valid, message: `Hello \u202eevil text here` }, "message"],
      ["a message of 500 characters", { ...valid, message: "é".repeat(500) }, "message"],
      ["fields of the wrong type", { ...valid, name: 42 }, "name"],
    ])("refuses %s with 400 on both backends", async (_label, body, field) => {
      const response = await handleContactRequest(services, post(body), freshIp());
      expect(response.status).toBe(400);
      const json = (await response.json()) as { error: { fields: Record<string, string> } };
      expect(Object.keys(json.error.fields)).toContain(field);
    });

    it("accepts 499 characters, the longest message under the limit", async () => {
      const response = await handleContactRequest(services, post({ ...valid, message: "é".repeat(499) }), freshIp());
      expect(response.status).toBe(201);
    });

    it("answers a filled honeypot as sent but keeps nothing", async () => {
      await db.run("DELETE FROM contact_messages");
      const response = await handleContactRequest(services, post({ ...valid, website: "http://spam" }), freshIp());
      expect(response.status).toBe(201);
      expect(await stored(db)).toEqual([]);
    });

    it("limits messages per client address, whatever else changes", async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await handleContactRequest(services, post({ ...valid, email: `x${i}@example.com` }), ip);
        statuses.push(response.status);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    });

    it("refuses a body that is not JSON with 415, and a huge one with 413", async () => {
      expect((await handleContactRequest(services, post("name=x", "text/plain"), freshIp())).status).toBe(415);
      const huge = { ...valid, message: "x".repeat(20_000) };
      expect((await handleContactRequest(services, post(huge), freshIp())).status).toBe(413);
    });
  });

  describe("outbox", () => {
    it("mails each stored message once, with the visitor in Reply-To", async () => {
      await db.run("DELETE FROM contact_messages");
      await handleContactRequest(services, post(valid), freshIp());
      const sink = await smtpSink();
      const outbox = smtpOutbox(
        () => Promise.resolve(db),
        `smtp://127.0.0.1:${sink.port}?tls=off`,
        "support@example.org",
        "no-reply@example.org",
      );
      try {
        expect(await outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
        expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
      } finally {
        await outbox.stop();
        await sink.close();
      }
      expect(sink.mails).toHaveLength(1);
      const mail = sink.mails[0] ?? "";
      expect(mail).toMatch(/^Reply-To: .*ayse@example\.com/m);
      expect(mail).toMatch(/^To: support@example\.org/m);
      expect(mail).toContain("Izmir");
      expect((await stored(db))[0]?.delivery_status).toBe("sent");
    });

    it("keeps a message whose delivery was refused, and delivers it on a later round", async () => {
      await db.run("DELETE FROM contact_messages");
      await handleContactRequest(services, post(valid), freshIp());
      let clock = Date.now();
      const refused = smtpOutbox(
        () => Promise.resolve(db),
        `smtp://127.0.0.1:${await closedPort()}?tls=off`,
        "support@example.org",
        "no-reply@example.org",
      );
      expect(await refused.deliverDue()).toEqual({ sent: 0, failed: 1 });
      await refused.stop();
      const [afterFailure] = await stored(db);
      expect(afterFailure?.delivery_status).toBe("pending");
      expect(Number(afterFailure?.delivery_attempts)).toBe(1);

      // A new instance (as after a restart) with a working server, once the backoff has passed.
      const sink = await smtpSink();
      const mails: string[] = [];
      const outbox = createContactOutbox({
        db: () => Promise.resolve(db),
        transport: {
          sendMail: async (mail) => {
            mails.push(mail.subject);
            return smtpOutboxSend(sink.port, mail);
          },
        },
        to: "support@example.org",
        from: "no-reply@example.org",
        now: () => clock,
      });
      try {
        expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 0 }); // not due yet
        clock += 31_000;
        expect(await outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
      } finally {
        await outbox.stop();
        await sink.close();
      }
      expect(mails).toHaveLength(1);
      expect(sink.mails).toHaveLength(1);
      const [delivered] = await stored(db);
      expect(delivered?.delivery_status).toBe("sent");
      expect(Number(delivered?.delivery_attempts)).toBe(2);
    });

    it("never mails one message twice when two instances poll together", async () => {
      await db.run("DELETE FROM contact_messages");
      for (let i = 0; i < 6; i++)
        await handleContactRequest(services, post({ ...valid, name: `Person ${i}` }), freshIp());
      const sent: string[] = [];
      const instance = (other: Db) =>
        createContactOutbox({
          db: () => Promise.resolve(other),
          transport: { sendMail: async (mail) => void sent.push(mail.subject) },
          to: "support@example.org",
          from: "no-reply@example.org",
          batchSize: 2,
        });
      const [a, b] = [instance(db), instance(backend.open())];
      await Promise.all([a.deliverDue(), b.deliverDue()]);
      expect(sent).toHaveLength(6);
      expect(new Set(sent).size).toBe(6);
    });

    it("gives up after the last attempt and marks the message failed, still stored", async () => {
      await db.run("DELETE FROM contact_messages");
      await handleContactRequest(services, post(valid), freshIp());
      await db.run("UPDATE contact_messages SET delivery_attempts = 11");
      const outbox = createContactOutbox({
        db: () => Promise.resolve(db),
        transport: { sendMail: () => Promise.reject(new Error("550 mailbox unavailable")) },
        to: "support@example.org",
        from: "no-reply@example.org",
      });
      expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 1 });
      const [row] = await stored(db);
      expect(row?.delivery_status).toBe("failed");
      expect(row?.message).toBe(valid.message);
    });
  });
}

/** Sends through the sink with nodemailer, as the SMTP outbox does. */
async function smtpOutboxSend(
  port: number,
  mail: Parameters<Parameters<typeof createContactOutbox>[0]["transport"]["sendMail"]>[0],
) {
  const nodemailer = (await import("nodemailer")).default;
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
  try {
    return await transport.sendMail(mail);
  } finally {
    transport.close();
  }
}
