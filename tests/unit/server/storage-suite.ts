// The integration suite shared by both backends (see storage-sqlite.test.ts and storage-postgres.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleEventsRequest } from "../../../src/server/analytics/events-handler.ts";
import { analyticsSummary, handleSummaryRequest } from "../../../src/server/analytics/summary.ts";
import { readMigrations, runMigrations } from "../../../src/server/db/migrate.ts";
import { countEvents } from "../../../src/server/db/queries/count-events.ts";
import { insertWaitlistEmail } from "../../../src/server/db/queries/insert-waitlist-email.ts";
import { insertEvents } from "../../../src/server/db/queries/insert-events.ts";
import type { Db } from "../../../src/server/db/types.ts";
import { NO_TRUSTED_PROXIES, trustedProxies } from "../../../src/server/http/client-address.ts";
import { createSiteServices, type ServiceSettings, type SiteServices } from "../../../src/server/site-services.ts";
import { handleWaitlistRequest } from "../../../src/server/waitlist/waitlist-handler.ts";
import { translator } from "../../../src/i18n/translate.ts";
import type { TestBackend } from "./test-databases.ts";

export const BROWSER_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const PLAYWRIGHT_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.7339.16 Safari/537.36";

const SUMMARY_TOKEN = "test-summary-token-0123456789";
export const settings: ServiceSettings = {
  trustedProxies: NO_TRUSTED_PROXIES,
  eventsPerMinute: 1000,
  waitlistPerMinute: 1000,
  contactPerMinute: 1000,
  adminLoginPerMinute: 10,
  adminLoginPerAccountPerMinute: 5,
  eventsGlobalPerMinute: 1_000_000,
  summaryToken: SUMMARY_TOKEN,
};
/**
 * Rate limits count in fixed one-minute windows of the services' clock. Tests that compare
 * several requests against a limit read this clock, held mid-minute, so a run that crosses a
 * minute boundary cannot open a fresh window halfway through.
 */
export const midMinute = (): (() => Date) => {
  // The latest half-minute mark not after now, so stored rows are never dated in the future.
  const at = new Date(Math.floor((Date.now() - 30_000) / 60_000) * 60_000 + 30_000);
  return () => at;
};
let ipCounter = 0;
/** A fresh documentation-range address per test, so rate-limit windows never collide. */
const freshIp = () => `203.0.113.${++ipCounter}`;

export const pageView = (overrides: Record<string, unknown> = {}) => ({
  name: "page_view",
  params: { page_title: "Home", page_path: "/de" },
  page: "/de",
  lang: "de",
  variant: "v2",
  ...overrides,
});

interface PostOptions {
  readonly contentType?: string;
  readonly userAgent?: string;
  readonly headers?: Record<string, string>;
}

export function post(path: string, body: unknown, options: PostOptions = {}): Request {
  return new Request(`http://127.0.0.1${path}`, {
    method: "POST",
    headers: {
      "content-type": options.contentType ?? "application/json",
      "user-agent": options.userAgent ?? BROWSER_UA,
      ...options.headers,
    },
    body: typeof body === "string" || body instanceof Blob ? body : JSON.stringify(body),
  });
}

/** JSON text with the bytes C3 28 (a lead byte without its continuation) at `marker`. */
export const invalidUtf8Json = (json: string, marker = "§"): Blob => {
  const [before = "", after = ""] = json.split(marker);
  return new Blob([before, new Uint8Array([0xc3, 0x28]), after]);
};

const sendEvents = (services: SiteServices, body: unknown, ip = freshIp(), options: PostOptions = {}) =>
  handleEventsRequest(services, post("/api/v1/events", body, options), ip);

const joinWaitlist = (services: SiteServices, body: unknown, ip = freshIp()) =>
  handleWaitlistRequest(services, post("/api/v1/waitlist", body), ip);

/** Every stored value of every table, as one string, to search for personal data. */
async function dumpAllTables(db: Db): Promise<string> {
  const tables = [
    "analytics_events",
    "rate_limits",
    "daily_salts",
    "waitlist",
    "schema_migrations",
    "analytics_counts",
    "analytics_step_counts",
    "contact_messages",
    "admin_users",
    "admin_sessions",
    "ad_publishers",
    "ad_event_counts",
  ];
  const rows = await Promise.all(tables.map((table) => db.all(`SELECT * FROM ${table}`)));
  return JSON.stringify(rows);
}

/** A store whose every statement fails, like a full disk or a lost database. */
const failingDb = (dialect: Db["dialect"]): Db => ({
  dialect,
  all: () => Promise.reject(new Error("disk I/O error")),
  run: () => Promise.reject(new Error("disk I/O error")),
  withSchemaLock: () => Promise.reject(new Error("disk I/O error")),
  close: async () => undefined,
});

export function defineStorageSuite(makeBackend: () => Promise<TestBackend>): void {
  let backend: TestBackend;
  let db: Db;
  let services: SiteServices;

  beforeAll(async () => {
    backend = await makeBackend();
    db = backend.open();
    services = createSiteServices(db, settings);
  });
  afterAll(async () => backend?.dispose());

  describe("migrations", () => {
    it("apply once, then running again (even from two instances at once) is a no-op", async () => {
      const all = readMigrations(db.dialect);
      const beforeRollup = await runMigrations(
        db,
        all.filter((m) => m.version < "006"),
      );
      // Events stored before the rollup existed, one of them on the demo page.
      await db.run(
        `INSERT INTO analytics_events (created_at, name, params, lang, variant, page, visitor_hash) VALUES
         (86400000, 'page_view', '{}', 'de', 'v1', '/de', 'a'), (86400001, 'page_view', '{}', 'de', 'v1', '/de', 'a'),
         (86400002, 'search', '{}', NULL, NULL, '/', 'b'), (86400003, 'search', '{}', 'fr', NULL, '/fr/analytics-demo', 'c')`,
      );
      const rest = await runMigrations(db);
      expect([...beforeRollup, ...rest]).toEqual([
        "001_analytics_events",
        "002_rate_limits",
        "003_daily_salts",
        "004_waitlist",
        "005_analytics_events_created",
        "006_analytics_rollup",
        "007_contact_messages",
        "008_admin",
        "009_ad_publishers",
        "010_ad_events",
        "011_admin_devices",
      ]);
      const [again, otherInstance] = await Promise.all([runMigrations(db), runMigrations(backend.open())]);
      expect(again).toEqual([]);
      expect(otherInstance).toEqual([]);
      const versions = await db.all<{ version: string }>("SELECT version FROM schema_migrations ORDER BY version");
      expect(versions.map((v) => v.version)).toEqual([...beforeRollup, ...rest]);

      // The rollup migration counted what was already stored, demo apart.
      const real = await analyticsSummary(db, new Date(86400000 * 2), false);
      expect(real.eventsByName).toEqual([
        { name: "page_view", count: 2 },
        { name: "search", count: 1 },
      ]);
      expect(real.pageViewsByLanguage).toEqual([{ lang: "de", count: 2 }]);
      expect(real.funnel.slice(0, 2)).toEqual([
        { step: "page_view", visitors: 1 },
        { step: "search", visitors: 1 },
      ]);
      const demo = await analyticsSummary(db, new Date(86400000 * 2), true);
      expect(demo.eventsByName).toEqual([{ name: "search", count: 1 }]);
      await db.run("DELETE FROM analytics_events");
      await db.run("DELETE FROM analytics_counts");
      await db.run("DELETE FROM analytics_step_visitors");
      await db.run("DELETE FROM analytics_step_counts");
    });
  });

  describe("concurrent statements", () => {
    it("commit independently: a failing one does not undo the others issued alongside it", async () => {
      const results = await Promise.allSettled([
        insertWaitlistEmail(db, "together1@example.com", "en", Date.now()),
        db.run("INSERT INTO no_such_table (x) VALUES ($1)", [1]),
        insertWaitlistEmail(db, "together2@example.com", "en", Date.now()),
      ]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
      const rows = await backend.open().all("SELECT email FROM waitlist WHERE email LIKE 'together%'");
      expect(rows).toHaveLength(2);
    });
  });

  describe("POST /api/v1/events", () => {
    it("202 only after the rows are stored, with every field", async () => {
      const before = await countEvents(db);
      const search = { name: "search", params: { search_term: "nurse" }, page: "/", lang: null, variant: null };
      const response = await sendEvents(services, { events: [pageView(), search] });
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ accepted: 2 });
      // Seen from another connection (another instance): committed, not just buffered.
      expect(await countEvents(backend.open())).toBe(before + 2);
      const rows = await db.all<Record<string, unknown>>(
        "SELECT * FROM analytics_events WHERE name = 'search' ORDER BY id DESC LIMIT 1",
      );
      const row = rows[0]!;
      const params = typeof row.params === "string" ? JSON.parse(row.params) : row.params;
      expect(params).toEqual({ search_term: "nurse" });
      expect(row).toMatchObject({ name: "search", page: "/", lang: null, variant: null });
      expect(row.visitor_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(Math.abs(Number(row.created_at) - Date.now())).toBeLessThan(60_000);
    });

    it("accepts text/plain (navigator.sendBeacon) and Playwright's HeadlessChrome user agent", async () => {
      const response = await sendEvents(services, { events: [pageView()] }, freshIp(), {
        contentType: "text/plain;charset=UTF-8",
        userAgent: PLAYWRIGHT_UA,
      });
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ accepted: 1 });
    });

    it.each([
      ["malformed JSON", "{ not json", "INVALID_JSON", undefined],
      ["no events array", { event: [] }, "EVENTS_INVALID", "at least one event"],
      ["an empty batch", { events: [] }, "EVENTS_INVALID", "at least one event"],
      ["an unknown event", { events: [pageView({ name: "page_viewed" })] }, "EVENTS_INVALID", "unknown_event"],
      [
        "an unknown parameter",
        { events: [pageView({ params: { page_title: "x", page_path: "/", email: "a" } })] },
        "EVENTS_INVALID",
        "unknown_param",
      ],
      [
        "a missing required parameter",
        { events: [pageView({ params: { page_title: "x" } })] },
        "EVENTS_INVALID",
        "missing_param",
      ],
      ["a language not offered", { events: [pageView({ lang: "xx" })] }, "EVENTS_INVALID", "events[0].lang"],
      ["an unknown variant", { events: [pageView({ variant: "v3" })] }, "EVENTS_INVALID", "events[0].variant"],
      [
        "a page that is not a path",
        { events: [pageView({ page: "https://evil.example/" })] },
        "EVENTS_INVALID",
        "events[0].page",
      ],
      [
        "a page over 300 characters",
        { events: [pageView({ page: `/${"a".repeat(300)}` })] },
        "EVENTS_INVALID",
        "events[0].page",
      ],
    ])("400 for %s", async (_, body, code, detail) => {
      const before = await countEvents(db);
      const response = await sendEvents(services, body);
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { code: string; message: string; detail?: string } };
      expect(error.code).toBe(code);
      expect(error.message).toBe(
        translator("en").t(code === "INVALID_JSON" ? "apiErrors.invalidJson" : "apiErrors.eventsInvalid"),
      );
      if (detail) expect(error.detail).toContain(detail);
      expect(await countEvents(db)).toBe(before);
    });

    it("400 INVALID_JSON for invalid UTF-8 inside a string, storing nothing", async () => {
      const before = await countEvents(db);
      const body = invalidUtf8Json(JSON.stringify({ events: [pageView({ page: "/utf8-§" })] }));
      const response = await sendEvents(services, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("INVALID_JSON");
      expect(await countEvents(db)).toBe(before);
    });

    it("415 for other content types", async () => {
      const response = await sendEvents(services, { events: [pageView()] }, freshIp(), { contentType: "text/html" });
      expect(response.status).toBe(415);
    });

    it("413 for more than 50 events or more than 16 KB, before anything is stored", async () => {
      const before = await countEvents(db);
      const many = await sendEvents(services, { events: Array.from({ length: 51 }, () => pageView()) });
      expect(many.status).toBe(413);
      const big = JSON.stringify({
        events: [pageView({ params: { page_title: "x".repeat(17_000), page_path: "/" } })],
      });
      expect((await sendEvents(services, big)).status).toBe(413);
      // A body that lies about (or omits) its length is cut off while streaming.
      const stream = new ReadableStream({
        pull(controller) {
          controller.enqueue(new TextEncoder().encode(" ".repeat(4096)));
        },
      });
      const streamed = new Request("http://127.0.0.1/api/v1/events", {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": BROWSER_UA },
        body: stream,
        duplex: "half",
      } as RequestInit);
      expect((await handleEventsRequest(services, streamed, freshIp())).status).toBe(413);
      expect(await countEvents(db)).toBe(before);
    });

    it("drops bots with a 202 that stores nothing", async () => {
      const before = await countEvents(db);
      for (const userAgent of ["Googlebot/2.1 (+http://www.google.com/bot.html)", "curl/8.5.0", ""]) {
        const response = await sendEvents(services, { events: [pageView(), pageView()] }, freshIp(), { userAgent });
        expect(response.status).toBe(202);
        expect(await response.json()).toEqual({ accepted: 0, dropped: 2 });
      }
      expect(await countEvents(db)).toBe(before);
    });

    it("429 once a client passes its per-minute limit", async () => {
      const limited = createSiteServices(db, { ...settings, eventsPerMinute: 3 }, midMinute());
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await sendEvents(limited, { events: [pageView()] }, ip)).status);
      expect(statuses).toEqual([202, 202, 202, 429, 429]);
      // Another client is not affected.
      expect((await sendEvents(limited, { events: [pageView()] })).status).toBe(202);
    });

    it("the limit holds against a client that rotates its User-Agent", async () => {
      const limited = createSiteServices(db, { ...settings, eventsPerMinute: 2 }, midMinute());
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const options = { userAgent: `${BROWSER_UA} Rotating/${i}` };
        statuses.push((await sendEvents(limited, { events: [pageView()] }, ip, options)).status);
      }
      expect(statuses).toEqual([202, 202, 429, 429]);
    });

    it.each([
      ["a prototype key as a parameter name", JSON.parse('{"__proto__": "x"}') as object, "unknown_param"],
      ["constructor as a parameter name", { page_title: "Home", page_path: "/de", constructor: "x" }, "unknown_param"],
      ["a NUL in a value", { page_title: "Ho\u0000me", page_path: "/de" }, "invalid_param"],
      ["an unpaired surrogate in a value", { page_title: "Ho\ud800me", page_path: "/de" }, "invalid_param"],
      ["a bidi control in a value", { page_title: "\u202eHome", page_path: "/de" }, "invalid_param"],
    ])("400 for %s, and nothing is stored", async (_, params, code) => {
      const before = await countEvents(db);
      const response = await sendEvents(services, { events: [pageView(), { ...pageView(), params }] });
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { code: string; detail?: string } };
      expect(error.code).toBe("EVENTS_INVALID");
      expect(error.detail).toContain(`events[1]: ${code}`);
      expect(await countEvents(db)).toBe(before);
    });

    it("the limit holds across two instances sharing the database", async () => {
      const clock = midMinute();
      const instanceA = createSiteServices(backend.open(), { ...settings, eventsPerMinute: 4 }, clock);
      const instanceB = createSiteServices(backend.open(), { ...settings, eventsPerMinute: 4 }, clock);
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const instance = i % 2 === 0 ? instanceA : instanceB;
        statuses.push((await sendEvents(instance, { events: [pageView()] }, ip)).status);
      }
      expect(statuses).toEqual([202, 202, 202, 202, 429, 429]);
    });

    it("ignores X-Forwarded-For without TRUST_PROXY", async () => {
      const clock = midMinute();
      const direct = createSiteServices(db, { ...settings, eventsPerMinute: 1 }, clock);
      const socket = freshIp();
      const forwarded = (ip: string) => ({ headers: { "x-forwarded-for": `198.51.100.250, ${ip}` } });
      // Without trust every request is the socket's client: the second one is limited.
      expect((await sendEvents(direct, { events: [pageView()] }, socket, forwarded(freshIp()))).status).toBe(202);
      expect((await sendEvents(direct, { events: [pageView()] }, socket, forwarded(freshIp()))).status).toBe(429);
    });

    it("believes X-Forwarded-For only from a listed proxy: a direct client rotating it stays one client", async () => {
      const clock = midMinute();
      const proxies = trustedProxies(["10.0.0.0/8", "fd00::/8"]);
      const services = createSiteServices(db, { ...settings, eventsPerMinute: 1, trustedProxies: proxies }, clock);
      const forwarded = (ip: string) => ({ headers: { "x-forwarded-for": ip } });
      // Through the proxy (an IPv4 peer, and one a dual-stack socket reports as IPv4-mapped),
      // each forwarded client has its own window.
      expect((await sendEvents(services, { events: [pageView()] }, "10.1.1.1", forwarded(freshIp()))).status).toBe(202);
      const mappedPeer = "::ffff:10.1.1.2";
      expect((await sendEvents(services, { events: [pageView()] }, mappedPeer, forwarded(freshIp()))).status).toBe(202);
      // A client reaching the server directly cannot pick a new window per request.
      const attacker = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await sendEvents(services, { events: [pageView()] }, attacker, forwarded(freshIp()))).status);
      }
      expect(statuses).toEqual([202, 429, 429]);
      // Nor through the proxy by prepending hops: the hop the proxy appended is the client.
      const client = freshIp();
      const spoofed = (left: string) => ({ headers: { "x-forwarded-for": `${left}, ${client}` } });
      expect((await sendEvents(services, { events: [pageView()] }, "fd00::1", spoofed(freshIp()))).status).toBe(202);
      expect((await sendEvents(services, { events: [pageView()] }, "fd00::1", spoofed(freshIp()))).status).toBe(429);
    });

    it("never stores the IP address or user agent", async () => {
      const ip = "192.0.2.77";
      await sendEvents(services, { events: [pageView()] }, ip);
      await joinWaitlist(services, { email: "privacy@example.com", lang: "en" }, ip);
      const everything = await dumpAllTables(db);
      expect(everything).not.toContain(ip);
      expect(everything).not.toContain("Chrome/140");
    });

    it("503 when the store fails", async () => {
      const broken = createSiteServices(failingDb(db.dialect), settings);
      const response = await sendEvents(broken, { events: [pageView()] });
      expect(response.status).toBe(503);
      expect((await response.json()).error.code).toBe("STORAGE_FAILED");
    });
  });

  describe("visitor hash", () => {
    it("is the same on two instances the same day, changes the next day, and old salts are deleted", async () => {
      const day1 = new Date("2031-03-01T10:00:00Z");
      const day4 = new Date("2031-03-04T10:00:00Z");
      const a = createSiteServices(backend.open(), settings, () => day1);
      const b = createSiteServices(backend.open(), settings, () => day1);
      const hashA = await a.visitorHash("192.0.2.1", BROWSER_UA);
      expect(await b.visitorHash("192.0.2.1", BROWSER_UA)).toBe(hashA);
      const later = createSiteServices(db, settings, () => day4);
      expect(await later.visitorHash("192.0.2.1", BROWSER_UA)).not.toBe(hashA);
      const days = await db.all<{ day: string }>("SELECT day FROM daily_salts WHERE day LIKE '2031-%'");
      expect(days.map((d) => d.day)).toEqual(["2031-03-04"]);
    });
  });

  describe("retention", () => {
    it("deletes events older than 25 months when the day's salt is first used, and keeps the rest", async () => {
      const row = (createdAt: number, page: string) => ({
        createdAt,
        name: "page_view",
        params: { page_title: "t", page_path: page },
        lang: "en",
        variant: null,
        page,
        visitorHash: "x",
        demo: false,
      });
      const today = new Date("2033-06-15T08:00:00Z");
      await insertEvents(db, [
        row(Date.UTC(2031, 4, 14), "/retention-old"),
        row(Date.UTC(2031, 4, 16), "/retention-kept"),
      ]);
      await createSiteServices(db, settings, () => today).visitorHash("192.0.2.9", BROWSER_UA);
      const pages = await db.all<{ page: string }>(
        "SELECT page FROM analytics_events WHERE page LIKE '/retention-%' ORDER BY page",
      );
      expect(pages.map((p) => p.page)).toEqual(["/retention-kept"]);
    });
  });

  describe("POST /api/v1/waitlist", () => {
    it("201 with the same answer for a new and an already listed email (it tells no one who signed up)", async () => {
      const joined = await joinWaitlist(services, { email: "Ada@Example.com", lang: "de" });
      expect(joined.status).toBe(201);
      expect(await joined.json()).toEqual({ status: "joined", message: translator("de").t("waitlist.success") });
      const again = await joinWaitlist(services, { email: " ada@EXAMPLE.com ", lang: "de" });
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual({ status: "joined", message: translator("de").t("waitlist.success") });
      const rows = await db.all<Record<string, unknown>>("SELECT * FROM waitlist WHERE email LIKE 'ada@%'");
      expect(rows).toHaveLength(1);
      expect(Object.keys(rows[0]!).sort()).toEqual(["created_at", "email", "lang"]);
      expect(rows[0]).toMatchObject({ email: "ada@example.com", lang: "de" });
    });

    it("415 for a body that is not JSON", async () => {
      const request = post("/api/v1/waitlist", { email: "x@example.com" }, { contentType: "text/plain" });
      expect((await handleWaitlistRequest(services, request, freshIp())).status).toBe(415);
    });

    it.each([["nul\u0000@example.com"], ["bidi\u202e@example.com"], ["tab\t@example.com"], ["lone\ud800@example.com"]])(
      "400 EMAIL_INVALID for control, bidi and unpaired characters: %j",
      async (email) => {
        const response = await joinWaitlist(services, { email, lang: "en" });
        expect(response.status).toBe(400);
      },
    );

    it("the limit holds against a client that rotates its User-Agent", async () => {
      const strict = createSiteServices(db, { ...settings, waitlistPerMinute: 2 }, midMinute());
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const request = post("/api/v1/waitlist", { email: `ua${i}@example.com` }, { userAgent: `Agent/${i}` });
        statuses.push((await handleWaitlistRequest(strict, request, ip)).status);
      }
      expect(statuses).toEqual([201, 201, 429, 429]);
    });

    it("refuses a client far over its limit in memory, without a database round trip", async () => {
      let limitQueries = 0;
      const counting: Db = {
        ...db,
        dialect: db.dialect,
        all: (sql, params) => {
          if (sql.includes("rate_limits")) limitQueries++;
          return db.all(sql, params);
        },
        run: (sql, params) => db.run(sql, params),
        withSchemaLock: (work) => db.withSchemaLock(work),
        close: () => db.close(),
      };
      const strict = createSiteServices(counting, { ...settings, waitlistPerMinute: 3 }, midMinute());
      const key = `flood-${Math.random()}`;
      const answers: boolean[] = [];
      for (let i = 0; i < 50; i++) answers.push(await strict.allowRequest("waitlist", key));
      expect(answers.filter(Boolean)).toHaveLength(3);
      expect(limitQueries).toBeLessThanOrEqual(4);
    });

    it("counts one IPv6 /64 as one client: rotating addresses inside it passes no limit", async () => {
      const strict = createSiteServices(db, { ...settings, waitlistPerMinute: 5 }, midMinute());
      const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
      const statuses: number[] = [];
      for (let i = 1; i <= 20; i++) {
        const request = post("/api/v1/waitlist", { email: `v6-${prefix}-${i}@example.com` });
        statuses.push((await handleWaitlistRequest(strict, request, `${prefix}::${i.toString(16)}`)).status);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    });

    it.each([["not-an-email"], ["a@b"], [""], [42]])("400 EMAIL_INVALID for %j", async (email) => {
      const response = await joinWaitlist(services, { email, lang: "es" });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "EMAIL_INVALID", message: translator("es").t("validation.emailInvalid") },
      });
    });

    it("400 for malformed JSON, with an English message when lang is unknown", async () => {
      const response = await handleWaitlistRequest(services, post("/api/v1/waitlist", "{"), freshIp());
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(translator("en").t("validation.emailInvalid"));
    });

    it("400 EMAIL_INVALID for invalid UTF-8 inside the email, storing nothing", async () => {
      const body = invalidUtf8Json(JSON.stringify({ email: "utf8§@example.com", lang: "de" }));
      const response = await handleWaitlistRequest(services, post("/api/v1/waitlist", body), freshIp());
      expect(response.status).toBe(400);
      // The body cannot be read, so its lang neither: English, as for any malformed body.
      expect(await response.json()).toEqual({
        error: { code: "EMAIL_INVALID", message: translator("en").t("validation.emailInvalid") },
      });
      expect(await db.all("SELECT email FROM waitlist WHERE email LIKE 'utf8%'")).toEqual([]);
    });

    it("429 after 5 attempts a minute, counted across instances", async () => {
      const strict = { ...settings, waitlistPerMinute: 5 };
      const clock = midMinute();
      const a = createSiteServices(backend.open(), strict, clock);
      const b = createSiteServices(backend.open(), strict, clock);
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await joinWaitlist(i % 2 ? a : b, { email: `rl${i}@example.com`, lang: "tr" }, ip)).status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const last = await joinWaitlist(a, { email: "rl9@example.com", lang: "tr" }, ip);
      expect(await last.json()).toEqual({
        error: { code: "RATE_LIMITED", message: translator("tr").t("common.tooManyRequests", { seconds: 60 }) },
      });
    });

    it("503 STORAGE_FAILED with Retry-After when the store fails", async () => {
      const broken = createSiteServices(failingDb(db.dialect), settings);
      const response = await joinWaitlist(broken, { email: "x@example.com", lang: "ja" });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: { code: "STORAGE_FAILED", message: translator("ja").t("apiErrors.storageFailed") },
      });
      expect(response.headers.get("retry-after")).toBe("30");
    });
  });

  describe("GET /api/v1/analytics/summary", () => {
    it("aggregates counts and the funnel by distinct visitors, uncached", async () => {
      const fresh = createSiteServices(db, settings);
      const visitor = freshIp();
      const steps = [
        pageView({ lang: "ja", variant: "v1" }),
        { name: "search", params: { search_term: "chef" }, page: "/ja", lang: "ja", variant: "v1" },
        {
          name: "result_view",
          params: { result_type: "salary" },
          page: "/ja/salary/JP/chef/3",
          lang: "ja",
          variant: "v1",
        },
      ];
      expect((await sendEvents(fresh, { events: steps }, visitor)).status).toBe(202);
      expect((await sendEvents(fresh, { events: [steps[0]] }, visitor)).status).toBe(202);
      const response = await handleSummaryRequest(db, new Date(), {
        demo: false,
        authorization: `Bearer ${SUMMARY_TOKEN}`,
        token: SUMMARY_TOKEN,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const summary = (await response.json()) as Awaited<ReturnType<typeof analyticsSummary>>;
      expect(summary.pageViewsByLanguage).toContainEqual({ lang: "ja", count: 2 });
      expect(summary.total).toBe(summary.eventsByName.reduce((s, r) => s + r.count, 0));
      expect(summary.variantSplit.find((v) => v.variant === "v1")?.count).toBeGreaterThanOrEqual(2);
      expect(summary.funnel.map((f) => f.step)).toEqual(["page_view", "search", "result_view", "ios_download_click"]);
      const [views, searches, results] = summary.funnel.map((f) => f.visitors);
      expect(views).toBeGreaterThanOrEqual(searches!);
      expect(searches).toBeGreaterThanOrEqual(1);
      expect(results).toBeGreaterThanOrEqual(1);
      expect(JSON.stringify(summary)).not.toMatch(/visitor_hash|[0-9a-f]{64}/);
      expect(Date.parse(summary.generatedAt)).not.toBeNaN();
    });

    it("is closed without the configured token, and closed to everyone when none is configured", async () => {
      const ask = (authorization: string | null, token: string | null) =>
        handleSummaryRequest(db, new Date(), { demo: false, authorization, token });
      for (const [authorization, token] of [
        [null, SUMMARY_TOKEN],
        ["Bearer wrong-token-0123456789", SUMMARY_TOKEN],
        [`Basic ${SUMMARY_TOKEN}`, SUMMARY_TOKEN],
        [`Bearer ${SUMMARY_TOKEN}x`, SUMMARY_TOKEN],
        [`Bearer ${SUMMARY_TOKEN}`, null],
        ["Bearer ", null],
      ] as const) {
        const response = await ask(authorization, token);
        expect(response.status, `${authorization} / ${token}`).toBe(401);
        expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
        expect(await response.text()).not.toContain("page_view");
      }
    });

    it("counts events raised on the demo page apart: only the demo summary shows them", async () => {
      const fresh = createSiteServices(db, settings);
      const real = () => analyticsSummary(db, new Date(), false);
      const demo = () => analyticsSummary(db, new Date(), true);
      const qr = (rows: { name: string; count: number }[]) =>
        rows.find((r) => r.name === "qr_code_interaction")?.count ?? 0;
      const [realBefore, demoBefore] = [qr((await real()).eventsByName), qr((await demo()).eventsByName)];
      const event = (page: string) => ({
        name: "qr_code_interaction",
        params: { button_location: "x" },
        page,
        lang: "fr",
      });
      const response = await sendEvents(fresh, {
        events: [
          event("/fr/analytics-demo"),
          event("/analytics-demo/"),
          event("/fr/analytics-demo?x=1"),
          event("/fr/faq"),
        ],
      });
      expect(response.status).toBe(202);
      expect(qr((await real()).eventsByName)).toBe(realBefore + 1);
      expect(qr((await demo()).eventsByName)).toBe(demoBefore + 3);
      const demoResponse = await handleSummaryRequest(db, new Date(), { demo: true });
      expect(demoResponse.status).toBe(200);
    });

    it("the counters always equal a full count of the stored events, under concurrent batches", async () => {
      // A day of its own, so events other tests stored (or retention deleted) do not enter the comparison.
      const day = Math.floor(Date.UTC(2032, 5, 1) / 86_400_000);
      const fresh = createSiteServices(db, settings, () => new Date(day * 86_400_000 + 3_600_000));
      const names = ["page_view", "search", "button_click"] as const;
      const params = {
        page_view: { page_title: "T", page_path: "/x" },
        search: { search_term: "nurse" },
        button_click: { button_name: "b" },
      };
      const langs = ["de", "ar", null, "ja"];
      const batches = Array.from({ length: 24 }, (_, b) => ({
        events: Array.from({ length: 1 + (b % 7) }, (_, i) => ({
          name: names[(b + i) % 3]!,
          params: params[names[(b + i) % 3]!],
          page: i % 5 === 0 ? "/analytics-demo" : "/x",
          lang: langs[(b * 3 + i) % 4],
          variant: i % 2 ? "v1" : null,
        })),
      }));
      const ips = [freshIp(), freshIp(), freshIp()];
      const responses = await Promise.all(batches.map((batch, b) => sendEvents(fresh, batch, ips[b % 3])));
      expect(responses.map((r) => r.status)).toEqual(batches.map(() => 202));

      for (const demoFlag of [0, 1]) {
        const scanned = await db.all<{ name: string; lang: string; variant: string; count: number }>(
          `SELECT name, COALESCE(lang, '') AS lang, COALESCE(variant, '') AS variant, COUNT(*) AS count
           FROM analytics_events WHERE demo = $1 AND created_at / 86400000 = $2 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
          [demoFlag, day],
        );
        const counted = await db.all<{ name: string; lang: string; variant: string; count: number }>(
          `SELECT name, lang, variant, SUM(count) AS count FROM analytics_counts WHERE demo = $1
           AND day = $2 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
          [demoFlag, day],
        );
        const norm = (rows: typeof scanned) => rows.map((r) => ({ ...r, count: Number(r.count) }));
        expect(norm(counted)).toEqual(norm(scanned));
        expect(scanned.length).toBeGreaterThan(demoFlag ? 2 : 6);
        const distinct = await db.all<{ name: string; visitors: number }>(
          `SELECT name, COUNT(*) AS visitors FROM (SELECT DISTINCT created_at / 86400000 AS day, name, visitor_hash
           FROM analytics_events WHERE demo = $1 AND created_at / 86400000 = $2) AS d GROUP BY name ORDER BY name`,
          [demoFlag, day],
        );
        const steps = await db.all<{ name: string; visitors: number }>(
          "SELECT name, SUM(visitors) AS visitors FROM analytics_step_counts WHERE demo = $1 AND day = $2 GROUP BY name ORDER BY name",
          [demoFlag, day],
        );
        const normV = (rows: typeof steps) => rows.map((r) => ({ name: r.name, visitors: Number(r.visitors) }));
        expect(normV(steps)).toEqual(normV(distinct));
      }
    });

    it("a global budget caps events per minute from all clients together", async () => {
      const budget = createSiteServices(
        db,
        { ...settings, eventsGlobalPerMinute: 5 },
        () => new Date(Date.UTC(2031, 0, 1)),
      );
      const three = { events: [pageView(), pageView(), pageView()] };
      expect((await sendEvents(budget, three)).status).toBe(202);
      const over = await sendEvents(budget, three); // another address: 6 > 5
      expect(over.status).toBe(429);
      expect(over.headers.get("retry-after")).toBe("60");
      expect(((await over.json()) as { error: { code: string } }).error.code).toBe("OVER_BUDGET");
    });
  });
}
