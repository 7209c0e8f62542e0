// Fault suite: the real server process under kill -9 during ingest, a database that comes back,
// and a database that stalls.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer, connect, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { openSqlite } from "../../src/server/db/sqlite.ts";
import { freePort } from "./free-port.ts";
import { stallingProxy } from "./stalling-proxy.ts";
import { reachablePostgres } from "../unit/server/test-databases.ts";
import { E2E_ADMIN } from "../../playwright.config.ts";

/** Creates the e2e admin account in the database `env` points at. */
function createAdmin(env: Record<string, string>): void {
  const result = spawnSync("npm", ["run", "-s", "admin:create", "--", "--email", E2E_ADMIN.email], {
    env: { ...process.env, ...env, ADMIN_PASSWORD: E2E_ADMIN.password },
  });
  expect(result.status, String(result.stderr)).toBe(0);
}

/** Signs in through the API; resolves with the status (200 signed in, 503 storage unavailable). */
async function signIn(base: string, signal?: AbortSignal): Promise<{ status: number; cookie: string }> {
  const response = await fetch(`${base}/api/v1/admin/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, "user-agent": UA },
    body: JSON.stringify(E2E_ADMIN),
    signal: signal ?? null,
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";", 1)[0])
    .join("; ");
  return { status: response.status, cookie };
}

test.describe.configure({ mode: "serial" });

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/** The server script itself (not npm), so that SIGKILL hits the process that holds the database. */
async function startNode(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["src/server/http-server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      EVENTS_RATE_LIMIT_PER_MINUTE: "1000000",
      EVENTS_GLOBAL_PER_MINUTE: "10000000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  await expect.poll(() => output, { timeout: 30_000 }).toContain("Listening on");
  return { child, base: `http://127.0.0.1:${port}` };
}

const batch = (n: number, tag: string) => ({
  events: Array.from({ length: n }, (_, i) => ({
    name: "page_view",
    params: { page_title: `Fault ${tag} ${i}`, page_path: "/faq" },
    page: "/faq",
    lang: "en",
  })),
});

async function postBatch(base: string, n: number, tag: string, userAgent = UA, signal?: AbortSignal): Promise<number> {
  const response = await fetch(`${base}/api/v1/events`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": userAgent },
    body: JSON.stringify(batch(n, tag)),
    signal: signal ?? null,
  });
  return response.status;
}

async function joinWaitlist(base: string, email: string, signal?: AbortSignal): Promise<number> {
  const response = await fetch(`${base}/api/v1/waitlist`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": UA },
    body: JSON.stringify({ email, lang: "en" }),
    signal: signal ?? null,
  });
  return response.status;
}

/**
 * The write limit the stalled-database tests configure, and how long they let a write take:
 * far above the limit, so a slow machine cannot fail them, and below the 5 s connect and
 * 10 s query limits a write used to wait out.
 */
const STALL_WRITE_TIMEOUT_MS = "500";
const STALLED_WRITE_PATIENCE_MS = 4_000;

/**
 * Sends batches from several loops until the process dies, SIGKILLs it mid-stream, and returns
 * how many events the server acknowledged with 202 (it answers only after the commit).
 */
async function ingestThenKill(child: ChildProcess, base: string): Promise<number> {
  let acknowledged = 0;
  let dead = false;
  const exited = new Promise<void>((resolve) => child.once("exit", () => ((dead = true), resolve())));
  const loop = async (id: number) => {
    for (let i = 0; !dead; i++) {
      const size = 1 + ((id + i) % 10);
      try {
        if ((await postBatch(base, size, `${id}-${i}`)) === 202) acknowledged += size;
      } catch {
        return; // connection refused or reset: the process is gone
      }
    }
  };
  const loops = Array.from({ length: 6 }, (_, id) => loop(id));
  await expect.poll(() => acknowledged, { timeout: 20_000 }).toBeGreaterThan(300);
  child.kill("SIGKILL");
  await exited;
  await Promise.all(loops);
  return acknowledged;
}

test("kill -9 during ingest on SQLite loses no acknowledged event, and the counters match the rows", async () => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(join(tmpdir(), "site-fault-"));
  const { child, base } = await startNode({ DATA_DIR: dataDir });
  const acknowledged = await ingestThenKill(child, base);

  const db = openSqlite(join(dataDir, "site.sqlite"));
  try {
    const [stored] = await db.all<{ n: number }>("SELECT COUNT(*) AS n FROM analytics_events");
    const [counted] = await db.all<{ n: number }>("SELECT SUM(count) AS n FROM analytics_counts");
    expect(Number(stored?.n)).toBeGreaterThanOrEqual(acknowledged);
    expect(Number(counted?.n)).toBe(Number(stored?.n));
  } finally {
    await db.close();
  }

  // The same files serve again after the crash, and take new writes.
  const again = await startNode({ DATA_DIR: dataDir });
  try {
    expect(await postBatch(again.base, 2, "after")).toBe(202);
  } finally {
    again.child.kill("SIGKILL");
  }
});

test("the per-client limit holds on the real server against a client rotating its User-Agent", async () => {
  test.setTimeout(60_000);
  const { child, base } = await startNode({
    DATA_DIR: mkdtempSync(join(tmpdir(), "site-fault-")),
    EVENTS_RATE_LIMIT_PER_MINUTE: "5",
  });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push(await postBatch(base, 1, `ua-${i}`, `${UA} Rotating/${i}`));
    // A minute boundary may fall inside the run and open one new window, never more.
    const accepted = statuses.filter((s) => s === 202).length;
    expect(accepted).toBeGreaterThanOrEqual(5);
    expect(accepted).toBeLessThanOrEqual(10);
    expect(statuses).toContain(429);
  } finally {
    child.kill("SIGKILL");
  }
});

test("a database that accepts connections and never answers: writes answer 503 within their limit, pages serve", async () => {
  test.setTimeout(60_000);
  const silent = await stallingProxy({ host: "127.0.0.1", port: await freePort() });
  silent.stall();
  const { child, base } = await startNode({
    DATABASE_URL: `postgres://site@127.0.0.1:${silent.port}/site`,
    DATABASE_WRITE_TIMEOUT_MS: STALL_WRITE_TIMEOUT_MS,
    WAITLIST_RATE_LIMIT_PER_MINUTE: "1000",
  });
  try {
    for (let i = 0; i < 3; i++) {
      expect(await postBatch(base, 1, `silent-${i}`, UA, AbortSignal.timeout(STALLED_WRITE_PATIENCE_MS))).toBe(503);
      expect(await joinWaitlist(base, `silent-${i}@example.com`, AbortSignal.timeout(STALLED_WRITE_PATIENCE_MS))).toBe(
        503,
      );
    }
    expect((await fetch(`${base}/faq`)).status).toBe(200);
    expect((await fetch(`${base}/api/v1/salary?country=DE&position=nurse`)).status).toBe(200);
  } finally {
    child.kill("SIGKILL");
    await silent.close();
  }
});

test.describe("on PostgreSQL", () => {
  let adminUrl: string | undefined;
  let databaseUrl: string;
  let database: string;

  test.beforeAll(async () => {
    adminUrl = await reachablePostgres();
    test.skip(!adminUrl, "no PostgreSQL server answers");
    database = `site_fault_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${database}`;
    databaseUrl = url.href;
  });

  test.afterAll(async () => {
    if (!adminUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  test("kill -9 during ingest loses no acknowledged event, and the counters match the rows", async () => {
    test.setTimeout(90_000);
    const { child, base } = await startNode({ DATABASE_URL: databaseUrl });
    const acknowledged = await ingestThenKill(child, base);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const rows = Number((await client.query("SELECT COUNT(*) AS n FROM analytics_events")).rows[0].n);
      const counted = Number((await client.query("SELECT SUM(count) AS n FROM analytics_counts")).rows[0].n);
      expect(rows).toBeGreaterThanOrEqual(acknowledged);
      expect(counted).toBe(rows);
    } finally {
      await client.end();
    }
  });

  test("pages serve while the database is away, and writes recover by themselves when it returns", async () => {
    test.setTimeout(90_000);
    // A port that refuses connections until a forwarder to the real server starts listening on it.
    const gatePort = await freePort();
    const gated = new URL(databaseUrl);
    gated.port = String(gatePort);
    const { child, base } = await startNode({ DATABASE_URL: gated.href });
    let forwarder: Server | undefined;
    const sockets = new Set<Socket>();
    try {
      expect((await fetch(`${base}/faq`)).status).toBe(200);
      expect((await fetch(`${base}/api/v1/salary?country=DE&position=nurse`)).status).toBe(200);
      expect(await postBatch(base, 1, "down")).toBe(503);

      const target = new URL(adminUrl!);
      forwarder = createServer((inbound) => {
        const outbound = connect(Number(target.port || 5432), target.hostname);
        for (const s of [inbound, outbound]) {
          sockets.add(s);
          s.on("error", () => undefined);
          s.on("close", () => sockets.delete(s));
        }
        inbound.pipe(outbound).pipe(inbound);
      });
      await new Promise<void>((resolve) => forwarder!.listen(gatePort, "127.0.0.1", resolve));

      await expect.poll(() => postBatch(base, 1, "back"), { timeout: 45_000, intervals: [500, 1000] }).toBe(202);
    } finally {
      child.kill("SIGKILL");
      for (const s of sockets) s.destroy();
      forwarder?.close();
    }
  });

  test("a flood of visitor writes that fills the shared pool leaves the admin's sign-in its own connections", async () => {
    test.setTimeout(90_000);
    createAdmin({ DATABASE_URL: databaseUrl });
    const { child, base } = await startNode({
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: "2",
      DATABASE_POOL_QUEUE_MAX: "2",
      ADMIN_PASSWORD: E2E_ADMIN.password,
    });
    // A transaction that holds the events table: every batch insert waits out its write limit on a pooled connection.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    try {
      await expect.poll(() => postBatch(base, 1, "before-flood"), { timeout: 30_000 }).toBe(202);
      // Signed in once before, as on a site that has been up (the day's first use also prunes old events).
      expect((await signIn(base)).status).toBe(200);
      await holder.query("BEGIN");
      await holder.query("LOCK TABLE analytics_events IN ACCESS EXCLUSIVE MODE");
      let flooding = true;
      const statuses: number[] = [];
      const flood = Array.from({ length: 8 }, async (_, id) => {
        for (let i = 0; flooding; i++) statuses.push(await postBatch(base, 1, `flood-${id}-${i}`));
      });
      await expect.poll(() => statuses.filter((s) => s === 503).length).toBeGreaterThan(5);
      const signedIn = await signIn(base, AbortSignal.timeout(STALLED_WRITE_PATIENCE_MS));
      expect(signedIn.status).toBe(200);
      const publishers = await fetch(`${base}/admin/ads-publishers`, {
        headers: { cookie: signedIn.cookie },
        redirect: "manual",
        signal: AbortSignal.timeout(STALLED_WRITE_PATIENCE_MS),
      });
      expect(publishers.status).toBe(200);
      flooding = false;
      await Promise.all(flood);
    } finally {
      await holder.query("ROLLBACK").catch(() => undefined);
      await holder.end();
      child.kill("SIGKILL");
    }
  });

  test("admin sign-in and pages answer 503 promptly while the database stalls, and pages serve", async () => {
    test.setTimeout(90_000);
    const target = new URL(adminUrl!);
    const proxy = await stallingProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const stalling = new URL(databaseUrl);
    stalling.port = String(proxy.port);
    createAdmin({ DATABASE_URL: databaseUrl });
    const { child, base } = await startNode({ DATABASE_URL: stalling.href, ADMIN_PASSWORD: E2E_ADMIN.password });
    try {
      const before = await signIn(base);
      expect(before.status).toBe(200);
      proxy.stall();
      // The admin's reserved connections are open and never answer; later ones never finish their handshake.
      for (let i = 0; i < 2; i++) {
        const page = await fetch(`${base}/admin`, {
          headers: { cookie: before.cookie },
          redirect: "manual",
          signal: AbortSignal.timeout(STALLED_WRITE_PATIENCE_MS),
        });
        expect(page.status).toBe(503);
        expect((await signIn(base, AbortSignal.timeout(STALLED_WRITE_PATIENCE_MS))).status).toBe(503);
      }
      expect((await fetch(`${base}/faq`)).status).toBe(200);
    } finally {
      child.kill("SIGKILL");
      await proxy.close();
    }
  });

  test("a database that stalls while the site runs: writes answer 503 within their limit, pages serve", async () => {
    test.setTimeout(90_000);
    const target = new URL(adminUrl!);
    const proxy = await stallingProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const stalling = new URL(databaseUrl);
    stalling.port = String(proxy.port);
    const { child, base } = await startNode({
      DATABASE_URL: stalling.href,
      DATABASE_WRITE_TIMEOUT_MS: STALL_WRITE_TIMEOUT_MS,
      WAITLIST_RATE_LIMIT_PER_MINUTE: "1000",
    });
    try {
      // Pooled connections and today's salt exist before the stall, as on a site that has been up.
      await expect.poll(() => postBatch(base, 1, "before-stall"), { timeout: 30_000 }).toBe(202);
      expect(await joinWaitlist(base, "before-stall@example.com")).toBe(201);
      proxy.stall();
      // The first writes find pooled connections that never answer, the later ones new connections
      // whose handshake never completes.
      for (let i = 0; i < 3; i++) {
        expect(await postBatch(base, 1, `stalled-${i}`, UA, AbortSignal.timeout(STALLED_WRITE_PATIENCE_MS))).toBe(503);
        expect(
          await joinWaitlist(base, `stalled-${i}@example.com`, AbortSignal.timeout(STALLED_WRITE_PATIENCE_MS)),
        ).toBe(503);
      }
      expect((await fetch(`${base}/faq`)).status).toBe(200);
      expect((await fetch(`${base}/api/v1/salary?country=DE&position=nurse`)).status).toBe(200);
    } finally {
      child.kill("SIGKILL");
      await proxy.close();
    }
  });
});
