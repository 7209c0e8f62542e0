// Admin accounts, sessions and sign-in, shared by both backends (see storage-*.test.ts).
import { afterAll, beforeAll, expect, it } from "vitest";
import { csrfMatches, readSession, signIn, type SessionPolicy } from "../../../src/server/admin/admin-auth.ts";
import { hashPassword } from "../../../src/server/admin/password-hash.ts";
import { runMigrations } from "../../../src/server/db/migrate.ts";
import { deleteSessionsOfAdmin, upsertAdmin } from "../../../src/server/db/queries/admin-accounts.ts";
import { addAdEvents, adStats } from "../../../src/server/db/queries/ad-event-counts.ts";
import {
  deletePublisher,
  findPublisher,
  insertPublisher,
  listPublishers,
  updatePublisher,
} from "../../../src/server/db/queries/ad-publishers.ts";
import {
  insertContactMessage,
  listContactMessages,
  markContactHandled,
} from "../../../src/server/db/queries/contact-messages.ts";
import type { Db } from "../../../src/server/db/types.ts";
import { createSiteServices, type ServiceSettings, type SiteServices } from "../../../src/server/site-services.ts";
import type { TestBackend } from "./test-databases.ts";

const settings: ServiceSettings = {
  trustProxy: false,
  eventsPerMinute: 1000,
  waitlistPerMinute: 1000,
  contactPerMinute: 1000,
  adminLoginPerMinute: 6,
  adminLoginPerAccountPerMinute: 4,
  eventsGlobalPerMinute: 1_000_000,
  summaryToken: null,
};
const policy: SessionPolicy = { lifetimeMs: 3_600_000, idleMs: 600_000 };
const PASSWORD = "a long enough admin password";
let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

export function defineAdminSuite(makeBackend: () => Promise<TestBackend>): void {
  let backend: TestBackend;
  let db: Db;
  let clock = Date.UTC(2026, 10, 24, 12);
  let services: SiteServices;

  beforeAll(async () => {
    backend = await makeBackend();
    db = backend.open();
    await runMigrations(db);
    services = createSiteServices(db, settings, () => new Date(clock));
    await upsertAdmin(db, "Admin@Example.com", await hashPassword(PASSWORD), clock);
  });
  afterAll(async () => backend?.dispose());

  const signInOk = async (email = "admin@example.com") => {
    const result = await signIn(services, email, PASSWORD, freshIp(), policy);
    if (result.kind !== "ok") throw new Error(`sign-in ${result.kind}`);
    return result;
  };

  it("signs in with the right password (email in any case) and reads the session back", async () => {
    const { token, csrfToken, maxAgeSeconds } = await signInOk("ADMIN@example.com ");
    expect(maxAgeSeconds).toBe(3600);
    const session = await readSession(services, token, policy);
    expect(session?.email).toBe("admin@example.com");
    expect(session && csrfMatches(session, csrfToken)).toBe(true);
    expect(session && csrfMatches(session, `${csrfToken}x`)).toBe(false);
    expect(session && csrfMatches(session, null)).toBe(false);
  });

  it.each([
    ["a wrong password", "admin@example.com", "not the password at all"],
    ["an unknown account", "nobody@example.com", PASSWORD],
    ["an empty email", "", PASSWORD],
    ["a NUL in the email (PostgreSQL would refuse the query)", "admin\u0000@example.com", PASSWORD],
    ["a lone surrogate in the password", "admin@example.com", "\ud800"],
  ])("refuses %s", async (_label, email, password) => {
    expect((await signIn(services, email, password, freshIp(), policy)).kind).toBe("invalid");
  });

  it("throttles one address, and one account tried from many addresses", async () => {
    const ip = freshIp();
    const fromOneAddress: string[] = [];
    for (let i = 0; i < 8; i++) {
      fromOneAddress.push((await signIn(services, `x${i}@example.com`, "wrong", ip, policy)).kind);
    }
    expect(fromOneAddress.slice(0, 6).every((k) => k === "invalid")).toBe(true);
    expect(fromOneAddress.slice(6)).toEqual(["throttled", "throttled"]);

    const target = "admin@example.com";
    const spread: string[] = [];
    for (let i = 0; i < 5; i++) spread.push((await signIn(services, target, "wrong", freshIp(), policy)).kind);
    // The account is locked for the rest of the minute, even for the right password.
    const right = await signIn(services, target, PASSWORD, freshIp(), policy);
    expect(spread.slice(4)).toEqual(["throttled"]);
    expect(right.kind).toBe("throttled");
    clock += 60_000; // the next window opens
    expect((await signIn(services, target, PASSWORD, freshIp(), policy)).kind).toBe("ok");
  }, 30_000); // fourteen scrypt checks

  it("ends a session after the idle timeout, and slides it while in use", async () => {
    const { token } = await signInOk();
    clock += 500_000;
    expect(await readSession(services, token, policy)).toBeDefined(); // in use: the idle clock restarts
    clock += 500_000;
    expect(await readSession(services, token, policy)).toBeDefined();
    clock += 600_001;
    expect(await readSession(services, token, policy)).toBeUndefined();
    clock += 1;
    expect(await readSession(services, token, policy)).toBeUndefined(); // deleted, not just refused
  });

  it("ends a session at its lifetime even when always in use", async () => {
    const { token } = await signInOk();
    for (let i = 0; i < 7; i++) {
      clock += 500_000; // 3,500 s in all: inside the hour, never idle
      expect(await readSession(services, token, policy)).toBeDefined();
    }
    clock += 100_000; // 3,600 s: the lifetime is over
    expect(await readSession(services, token, policy)).toBeUndefined();
  });

  it("refuses tokens it never issued, and all of an admin's sessions after a password reset", async () => {
    expect(await readSession(services, "made-up-token", policy)).toBeUndefined();
    expect(await readSession(services, "x".repeat(500), policy)).toBeUndefined();
    const { token } = await signInOk();
    await deleteSessionsOfAdmin(db, "admin@example.com");
    expect(await readSession(services, token, policy)).toBeUndefined();
  });

  it("stores no password or token in the clear", async () => {
    const { token } = await signInOk();
    const dump = JSON.stringify([
      await db.all("SELECT * FROM admin_users"),
      await db.all("SELECT * FROM admin_sessions"),
    ]);
    expect(dump).not.toContain(PASSWORD);
    expect(dump).not.toContain(token);
  });

  it("lists the inbox newest first and marks a message handled once", async () => {
    await db.run("DELETE FROM contact_messages");
    const message = {
      name: "Li Wei",
      email: "li@example.com",
      subject: "business" as const,
      message: "Hello there, a question.",
    };
    await insertContactMessage(db, message, "zh", 1000);
    await insertContactMessage(db, { ...message, name: "Second" }, "en", 2000);
    const inbox = await listContactMessages(db, { all: false, limit: 10 });
    expect(inbox.map((m) => m.name)).toEqual(["Second", "Li Wei"]);
    expect(await markContactHandled(db, inbox[1]!.id, 3000)).toBe(true);
    expect(await markContactHandled(db, inbox[1]!.id, 4000)).toBe(false);
    expect((await listContactMessages(db, { all: false, limit: 10 })).map((m) => m.name)).toEqual(["Second"]);
    const all = await listContactMessages(db, { all: true, limit: 10 });
    expect(all.find((m) => m.name === "Li Wei")?.handledAt).toBe(3000);
  });

  it("stores publishers, reads them back as saved, updates and deletes them", async () => {
    const id = await insertPublisher(
      db,
      {
        kind: "adsense",
        name: "Main account",
        enabled: true,
        languages: ["de"],
        countries: ["DE"],
        publisherId: "pub-1234567890123456",
        slots: { home: "1111111111" },
      },
      clock,
    );
    const stored = await findPublisher(db, id);
    expect(stored).toEqual({
      id,
      kind: "adsense",
      name: "Main account",
      enabled: true,
      languages: ["de"],
      countries: ["DE"],
      publisherId: "pub-1234567890123456",
      slots: { home: "1111111111" },
    });
    expect(await updatePublisher(db, id, { ...stored!, enabled: false }, clock)).toBe(true);
    expect((await listPublishers(db)).find((p) => p.id === id)?.enabled).toBe(false);
    expect(await deletePublisher(db, id)).toBe(true);
    expect(await deletePublisher(db, id)).toBe(false);
    expect(await findPublisher(db, id)).toBeUndefined();
  });

  it("leaves out a stored row that no longer passes the schema instead of failing the list", async () => {
    await db.run(
      "INSERT INTO ad_publishers (kind, name, enabled, settings, created_at, updated_at) VALUES ('adsense', 'Broken', 1, '{not json', 0, 0)",
    );
    await expect(listPublishers(db)).resolves.toEqual(
      expect.not.arrayContaining([expect.objectContaining({ name: "Broken" })]),
    );
  });

  it("counts ad reports per day, placement, publisher and kind", async () => {
    const day = 20_500;
    const at = day * 86_400_000 + 3_600_000;
    await addAdEvents(
      db,
      [
        { placement: "home", publisherId: 7, kind: "impression" },
        { placement: "home", publisherId: 7, kind: "impression" },
        { placement: "home", publisherId: 7, kind: "viewable" },
        { placement: "footer", publisherId: 8, kind: "impression" },
      ],
      at,
    );
    await addAdEvents(db, [{ placement: "home", publisherId: 7, kind: "click" }], at + 60_000);
    await addAdEvents(db, [{ placement: "home", publisherId: 7, kind: "impression" }], at + 86_400_000);
    const rows = await adStats(db, day);
    expect(rows).toEqual(
      expect.arrayContaining([
        { day, placement: "home", publisherId: 7, impressions: 2, viewable: 1, clicks: 1 },
        { day, placement: "footer", publisherId: 8, impressions: 1, viewable: 0, clicks: 0 },
        { day: day + 1, placement: "home", publisherId: 7, impressions: 1, viewable: 0, clicks: 0 },
      ]),
    );
    expect(await adStats(db, day + 1)).toHaveLength(1);
  });
}
