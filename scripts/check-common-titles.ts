/**
 * How many everyday job titles land on the right occupation, per language.
 *
 *   node scripts/check-common-titles.ts [--data path/to/salary-data.json] [--everyday] [--misses] [lang…]
 *
 * With --everyday it reads the plain everyday words of tests/fixtures/everyday-words/ instead
 * (tests/unit/lib/salary/everyday-words.test.ts asserts their rates).
 *
 * The table lives in tests/fixtures/common-titles/: occupations.json lists the common
 * occupations (SOC code, accepted codes), and <lang>.json maps each SOC code to the names
 * people type for it in that language. tests/unit/lib/salary/common-titles.test.ts asserts the
 * same rate; this script prints the misses so that curated titles can be added.
 */
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createSalaryEngine } from "../src/lib/salary/engine.ts";
import { parseSalaryData } from "../src/lib/salary/data-codec.ts";
import { answerCommonTitles, commonTitleCases } from "../tests/fixtures/common-titles/cases.ts";
import { everydayWordCases } from "../tests/fixtures/everyday-words/cases.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const dataAt = args.indexOf("--data");
const dataPath = dataAt >= 0 ? resolve(args[dataAt + 1] ?? "") : join(ROOT, "src/lib/salary/data/salary-data.json");
const showMisses = args.includes("--misses");
const langs = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--data");

const raw = parseSalaryData(readFileSync(dataPath, "utf8"));
const engine = createSalaryEngine(raw);
const all = (args.includes("--everyday") ? everydayWordCases() : commonTitleCases()).filter(
  (c) => langs.length === 0 || langs.includes(c.lang),
);

let none = 0;
const byLang = new Map<string, { total: number; hits: number; misses: string[] }>();
for (const a of answerCommonTitles(engine, all)) {
  const s = byLang.get(a.case.lang) ?? { total: 0, hits: 0, misses: [] };
  s.total++;
  if (a.got === "NO_MATCH") none++;
  if (a.right) s.hits++;
  else s.misses.push(`  ${a.case.soc} "${a.case.title}" → ${a.got}${a.via ? ` (${a.via})` : ""}`);
  byLang.set(a.case.lang, s);
}
let total = 0;
let hits = 0;
for (const [lang, s] of [...byLang].sort()) {
  total += s.total;
  hits += s.hits;
  console.log(`${lang}: ${s.hits}/${s.total} = ${((100 * s.hits) / s.total).toFixed(1)}%`);
  if (showMisses) for (const m of s.misses) console.log(m);
}
console.log(
  `all: ${hits}/${total} = ${((100 * hits) / Math.max(1, total)).toFixed(1)}%, no match ${((100 * none) / Math.max(1, total)).toFixed(1)}%`,
);
