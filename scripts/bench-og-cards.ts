// npm run bench:og — unique social cards a second from the built server, started as `npm start`
// starts it (run `npm run build` first). Loopback only; bounded by the number of cards. Every
// card of the timed runs is new to the server's cache: titles in ten scripts, 13 countries and
// 0–50 years.
//
// Prints cards/s, per-card latency (median, p99) one card at a time and with
// OG_BENCH_CONCURRENCY (default 8) requests in flight, and the server's resident memory. The
// target is ≥ 30 unique cards a second with requests in flight. OG_BENCH_CARDS sets the cards
// of that run (default 600).
import { readFileSync } from "node:fs";
import { startBuiltServer } from "./npm-start-command.ts";

const PORT = 4468;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CARDS = Number(process.env.OG_BENCH_CARDS ?? 600);
const CONCURRENCY = Number(process.env.OG_BENCH_CONCURRENCY ?? 8);
const TARGET = 30;

// A title the engine matches in each script, with the language it is typed in.
const TITLES: readonly (readonly [position: string, lang: string])[] = [
  ["software-developer", "en"],
  ["nurse", "de"],
  ["مطور برمجيات", "ar"],
  ["सॉफ्टवेयर डेवलपर", "hi"],
  ["সফটওয়্যার ডেভেলপার", "bn"],
  ["மென்பொருள் உருவாக்குநர்", "ta"],
  ["ソフトウェアエンジニア", "ja"],
  ["软件开发人员", "zh"],
  ["소프트웨어 개발자", "ko"],
  ["Développeur logiciel", "fr"],
  ["Yazılım geliştirici", "tr"],
];
const COUNTRIES = ["DE", "FR", "US", "IN", "BR", "JP", "GB", "MX", "ZA", "PL", "TR", "EG", "ID"];

/** The n-th card's URL; distinct n below TITLES × COUNTRIES × 51 give distinct cards. */
function nthCard(n: number): string {
  const [position, lang] = TITLES[n % TITLES.length]!;
  const country = COUNTRIES[Math.floor(n / TITLES.length) % COUNTRIES.length]!;
  const experience = Math.floor(n / (TITLES.length * COUNTRIES.length)) % 51;
  const query = new URLSearchParams({ country, position, experience: String(experience), lang });
  return `${ORIGIN}/api/v1/og/salary.png?${query.toString()}`;
}

async function card(n: number): Promise<number> {
  const t0 = performance.now();
  const response = await fetch(nthCard(n));
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`card ${n} answered ${response.status}`);
  if (body.byteLength < 1000) throw new Error(`card ${n} is ${body.byteLength} bytes`);
  return performance.now() - t0;
}

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function run(label: string, from: number, count: number, inFlight: number): Promise<number> {
  const latencies: number[] = [];
  let next = from;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < from + count) latencies.push(await card(next++));
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const perSecond = count / seconds;
  console.log(
    `${label.padEnd(24)} ${perSecond.toFixed(0).padStart(5)} cards/s   median ${quantile(sorted, 0.5).toFixed(1)} ms   ` +
      `p99 ${quantile(sorted, 0.99).toFixed(1)} ms`,
  );
  return perSecond;
}

// The load generator is one client: the per-address limit would measure itself.
const server = await startBuiltServer(PORT, { ON_DEMAND_RATE_LIMIT_PER_MINUTE: "100000000" });
server.on("exit", (code, signal) => console.error(`server exited during the bench: code ${code}, signal ${signal}`));
try {
  // Warm-up, outside the timed runs: the salary figures, the route's modules, every script's fonts.
  const t0 = performance.now();
  for (let n = 0; n < TITLES.length; n++) await card(n);
  console.log(
    `first ${TITLES.length} cards (figures, modules and fonts loaded): ${(performance.now() - t0).toFixed(0)} ms`,
  );
  await run("one at a time", TITLES.length, Math.min(CARDS, 200), 1);
  const rate = await run(`${CONCURRENCY} in flight`, TITLES.length + 200, CARDS, CONCURRENCY);
  console.log(`server resident memory: ${residentMb(server.pid ?? 0).toFixed(0)} MB`);
  console.log(`target ≥ ${TARGET} unique cards/s: ${rate >= TARGET ? "met" : "NOT met"}`);
  if (rate < TARGET) process.exitCode = 1;
} finally {
  server.removeAllListeners("exit");
  server.kill();
}
