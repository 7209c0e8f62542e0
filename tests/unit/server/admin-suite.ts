// Admin accounts, sessions and sign-in, shared by both backends (see storage-*.test.ts).
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  csrfMatches,
  readSession,
  signIn,
  type SessionPolicy,
  type SignInResult,
} from "../../../src/server/admin/admin-auth.ts";
import { handleSignIn } from "../../../src/server/admin/admin-session-handler.ts";
import { NO_TRUSTED_PROXIES } from "../../../src/server/http/client-address.ts";
import { deleteDevicesOfAdmin } from "../../../src/server/db/queries/admin-devices.ts";
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
  trustedProxies: NO_TRUSTED_PROXIES,
  eventsPerMinute: 1000,
  waitlistPerMinute: 1000,
  contactPerMinute: 1000,
  adminLoginPerMinute: 6,
  adminLoginPerAccountPerMinute: 4,
  eventsGlobalPerMinute: 1_000_000,
  summaryToken: null,
};
const policy: SessionPolicy = {
  lifetimeMs: 3_600_000,
  idleMs: 600_000,
  deviceLifetimeMs: 86_400_000,
  deviceAttempts: 3,
};
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
    await upsertAdmin(db, "other@example.com", await hashPassword(PASSWORD), clock);
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

  it("throttles one address, and one account tried from many addresses (browsers without a device cookie)", async () => {
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
    // Unknown browsers are refused for the rest of the minute, even with the right password.
    const right = await signIn(services, target, PASSWORD, freshIp(), policy);
    expect(spread.slice(4)).toEqual(["throttled"]);
    expect(right.kind).toBe("throttled");
    clock += 60_000; // the next window opens
    expect((await signIn(services, target, PASSWORD, freshIp(), policy)).kind).toBe("ok");
  }, 30_000); // fourteen scrypt checks

  /** Guesses from fresh addresses until the account's limit for unknown browsers is reached. */
  const attack = async (target = "admin@example.com") => {
    const kinds: string[] = [];
    for (let i = 0; i < 5; i++) kinds.push((await signIn(services, target, `guess ${i}`, freshIp(), policy)).kind);
    expect(kinds.at(-1)).toBe("throttled");
  };
  const deviceOf = (result: SignInResult) => {
    if (result.kind !== "ok") throw new Error(`sign-in ${result.kind}`);
    return result.deviceToken;
  };

  it("an attack on the account never locks out a browser that signed in before", async () => {
    clock += 60_000;
    let device = deviceOf(await signInOk());
    for (let minute = 0; minute < 3; minute++) {
      clock += 60_000;
      await attack();
      // A browser that never signed in is refused like the attacker, right password or not...
      expect((await signIn(services, "admin@example.com", PASSWORD, freshIp(), policy)).kind).toBe("throttled");
      // ...but the owner's browser signs in, from any address, every minute of the attack.
      const owner = await signIn(services, "admin@example.com", PASSWORD, freshIp(), policy, device);
      expect(owner.kind).toBe("ok");
      const next = deviceOf(owner);
      expect(next).not.toBe(device); // a fresh cookie on every success
      device = next;
    }
  }, 60_000);

  it("a device cookie buys only a few wrong passwords, and only for its own account", async () => {
    clock += 60_000;
    const device = deviceOf(await signInOk());
    await attack();
    // Wrong passwords with the cookie are not throttled by the attack, up to the cookie's limit (3).
    const withCookie: string[] = [];
    for (let i = 0; i < 3; i++) {
      withCookie.push((await signIn(services, "admin@example.com", "wrong", freshIp(), policy, device)).kind);
    }
    expect(withCookie).toEqual(["invalid", "invalid", "invalid"]);
    // Past it the browser is unknown again: refused during the attack even with the right password.
    expect((await signIn(services, "admin@example.com", PASSWORD, freshIp(), policy, device)).kind).toBe("throttled");
    clock += 60_000; // attack over: it may sign in like any browser, and becomes known again
    const fresh = deviceOf(await signIn(services, "admin@example.com", PASSWORD, freshIp(), policy, device));
    // The used-up cookie is gone; the fresh one works for this account and no other.
    await attack("other@example.com");
    expect((await signIn(services, "other@example.com", PASSWORD, freshIp(), policy, fresh)).kind).toBe("throttled");
    await attack();
    expect((await signIn(services, "admin@example.com", PASSWORD, freshIp(), policy, device)).kind).toBe("throttled");
    expect((await signIn(services, "admin@example.com", PASSWORD, freshIp(), policy, fresh)).kind).toBe("ok");
  }, 60_000);

  it("forgets a device cookie when it expires or the password is reset", async () => {
    clock += 60_000;
    const expiring = deviceOf(await signInOk());
    clock += policy.deviceLifetimeMs;
    await attack();
    expect((await signIn(services, "admin@example.com", PASSWORD, freshIp(), policy, expiring)).kind).toBe("throttled");
    clock += 60_000;
    const kept = deviceOf(await signInOk());
    await deleteDevicesOfAdmin(db, "admin@example.com");
    await attack();
    expect((await signIn(services, "admin@example.com", PASSWORD, freshIp(), policy, kept)).kind).toBe("throttled");
  }, 60_000);

  it("answers busy at once past the hashing cap instead of queueing every sign-in", async () => {
    clock += 60_000;
    // Twelve at once, each from its own address and for its own email: no throttle applies,
    // the shared hasher takes 2 running and 4 waiting.
    const kinds = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(services, `nobody${i}@example.com`, "wrong", freshIp(), policy)),
    );
    const count = (kind: string) => kinds.filter((result) => result.kind === kind).length;
    expect(count("invalid")).toBe(6);
    expect(count("busy")).toBe(6);
  }, 60_000);

  it("the sign-in call answers 503 with Retry-After, not 500, when the database cannot answer", async () => {
    const down = new Error("connection pool exhausted");
    const failing: Db = {
      dialect: "sqlite",
      all: () => Promise.reject(down),
      run: () => Promise.reject(down),
      withSchemaLock: () => Promise.reject(down),
      close: () => Promise.resolve(),
    };
    const unavailable = createSiteServices(failing, settings);
    const response = await handleSignIn(
      unavailable,
      new Request("https://example.org/api/v1/admin/session", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "admin@example.com", password: PASSWORD }),
      }),
      { ip: freshIp(), secure: true },
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
  });

  it("the sign-in call sets the session and device cookies, and answers busy with 429 and Retry-After", async () => {
    clock += 60_000;
    const request = (cookie = "", email = "admin@example.com") =>
      new Request("https://example.org/api/v1/admin/session", {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
    // The call uses the configured policy: 12-hour sessions, 90-day devices.
    const response = await handleSignIn(services, request(), { ip: freshIp(), secure: true });
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(/^admin_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200; Secure$/);
    expect(cookies[1]).toMatch(/^admin_device=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=7776000; Secure$/);
    const device = /^admin_device=([\w-]+)/.exec(cookies[1]!)![1]!;
    await attack();
    const known = await handleSignIn(services, request(`admin_device=${device}`), { ip: freshIp(), secure: false });
    expect(known.status).toBe(200);
    expect(known.headers.getSetCookie()[1]).not.toContain("Secure");

    const flood = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        handleSignIn(services, request("", `flood${i}@example.com`), { ip: freshIp(), secure: false }).then(
          async (r) => ({
            status: r.status,
            code: r.status === 429 ? ((await r.json()) as { error: { code: string } }).error.code : "",
            retryAfter: r.headers.get("retry-after"),
          }),
        ),
      ),
    );
    const busy = flood.filter((r) => r.code === "SIGN_IN_BUSY");
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((r) => r.status === 429 && r.retryAfter === "1")).toBe(true);
    clock += 60_000; // the attack's window closes for the tests below
  }, 60_000);

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
    const { token, deviceToken } = await signInOk();
    const dump = JSON.stringify([
      await db.all("SELECT * FROM admin_users"),
      await db.all("SELECT * FROM admin_sessions"),
      await db.all("SELECT * FROM admin_devices"),
    ]);
    expect(dump).not.toContain(PASSWORD);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(deviceToken);
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
