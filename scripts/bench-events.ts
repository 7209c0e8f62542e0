// npm run bench:events — sustained ingest into the built server (run `npm run build` first).
// Starts `node src/server/http-server.ts` on a spare loopback port twice: with SQLite in a temp
// DATA_DIR, then with DATABASE_URL pointing at a PostgreSQL database it creates and drops.
// Several concurrent clients post valid 50-event batches for BENCH_SECONDS (default 30); each
// request comes from one of CLIENTS addresses (X-Forwarded-For from loopback, TRUST_PROXY=127.0.0.1), so the
// per-client limit (default 60 batches/min) is checked on every batch but not reached. Then it
// counts the rows in the database, which must equal the events acknowledged with 202.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";

const root = new URL("../", import.meta.url);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
/** Virtual clients; at 1,000 batches/s each sends 30 a minute, half the default limit. */
const CLIENTS = 2000;
const MAX_BATCHES = 200_000; // a bound on the loop whatever the clock says
const TARGET_EVENTS_PER_SECOND = 5000;
const PG_ADMIN_URLS = process.env.BENCH_PG_URL
  ? [process.env.BENCH_PG_URL]
  : ["postgres://postgres@127.0.0.1:5432/test", "postgres://root@127.0.0.1:5432/test"];
const USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

const batch = JSON.stringify({
  events: Array.from({ length: 50 }, (_, i) => {
    const page = `/de/salary/DE/software-developer/${i % 10}`;
    if (i % 5 === 0)
      return { name: "search", params: { search_term: "software developer" }, page, lang: "de", variant: "v2" };
    if (i % 5 === 1)
      return {
        name: "result_view",
        params: { result_type: "salary", result_count: 1 },
        page,
        lang: "de",
        variant: "v1",
      };
    return { name: "page_view", params: { page_title: "Gehalt", page_path: page }, page, lang: "de", variant: "v2" };
  }),
});

function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

// The SQLite run must not pick up a DATABASE_URL from the caller's shell.
const { DATABASE_URL: _ignored, ...inherited } = process.env;

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await sparePort();
  const child = spawn(process.execPath, ["src/server/http-server.ts"], {
    cwd: root,
    env: { ...inherited, ...env, HOST: "127.0.0.1", PORT: String(port), TRUST_PROXY: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${base}/api/v1/analytics/summary`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, base };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGTERM");
  throw new Error("server did not start within 10 s");
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5000).unref();
  });
}

interface LoadResult {
  batches: number;
  accepted: number;
  statuses: Map<number, number>;
  latencies: number[];
  seconds: number;
}

async function runLoad(base: string): Promise<LoadResult> {
  const result: LoadResult = { batches: 0, accepted: 0, statuses: new Map(), latencies: [], seconds: 0 };
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  let next = 0;
  const worker = async () => {
    while (performance.now() < deadline && next < MAX_BATCHES) {
      const client = next++ % CLIENTS;
      const sent = performance.now();
      const response = await fetch(`${base}/api/v1/events`, {
        method: "POST",
        headers: {
          // Browsers send Origin with every POST; Astro's checkOrigin refuses text/plain posts without it.
          origin: base,
          "content-type": "text/plain;charset=UTF-8",
          "user-agent": USER_AGENT,
          "x-forwarded-for": `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
        },
        body: batch,
      });
      const text = await response.text();
      result.latencies.push(performance.now() - sent);
      result.batches++;
      result.statuses.set(response.status, (result.statuses.get(response.status) ?? 0) + 1);
      if (response.status === 202) result.accepted += (JSON.parse(text) as { accepted: number }).accepted;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function reachablePostgres(): Promise<string | undefined> {
  for (const url of PG_ADMIN_URLS) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      return url;
    } catch {
      // next
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return undefined;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function bench(name: string, env: Record<string, string>, countRows: () => Promise<number>): Promise<boolean> {
  const { child, base } = await startServer(env);
  let load: LoadResult;
  try {
    load = await runLoad(base);
  } finally {
    await stopServer(child);
  }
  const rows = await countRows();
  const perSecond = load.accepted / load.seconds;
  const statuses = [...load.statuses].map(([status, n]) => `${status}×${n}`).join(" ");
  const lost = load.accepted - rows;
  console.log(
    `${name.padEnd(10)} ${load.batches} batches in ${load.seconds.toFixed(1)} s (${statuses}); ` +
      `${Math.round(perSecond)} events/s accepted (target ≥ ${TARGET_EVENTS_PER_SECOND}); ` +
      `latency p50 ${percentile(load.latencies, 50).toFixed(1)} ms, p99 ${percentile(load.latencies, 99).toFixed(1)} ms; ` +
      `rows ${rows} = accepted ${load.accepted}: ${lost === 0 ? "none lost" : `${lost} LOST`}`,
  );
  return lost === 0 && perSecond >= TARGET_EVENTS_PER_SECOND;
}

if (!existsSync(new URL("dist/server/entry.mjs", root))) {
  console.error("dist/server/entry.mjs is missing: run `npm run build` first.");
  process.exit(1);
}
console.log(`bench:events — ${SECONDS} s per backend, ${CONCURRENCY} concurrent connections, 50-event batches`);
let ok = true;

const dataDir = mkdtempSync(join(tmpdir(), "bench-events-"));
try {
  const benchOk = await bench("sqlite", { DATA_DIR: dataDir }, async () => {
    const db = new DatabaseSync(join(dataDir, "site.sqlite"));
    const row = db.prepare("SELECT COUNT(*) AS n FROM analytics_events").get() as { n: number };
    db.close();
    return Number(row.n);
  });
  ok &&= benchOk;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const adminUrl = await reachablePostgres();
if (!adminUrl) {
  console.log("postgres   SKIPPED: no PostgreSQL answered on 127.0.0.1:5432 (set BENCH_PG_URL)");
} else {
  const database = `bench_events_${Date.now().toString(36)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${database}`);
  try {
    const benchOk = await bench("postgres", { DATABASE_URL: url.href }, async () => {
      const client = new pg.Client({ connectionString: url.href });
      await client.connect();
      const { rows } = await client.query<{ n: string }>("SELECT COUNT(*) AS n FROM analytics_events");
      await client.end();
      return Number(rows[0]?.n ?? 0);
    });
    ok &&= benchOk;
  } finally {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}
process.exitCode = ok ? 0 : 1;
