// npm run bench:http — autocannon (10 connections, 10 s each) against the built server
// as `npm start` runs it: a pre-rendered page, a salary result page and two APIs.
// Run `npm run build` first. Loopback only; every run is bounded in time.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const PORT = 4466;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const TARGETS = [
  { name: "pre-rendered page (/faq)", path: "/faq" },
  { name: "salary result page", path: "/salary/DE/software-developer/5" },
  { name: "/api/v1/salary", path: "/api/v1/salary?country=DE&position=software%20developer&experience=5&lang=de" },
  { name: "/api/v1/positions", path: "/api/v1/positions?q=softw&lang=en&limit=10" },
] as const;
const UNCACHED_POSITIONS = ["nurse", "accountant", "electrician", "teacher", "data-scientist", "chef", "pharmacist"];
const UNCACHED_COUNTRIES = ["DE", "FR", "US", "IN", "BR", "JP", "GB", "MX", "ZA", "PL", "TR", "EG", "ID"];

async function startServer() {
  const server = spawn(process.execPath, ["src/server/http-server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "bench-http-")),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("Listening") && resolve());
    server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return server;
}

const server = await startServer();
try {
  // Warm-up: load the salary data and fill caches the way real traffic would.
  for (const t of TARGETS) await fetch(ORIGIN + t.path, { headers: { "accept-encoding": "br" } });
  const rows: { name: string; rps: number; p99: number; non2xx: number }[] = [];
  for (const target of TARGETS) {
    const result = await autocannon({
      url: ORIGIN + target.path,
      connections: 10,
      duration: DURATION_S,
      headers: { "accept-encoding": "br, gzip" },
    });
    rows.push({ name: target.name, rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx });
  }
  // The same page type with a different URL on every request, so every response is a fresh
  // render: what the shared cache saves, and what a cold cache costs.
  let n = 0;
  const uncached = await autocannon({
    url: ORIGIN,
    connections: 10,
    duration: DURATION_S,
    headers: { "accept-encoding": "br, gzip" },
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          const job = UNCACHED_POSITIONS[n % UNCACHED_POSITIONS.length];
          return {
            ...request,
            path: `/salary/${UNCACHED_COUNTRIES[n % UNCACHED_COUNTRIES.length]}/${job}/${Math.floor(n / 97) % 51}`,
          };
        },
      },
    ],
  });
  rows.push({
    name: "result page, always uncached",
    rps: uncached.requests.average,
    p99: uncached.latency.p99,
    non2xx: uncached.non2xx,
  });
  const base = rows[0]?.rps ?? 1;
  console.log(`\nautocannon: 10 connections, ${DURATION_S} s per target, brotli accepted`);
  console.log(
    "target".padEnd(28),
    "req/s".padStart(9),
    "p99 ms".padStart(8),
    "ratio".padStart(7),
    "non-2xx".padStart(8),
  );
  for (const r of rows) {
    console.log(
      r.name.padEnd(28),
      r.rps.toFixed(0).padStart(9),
      r.p99.toFixed(1).padStart(8),
      `${((r.rps / base) * 100).toFixed(0)}%`.padStart(7),
      String(r.non2xx).padStart(8),
    );
  }
  const page = rows[1];
  if (page) {
    const ok = page.rps >= 0.35 * base && page.p99 < 25;
    console.log(`\nresult page target (≥ 35% of pre-rendered req/s, p99 < 25 ms): ${ok ? "met" : "NOT met"}`);
  }
} finally {
  server.kill();
}
