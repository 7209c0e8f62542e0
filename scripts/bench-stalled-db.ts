// node scripts/bench-stalled-db.ts — how long a write takes to fail while PostgreSQL is stalled
// (run `npm run build` first). Starts the built server against a forwarder to a throw-away
// database on 127.0.0.1:5432 (BENCH_PG_URL overrides the admin connection), makes one write
// succeed, then stalls the forwarder: connections stay open and nothing answers. Prints the
// status and time of writes and of reads (a page, the salary API) while stalled, and the same
// writes against a server that was stalled from the start.
import type { ChildProcess } from "node:child_process";
import pg from "pg";
import { stallingProxy } from "../tests/e2e/stalling-proxy.ts";
import { freePort } from "../tests/e2e/free-port.ts";
import { startBuiltServer } from "./npm-start-command.ts";

const ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

async function startServer(databaseUrl: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = await startBuiltServer(port, {
    DATABASE_URL: databaseUrl,
    EVENTS_RATE_LIMIT_PER_MINUTE: "100000",
    WAITLIST_RATE_LIMIT_PER_MINUTE: "100000",
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

let counter = 0;
const writes = {
  waitlist: (base: string) =>
    fetch(`${base}/api/v1/waitlist`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": UA },
      body: JSON.stringify({ email: `stall-${++counter}@example.com`, lang: "en" }),
    }),
  events: (base: string) =>
    fetch(`${base}/api/v1/events`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": UA },
      body: JSON.stringify({
        events: [{ name: "page_view", params: { page_title: "FAQ", page_path: "/faq" }, page: "/faq", lang: "en" }],
      }),
    }),
};
const reads = {
  page: (base: string) => fetch(`${base}/faq`),
  "salary API": (base: string) => fetch(`${base}/api/v1/salary?country=DE&position=nurse`),
};

async function timed(request: () => Promise<Response>): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  return { status: response.status, ms: Math.round(performance.now() - started) };
}

async function report(label: string, request: () => Promise<Response>): Promise<void> {
  const runs: { status: number; ms: number }[] = [];
  for (let i = 0; i < ROUNDS; i++) runs.push(await timed(request));
  const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
  const statuses = [...new Set(runs.map((r) => r.status))].join("/");
  console.log(
    `${label.padEnd(44)} status ${statuses.padEnd(7)} first ${String(runs[0]!.ms).padStart(6)} ms  median ${String(ms[Math.floor(ms.length / 2)]).padStart(6)} ms  max ${String(ms.at(-1)).padStart(6)} ms`,
  );
}

const database = `site_stall_${process.pid}_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
const target = new URL(ADMIN_URL);
const proxies: { close(): Promise<void> }[] = [];
const children: ChildProcess[] = [];
try {
  const proxy = await stallingProxy({ host: target.hostname, port: Number(target.port || 5432) });
  proxies.push(proxy);
  const url = new URL(ADMIN_URL);
  url.port = String(proxy.port);
  url.pathname = `/${database}`;
  const running = await startServer(url.href);
  children.push(running.child);
  for (const write of Object.values(writes)) {
    const { status } = await timed(() => write(running.base));
    if (status >= 300) throw new Error(`a write failed before the stall (${status})`);
  }
  proxy.stall();
  console.log("PostgreSQL stalled while the site runs (pooled connections hang, new ones never handshake):");
  for (const [name, write] of Object.entries(writes)) await report(`  POST ${name}`, () => write(running.base));
  for (const [name, read] of Object.entries(reads)) await report(`  GET ${name}`, () => read(running.base));

  const silent = await stallingProxy({ host: target.hostname, port: Number(target.port || 5432) });
  proxies.push(silent);
  silent.stall();
  url.port = String(silent.port);
  const fresh = await startServer(url.href);
  children.push(fresh.child);
  console.log("PostgreSQL stalled from the start (accepts connections, never sends a byte):");
  for (const [name, write] of Object.entries(writes)) await report(`  POST ${name}`, () => write(fresh.base));
} finally {
  for (const child of children) child.kill("SIGKILL");
  for (const proxy of proxies) await proxy.close();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}
