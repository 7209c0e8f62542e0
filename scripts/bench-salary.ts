/**
 * npm run bench:salary — performance and sanity figures of the salary engine.
 *
 * Prints: cold model load time (reading the data file + index build), heap of the loaded
 * data, estimate throughput and p50/p99 latency over 10,000 realistic random queries,
 * autocomplete p50/p99, and the median absolute percentage error against the BLS
 * medians for all US occupations (in-sample: a sanity check, not a goal), and the cost of
 * crafted titles (100 characters of the commonest syllables and words, each one new so that
 * no cache helps) next to ordinary ones.
 * Targets (issue 3): estimate p99 < 1 ms, autocomplete p99 < 2 ms, cold load < 300 ms,
 * loaded data < 60 MB; crafted titles: p99 at most about 10× the ordinary p99.
 */
import { readFileSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { createSalaryEngine } from "../src/lib/salary/engine.ts";
import { typicalExperience } from "../src/lib/salary/experience.ts";
import { parseSalaryData, titleTexts } from "../src/lib/salary/data-codec.ts";
import { words as titleWords } from "../src/lib/salary/normalize.ts";

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
 * the first one sometimes still counted the module loader's freed source buffers.
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

const CRAFTED_PER_KIND = 300;

/**
 * Crafted titles of 100 characters, by kind: the commonest syllables (character trigrams of
 * title words, weighted by how many titles use the word) doubled and repeated ("terter
 * inging anaana …"), words glued from those syllables, the commonest words misspelt, and
 * the commonest words as they are. Each title is new, as an attacker's would be.
 */
function craftedTitles(texts: readonly string[], rnd: () => number): Map<string, string[]> {
  const df = new Map<string, number>();
  for (const text of texts) for (const w of new Set(titleWords(text))) df.set(w, (df.get(w) ?? 0) + 1);
  const latin = [...df].filter(([w]) => /^[a-z]+$/.test(w));
  const trigrams = new Map<string, number>();
  for (const [w, n] of latin)
    for (let i = 0; i + 3 <= w.length; i++) trigrams.set(w.slice(i, i + 3), (trigrams.get(w.slice(i, i + 3)) ?? 0) + n);
  const syllables = [...trigrams]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 40)
    .map(([t]) => t);
  const common = latin
    .filter(([w]) => w.length >= 5)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 200)
    .map(([w]) => w);
  const pick = (list: readonly string[]): string => list[Math.floor(rnd() * list.length)] ?? "ter";
  const fill = (word: () => string): string => {
    let out = "";
    while (out.length < 100) out += `${word()} `;
    return out.slice(0, 100);
  };
  const kinds: Record<string, () => string> = {
    "repeated syllables": () => {
      const three = [0, 1, 2].map(() => pick(syllables).repeat(2));
      return fill(() => pick(three));
    },
    "glued syllables": () => fill(() => pick(syllables) + pick(syllables) + (rnd() < 0.5 ? pick(syllables) : "")),
    "misspelt common words": () =>
      fill(() => {
        const w = [...pick(common)];
        w[1 + Math.floor(rnd() * (w.length - 2))] = pick(["e", "a", "i", "o", "r", "t"]);
        return w.join("");
      }),
    "common words": () => fill(() => pick(common)),
  };
  const out = new Map<string, string[]>();
  for (const [kind, make] of Object.entries(kinds)) {
    const seen = new Set<string>();
    while (seen.size < CRAFTED_PER_KIND) seen.add(make());
    out.set(kind, [...seen]);
  }
  return out;
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

  // Crafted titles, each new (so uncached), timed as estimates and as autocomplete queries.
  const crafted = craftedTitles([...perLang.values()].flat(), random(7));
  const craftedLines: string[] = [];
  const worst = { estimate: 0, suggest: 0 };
  for (const [kind, list] of crafted) {
    const est: number[] = [];
    const sug: number[] = [];
    list.forEach((position, i) => {
      const country = countries[i % countries.length] ?? "US";
      let s = performance.now();
      engine.estimate({ country, position, experience: 5, lang: "en" });
      est.push(performance.now() - s);
      s = performance.now();
      engine.suggest(position, "en", 10);
      sug.push(performance.now() - s);
    });
    est.sort((a, b) => a - b);
    sug.sort((a, b) => a - b);
    worst.estimate = Math.max(worst.estimate, percentile(est, 0.99));
    worst.suggest = Math.max(worst.suggest, percentile(sug, 0.99));
    craftedLines.push(
      `crafted titles, ${kind} (${list.length}, e.g. "${list[0]?.slice(0, 40)}…"): estimate p50 ${ms(percentile(est, 0.5))}, p99 ${ms(percentile(est, 0.99))}; autocomplete p50 ${ms(percentile(sug, 0.5))}, p99 ${ms(percentile(sug, 0.99))}`,
    );
  }
  const ordinary = { estimate: percentile(latencies, 0.99), suggest: percentile(suggestLatencies, 0.99) };
  craftedLines.push(
    `crafted titles, worst p99 ÷ ordinary p99: estimate ${ms(worst.estimate)} ÷ ${ms(ordinary.estimate)} = ${(worst.estimate / ordinary.estimate).toFixed(1)}×, autocomplete ${ms(worst.suggest)} ÷ ${ms(ordinary.suggest)} = ${(worst.suggest / ordinary.suggest).toFixed(1)}×   [target ≤ about 10×]`,
  );

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
    ...craftedLines,
  ];
  for (const line of lines) console.log(line);
}

await main();
