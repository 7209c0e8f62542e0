/**
 * node scripts/bench-every-country.ts — what an "every country" page
 * (/{lang}/salary/occupation/{slug}) costs, against the built server as `npm start` runs it.
 * Run `npm run build` first. Loopback only, one request at a time.
 *
 * Prints p50/p99 per kind of request, for OCCUPATIONS of the most common occupations in each
 * of LANGS: the first page of an occupation in a language (about 190 estimates, formatted,
 * then rendered), another order or experience of a table (rows from the in-process cache, or
 * a new experience's rows), and a page the shared cache holds (asked for a third time: the
 * cache admits a URL the second time it is asked for).
 */
import type { ChildProcess } from "node:child_process";
import { startBuiltServer } from "./npm-start-command.ts";

const PORT = 4467;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ACCEPT = { "accept-encoding": "br, gzip" };
const OCCUPATIONS = [
  "registered-nurses",
  "software-developers",
  "cashiers",
  "retail-salespersons",
  "accountants-and-auditors",
  "electricians",
  "heavy-and-tractor-trailer-truck-drivers",
  "lawyers",
  "pharmacists",
  "cooks-restaurant",
  "janitors-and-cleaners-except-maids-and-housekeeping-cleaners",
  "elementary-school-teachers-except-special-education",
];
const LANGS = ["en", "de", "ar", "ja", "hi"];

async function timed(path: string): Promise<{ ms: number; bytes: number; sent: number }> {
  const t = performance.now();
  const res = await fetch(`${ORIGIN}${path}`, { headers: ACCEPT, redirect: "manual" });
  const body = await res.arrayBuffer();
  const ms = performance.now() - t;
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  // fetch hands back the decoded body; the header tells what went over the wire.
  return { ms, bytes: body.byteLength, sent: Number(res.headers.get("content-length") ?? body.byteLength) };
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)] ?? 0;
const report = (label: string, xs: number[]) =>
  console.log(
    `${label.padEnd(44)} n ${String(xs.length).padStart(3)}  p50 ${percentile(xs, 0.5).toFixed(1).padStart(6)} ms  p99 ${percentile(xs, 0.99).toFixed(1).padStart(6)} ms`,
  );

let server: ChildProcess | undefined;
try {
  server = await startBuiltServer(PORT, { ON_DEMAND_RATE_LIMIT_PER_MINUTE: "100000000" });
  const first = await timed("/salary/occupation/waiters-and-waitresses");
  console.log(`first page after start: ${first.ms.toFixed(0)} ms (route module loaded on this request)`);
  const cold: number[] = [];
  const otherOrder: number[] = [];
  const otherYears: number[] = [];
  const cached: number[] = [];
  let bytes = 0;
  let sent = 0;
  for (const lang of LANGS) {
    const prefix = lang === "en" ? "" : `/${lang}`;
    for (const slug of OCCUPATIONS) {
      const base = `${prefix}/salary/occupation/${slug}`;
      const c = await timed(base);
      cold.push(c.ms);
      bytes += c.bytes;
      sent += c.sent;
      otherOrder.push((await timed(`${base}/usd-desc`)).ms);
      otherYears.push((await timed(`${base}/10`)).ms);
      await timed(base);
      cached.push((await timed(base)).ms);
    }
  }
  report("first page of an occupation and language", cold);
  report("another order (rows cached in process)", otherOrder);
  report("another experience (new rows)", otherYears);
  report("from the shared cache", cached);
  const kb = (n: number) => (n / cold.length / 1024).toFixed(1);
  console.log(`page: ${kb(bytes)} kB of HTML, ${kb(sent)} kB sent (brotli or gzip) on average`);
} finally {
  server?.kill();
}
