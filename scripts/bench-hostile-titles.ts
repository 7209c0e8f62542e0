// npm run bench:hostile — what a few hostile clients do to everyone else. Runs the built
// server as `npm start` does (run `npm run build` first), then measures /faq for BENCH_SECONDS
// (default 10) with autocannon, first alone and then while four clients each send about three
// crafted job titles a second (100 characters of repeated common syllables, every one new, so
// none is cached). Prints /faq p50/p99 and req/s for both, and what the hostile requests got.
// Loopback only; bounded in time.
import autocannon from "autocannon";
import { startBuiltServer } from "./npm-start-command.ts";

const PORT = 4467;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env["BENCH_SECONDS"] ?? 10);
const HOSTILE_CLIENTS = 4;
const PER_CLIENT_PER_SECOND = 3.25;
const SYLLABLES = ["ter", "ing", "ana", "ion", "ent", "man", "ist", "tor", "ari", "con", "ser", "pro"];

/** A new 100-character title of repeated common syllables for every request. */
function craftedTitle(n: number): string {
  const words: string[] = [];
  let i = n;
  while (words.join(" ").length < 100) {
    const a = SYLLABLES[i % SYLLABLES.length] ?? "ter";
    const b = SYLLABLES[Math.floor(i / SYLLABLES.length) % SYLLABLES.length] ?? "ing";
    words.push(`${a}${a}`, `${b}${b}`, `${a}${b}${a}`);
    i = (i * 7 + 3) % 1_000_003;
  }
  return words.join(" ").slice(0, 100);
}

async function faq(label: string): Promise<void> {
  const r = await autocannon({ url: `${ORIGIN}/faq`, connections: 10, duration: DURATION_S });
  console.log(
    `${label.padEnd(34)} /faq ${Math.round(r.requests.average).toLocaleString("en")} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`,
  );
}

async function main(): Promise<void> {
  const server = await startBuiltServer(PORT);
  try {
    await faq("alone");
    let sent = 0;
    const statuses = new Map<number, number>();
    const cost: number[] = [];
    const stop = Date.now() + (DURATION_S + 2) * 1000;
    const clients = Array.from({ length: HOSTILE_CLIENTS }, async (_, c) => {
      while (Date.now() < stop) {
        const n = sent++;
        const t0 = performance.now();
        const position = encodeURIComponent(craftedTitle(n * HOSTILE_CLIENTS + c));
        // Each client is its own address to the per-address limit only behind a trusted proxy;
        // on loopback all four share 127.0.0.1, as four tabs of one attacker would.
        const res = await fetch(`${ORIGIN}/api/v1/salary?country=DE&position=${position}&experience=5`);
        await res.arrayBuffer();
        cost.push(performance.now() - t0);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 1000 / PER_CLIENT_PER_SECOND));
      }
    });
    await new Promise((r) => setTimeout(r, 1000));
    await faq(`with ${HOSTILE_CLIENTS} hostile clients`);
    await Promise.all(clients);
    cost.sort((a, b) => a - b);
    const p = (q: number) => (cost[Math.min(cost.length - 1, Math.floor(q * cost.length))] ?? 0).toFixed(1);
    console.log(
      `hostile requests: ${sent}, answered ${[...statuses].map(([s, n]) => `${s}×${n}`).join(", ")}; time p50 ${p(0.5)} ms, p99 ${p(0.99)} ms`,
    );
  } finally {
    server.kill("SIGTERM");
  }
}

await main();
