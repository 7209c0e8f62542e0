/**
 * npm run bench:salary — performance and sanity figures of the salary engine.
 *
 * Prints: cold model load time (reading the data file + index build), heap of the loaded
 * data, estimate throughput and p50/p99 latency over 10,000 realistic random queries,
 * autocomplete p50/p99, and the median absolute percentage error against the BLS
 * medians for all US occupations (in-sample: a sanity check, not a goal).
 * Targets (issue 3): estimate p99 < 1 ms, autocomplete p99 < 2 ms, cold load < 300 ms,
 * loaded data < 60 MB.
 */
import { readFileSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { createSalaryEngine } from "../src/lib/salary/engine.ts";
import { typicalExperience } from "../src/lib/salary/experience.ts";
import { parseSalaryData, titleTexts } from "../src/lib/salary/data-codec.ts";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const QUERIES = 10_000;
const WARMUP = 1_000;
const SITE_LANGS = [
  "en",
  "zh",
  "hi",
  "es",
  "fr",
  "ar",
  "bn",
  "pt",
  "ru",
  "ur",
  "id",
  "de",
  "ja",
  "tr",
  "vi",
  "ta",
  "ko",
  "sw",
  "it",
  "ps",
  "pl",
  "uz",
  "nl",
  "az",
  "ms",
  "kk",
  "sv",
];
const SENIORITY = ["Senior", "Junior", "Lead", "Intern", "Head of", "Principal"];

/** Deterministic PRNG (mulberry32), so every run benchmarks the same queries. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Heap + array buffers after a full GC. V8 frees array-buffer memory concurrently after a
 * GC, so the figure is read only after a second GC one macrotask later; reading right after
 * the first one sometimes still counted the module loader's freed source buffers (20–26 MB).
 */
async function memory(): Promise<number> {
  gc();
  await new Promise((resolve) => setTimeout(resolve, 10));
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
const ms = (v: number): string => `${v.toFixed(3)} ms`;

/** One typo: replace, drop or swap a letter of a word of 5+ characters. */
function typo(text: string, rnd: () => number): string {
  const words = text.split(" ");
  const candidates = words.map((w, i) => [w, i] as const).filter(([w]) => [...w].length >= 5);
  const pick = candidates[Math.floor(rnd() * candidates.length)];
  if (!pick) return text;
  const chars = [...pick[0]];
  const at = 1 + Math.floor(rnd() * (chars.length - 2));
  const kind = Math.floor(rnd() * 3);
  if (kind === 0) chars.splice(at, 1);
  else if (kind === 1) [chars[at], chars[at + 1]] = [chars[at + 1] ?? "", chars[at] ?? ""];
  else chars[at] = "e";
  words[pick[1]] = chars.join("");
  return words.join(" ");
}

async function main(): Promise<void> {
  const before = await memory();
  const t0 = performance.now();
  const { salaryDataPath } = await import("../src/server/salary/salary-engine.ts");
  const salaryData = parseSalaryData(readFileSync(salaryDataPath(), "utf8"));
  const engine = createSalaryEngine(salaryData);
  const coldLoad = performance.now() - t0;
  const t1 = performance.now();
  engine.estimate({ country: "US", position: "sofware enginer", experience: 3 });
  const firstTypo = performance.now() - t1;
  const loaded = (await memory()) - before;

  // Realistic queries: shipped titles of the site languages, weighted towards common
  // occupations, with typos, seniority words and shuffled word order mixed in.
  const rnd = random(20240501);
  const countries = engine.countries.map((c) => c.code);
  const titles = salaryData.titles;
  const perLang = new Map(SITE_LANGS.filter((l) => titles.langs[l]).map((l) => [l, titleTexts(titles, l)]));
  const langs = [...perLang.keys()];
  const queries: { country: string; position: string; experience: number; lang: string }[] = [];
  while (queries.length < QUERIES + WARMUP) {
    const lang = rnd() < 0.4 ? "en" : (langs[Math.floor(rnd() * langs.length)] ?? "en");
    const list = perLang.get(lang) ?? [];
    let position = list[Math.floor(rnd() * list.length)] ?? "nurse";
    const r = rnd();
    if (r < 0.15) position = typo(position, rnd);
    else if (r < 0.3 && lang === "en") position = `${SENIORITY[Math.floor(rnd() * SENIORITY.length)]} ${position}`;
    else if (r < 0.4) position = position.split(" ").reverse().join(" ");
    if (position.length > 100) position = position.slice(0, 100);
    if (position.trim().length < 2) continue;
    queries.push({
      country: countries[Math.floor(rnd() * countries.length)] ?? "US",
      position,
      experience: Math.floor(rnd() * 41),
      lang,
    });
  }

  for (const q of queries.slice(0, WARMUP)) engine.estimate(q);
  const latencies: number[] = [];
  let matched = 0;
  const start = performance.now();
  for (const q of queries.slice(WARMUP)) {
    const s = performance.now();
    const r = engine.estimate(q);
    latencies.push(performance.now() - s);
    if (r.ok) matched++;
  }
  const total = performance.now() - start;
  latencies.sort((a, b) => a - b);
  // Best of 3 runs per query: the engine's own cost without GC pauses and scheduler noise
  // from other processes (the single-run figures above include both).
  const bestOf3 = queries.slice(WARMUP).map((q) => {
    let best = Infinity;
    for (let k = 0; k < 3; k++) {
      const s = performance.now();
      engine.estimate(q);
      best = Math.min(best, performance.now() - s);
    }
    return best;
  });
  bestOf3.sort((a, b) => a - b);

  const prefixes = queries.map((q) => ({ q: q.position.slice(0, 3 + Math.floor(rnd() * 10)), lang: q.lang }));
  for (const p of prefixes.slice(0, WARMUP)) engine.suggest(p.q, p.lang, 10);
  const suggestLatencies: number[] = [];
  for (const p of prefixes.slice(WARMUP)) {
    const s = performance.now();
    engine.suggest(p.q, p.lang, 10);
    suggestLatencies.push(performance.now() - s);
  }
  suggestLatencies.sort((a, b) => a - b);

  // In-sample check: every US occupation, queried by its BLS title at typical experience,
  // against the BLS median carried to the reference year by the same US wage growth.
  const o = engine.occupations;
  const usGrowth = o.pay.usWageGrowth;
  const errors: number[] = [];
  let wrongOccupation = 0;
  for (let i = 0; i < o.code.length; i++) {
    const r = engine.estimate({
      country: "US",
      position: (o.title[i] ?? "").slice(0, 100),
      experience: Math.round(typicalExperience(o.group[i] ?? 0)),
      lang: "en",
    });
    if (!r.ok) continue;
    if (r.value.occupation.code !== o.code[i]) wrongOccupation++;
    errors.push(Math.abs(r.value.annual.median / ((o.median[i] ?? 1) * usGrowth) - 1) * 100);
  }
  errors.sort((a, b) => a - b);

  const lines = [
    `salary engine benchmark (${QUERIES.toLocaleString("en")} queries after ${WARMUP.toLocaleString("en")} warm-up; Node ${process.version})`,
    `data: ${engine.countries.length} countries, ${o.code.length} occupations, ${engine.titleCount.toLocaleString("en")} titles`,
    `cold model load (import data module + build indexes): ${ms(coldLoad)}   [target < 300 ms]`,
    `first query after load (a misspelt title):           ${ms(firstTypo)}`,
    `loaded data (heap + array buffers):                  ${(loaded / 1e6).toFixed(1)} MB   [target < 60 MB]`,
    `estimate: ${Math.round(QUERIES / (total / 1000)).toLocaleString("en")} /s, p50 ${ms(percentile(latencies, 0.5))}, p99 ${ms(percentile(latencies, 0.99))}   [target p99 < 1 ms]; matched ${((matched / QUERIES) * 100).toFixed(1)}%`,
    `estimate, best of 3 runs per query: p50 ${ms(percentile(bestOf3, 0.5))}, p99 ${ms(percentile(bestOf3, 0.99))}`,
    `autocomplete: p50 ${ms(percentile(suggestLatencies, 0.5))}, p99 ${ms(percentile(suggestLatencies, 0.99))}   [target p99 < 2 ms]`,
    `US in-sample MdAPE vs BLS medians × US wage growth to ${o.year} (${usGrowth}): ${percentile(errors, 0.5).toFixed(2)}% over ${errors.length} occupations (BLS title matched another occupation: ${wrongOccupation})`,
  ];
  for (const line of lines) console.log(line);
}

await main();
