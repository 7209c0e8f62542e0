/**
 * Leave-one-country-out evaluation of the salary model on the occupation pay data the
 * project has (it never sees the held-out checks):
 *
 *   npm run eval:salary                      the current model
 *   npm run eval:salary -- --before DIR      also the engine of an older checkout in DIR
 *
 * For every country with data, the model is refitted without that country's occupation
 * data (its ILOSTAT hourly rows, and for India, Pakistan and Ukraine their own tables in the
 * calibrations), and its cells are predicted from what is left: levels from OECD, monthly
 * earnings or GDP, structure from countries at its income level. Cell sets:
 *   ilostat-groups  mean hourly pay of ISCO major groups × full-time hours, relative to the US
 *   oecd-levels     OECD wage per full-time employee, relative to the US (put on the hourly footing)
 *   india-nco3      India PLFS 2025 mean pay by NCO 3-digit group (regular salaried), INR
 *   pakistan-groups Pakistan LFS 2024-25 mean pay by major group, PKR
 *   ukraine-dou     Ukrainian software engineers' median pay by experience (DOU), gross
 * Prints, per set and overall, the median |ln(estimate/observed)|, the share within ±35%
 * and the bias (mean ln error) by country, for the model, the old engine (if given) and a
 * naive baseline (US pay × GDP per capita ratio × price level).
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import {
  buildEvaluationInputs,
  type BacktestCell,
  type EngineLike,
  type EvalCell,
  type MinimumWageResult,
  AT_MINIMUM_BAND,
  AT_MINIMUM_TITLES,
  CASHIER_GDP_CAP,
} from "./salary-data/evaluation.ts";
import { createSalaryEngine } from "../src/lib/salary/index.ts";
import { parseSalaryData } from "../src/lib/salary/data-codec.ts";
import { salaryDataPath } from "../src/server/salary/salary-engine.ts";

interface Scored {
  readonly set: string;
  readonly country: string;
  readonly err: number;
}

const WITHIN_35 = Math.log(1.35);
const args = process.argv.slice(2);
const beforeAt = args.indexOf("--before");
const beforeDir = beforeAt >= 0 ? resolve(args[beforeAt + 1] ?? "") : undefined;
const raw = resolve(process.env["SALARY_RAW_DATA"] ?? resolve(import.meta.dirname, "../../shared/data"));

function summary(rows: readonly Scored[]): string {
  if (!rows.length) return "n=0";
  const abs = rows.map((r) => Math.abs(r.err)).sort((a, b) => a - b);
  const mid = abs.length >> 1;
  const med = abs.length % 2 ? (abs[mid] ?? 0) : ((abs[mid - 1] ?? 0) + (abs[mid] ?? 0)) / 2;
  const within = rows.filter((r) => Math.abs(r.err) <= WITHIN_35).length / rows.length;
  const bias = rows.reduce((s, r) => s + r.err, 0) / rows.length;
  return `n=${String(rows.length).padStart(4)}  median|ln err| ${med.toFixed(3)}  within ±35% ${(within * 100).toFixed(0).padStart(3)}%  bias ${bias >= 0 ? "+" : ""}${bias.toFixed(3)}`;
}

function biasByCountry(rows: readonly Scored[], limit = 12): string {
  const by = new Map<string, number[]>();
  for (const r of rows) by.set(r.country, [...(by.get(r.country) ?? []), r.err]);
  const list = [...by].map(([c, e]) => [c, e.reduce((a, b) => a + b, 0) / e.length] as const);
  const worst = list.sort((a, b) => Math.abs(b[1]) - Math.abs(a[1])).slice(0, limit);
  const over15 = list.filter(([, b]) => Math.abs(b) > Math.log(1.15)).length;
  return `${over15}/${list.length} countries biased beyond ±15%; largest: ${worst.map(([c, b]) => `${c} ${b >= 0 ? "+" : ""}${(100 * (Math.exp(b) - 1)).toFixed(0)}%`).join(", ")}`;
}

function report(label: string, scored: readonly Scored[]): void {
  console.log(`\n== ${label}`);
  const sets = [...new Set(scored.map((s) => s.set))];
  for (const set of sets) console.log(`${set.padEnd(16)} ${summary(scored.filter((s) => s.set === set))}`);
  console.log(`${"all".padEnd(16)} ${summary(scored)}`);
  const groups = scored.filter((s) => s.set === "ilostat-groups");
  if (groups.length) {
    console.log(`ilostat-groups bias: ${biasByCountry(groups)}`);
    // Structure alone: each cell's error less its country's mean error (the level).
    const bias = new Map<string, number[]>();
    for (const g of groups) bias.set(g.country, [...(bias.get(g.country) ?? []), g.err]);
    const within = groups.map((g) => {
      const e = bias.get(g.country) ?? [0];
      return { ...g, err: g.err - e.reduce((a, b) => a + b, 0) / e.length };
    });
    console.log(`ilostat-groups structure only (country level removed): ${summary(within)}`);
  }
}

type Predict = (cell: EvalCell) => number | undefined;

function score(cells: readonly EvalCell[], predict: Predict): Scored[] {
  const out: Scored[] = [];
  for (const c of cells) {
    const p = predict(c);
    if (p !== undefined && p > 0 && Number.isFinite(p))
      out.push({ set: c.set, country: c.country, err: Math.log(p / c.observed) });
  }
  return out;
}

function backtestReport(cells: readonly BacktestCell[]): void {
  console.log(
    "\n== backtest: the value of year t−2 carried to t (CPI + real wage growth fitted on data to t−2), national currency",
  );
  for (const set of ["oecd-ncu", "national-survey"] as const) {
    const rows = cells.filter((c) => c.set === set);
    const model = rows.map((c) => ({ set, country: c.country, err: Math.log(c.predicted / c.observed) }));
    const stale = rows.map((c) => ({ set, country: c.country, err: Math.log(c.stale / c.observed) }));
    console.log(`${set.padEnd(16)} carried     ${summary(model)}  within ±5% ${within(model, 0.05)}`);
    console.log(`${set.padEnd(16)} not carried ${summary(stale)}  within ±5% ${within(stale, 0.05)}`);
  }
}

function within(rows: readonly Scored[], share: number): string {
  const n = rows.filter((r) => Math.abs(r.err) <= Math.log(1 + share)).length;
  return `${((100 * n) / Math.max(1, rows.length)).toFixed(0)}%`;
}

function minimumReport(label: string, r: MinimumWageResult): void {
  console.log(
    `${label}: ${r.below.length} of ${r.figures} medians at 0 years below the bar, in ${r.countriesBelow} of ${r.countries} countries with a national minimum`,
  );
  for (const b of r.below.slice(0, 12))
    console.log(`  ${b.country} ${b.title}: ${Math.round(b.median)} < minimum ${Math.round(b.minimum)} a year`);
}

/** Slope of ln(estimate in a country) on ln(estimate in the US) over the most employed occupations, by their BLS titles. */
type SpreadEngine = Pick<ReturnType<typeof createSalaryEngine>, "occupations" | "estimate">;

function spreadSlope(engine: SpreadEngine, country: string): number {
  const o = engine.occupations;
  const top = [...o.code.keys()]
    .filter((i) => !((o.flags[i] ?? 0) & 4))
    .sort((a, b) => (o.employment[b] ?? 0) - (o.employment[a] ?? 0))
    .slice(0, SPREAD_OCCUPATIONS);
  const pts: [number, number][] = [];
  for (const i of top) {
    const ask = (c: string) => engine.estimate({ country: c, position: o.title[i] ?? "", experience: 10, lang: "en" });
    const a = ask(country);
    const u = ask("US");
    if (a.ok && u.ok && a.value.occupation.code === o.code[i])
      pts.push([Math.log(u.value.annual.median), Math.log(a.value.annual.median)]);
  }
  const mx = pts.reduce((s, p) => s + p[0], 0) / pts.length;
  const my = pts.reduce((s, p) => s + p[1], 0) / pts.length;
  const sxy = pts.reduce((s, p) => s + (p[0] - mx) * (p[1] - my), 0);
  const sxx = pts.reduce((s, p) => s + (p[0] - mx) ** 2, 0);
  return sxy / sxx;
}
const SPREAD_OCCUPATIONS = 150;

async function main(): Promise<void> {
  const started = performance.now();
  const ev = buildEvaluationInputs(raw);
  console.log(`cells: ${ev.cells.length} in ${[...new Set(ev.cells.map((c) => c.set))].join(", ")}`);
  const model = score(ev.cells, (c) => ev.predictLoco(c));
  let beforeEngine: SpreadEngine | undefined;
  const baseline = score(ev.cells, (c) => ev.predictBaseline(c));
  if (beforeDir) {
    // Older checkouts exported the engine from the library; newer ones from the server.
    const serverModule = `${beforeDir}/src/server/salary/salary-engine.ts`;
    const modulePath = existsSync(serverModule) ? serverModule : `${beforeDir}/src/lib/salary/index.ts`;
    const mod = (await import(pathToFileURL(modulePath).href)) as {
      defaultSalaryEngine: () => EngineLike;
    };
    const engine = mod.defaultSalaryEngine();
    beforeEngine = engine as unknown as SpreadEngine;
    minimumReport(`before (${beforeDir})`, ev.minimumWageCheck(engine));
    report(
      `before: the engine in ${beforeDir} (its shipped figures, not refitted)`,
      score(ev.cells, (c) => ev.predictWith(engine, c)),
    );
  }
  report("naive baseline: US pay × GDP per capita ratio × price level", baseline);
  report("model, leave-one-country-out", model);

  // OECD national-currency levels, each country's own wage data left out.
  const oecd = ev.oecdLevelCells.flatMap((c) => {
    const p = ev.predictOecdLevel(c.country, c.year);
    return p ? [{ set: `oecd-ncu-${c.year}`, country: c.country, err: Math.log(p / c.observed) }] : [];
  });
  console.log("\n== OECD wage per FTE in national currency, 2024 and 2025, each country's own wage data left out");
  for (const year of [2024, 2025])
    console.log(`oecd-ncu-${year}    ${summary(oecd.filter((o) => o.set.endsWith(String(year))))}`);
  console.log(`oecd-ncu bias: ${biasByCountry(oecd)}`);
  if (beforeDir) {
    // The older release's shipped level (its money and exchange rates as visitors saw them).
    const old = JSON.parse(readFileSync(`${beforeDir}/src/lib/salary/data/salary-data.json`, "utf8")) as {
      countries: { iso3: string; meanAnnual: number }[];
    };
    const byIso = new Map(old.countries.map((c) => [c.iso3, c.meanAnnual]));
    const before = ev.oecdLevelCells.flatMap((c) => {
      const p = byIso.get(c.country);
      return p ? [{ set: `oecd-ncu-${c.year}`, country: c.country, err: Math.log(p / c.observed) }] : [];
    });
    for (const year of [2024, 2025])
      console.log(`before, shipped ${year} ${summary(before.filter((o) => o.set.endsWith(String(year))))}`);
  }

  backtestReport(ev.backtest());

  const occErrors = ev.occupationErrors();
  const both = occErrors.filter((e) => Object.keys(e.byCountry).length > 1);
  console.log(
    `\n== pay of each occupation relative to its country's others: ln(model ÷ observed), Sweden (SCB 2025) and Chile (CASEN), each scored with the other table's calibrations`,
  );
  const tables = [...new Set(occErrors.flatMap((e) => Object.keys(e.byCountry)))];
  for (const t of tables) {
    const rows = occErrors.flatMap((e) =>
      e.byCountry[t] === undefined ? [] : [{ set: t, country: t, err: e.byCountry[t] ?? 0 }],
    );
    console.log(`${t.padEnd(16)} ${summary(rows)}`);
  }
  const ranked = [...both].sort((a, b) => b.mean - a.mean);
  const show = (e: (typeof both)[number]) =>
    `${e.title} ${e.mean >= 0 ? "+" : ""}${e.mean.toFixed(2)} (${Object.entries(e.byCountry)
      .map(([c, v]) => `${c} ${v >= 0 ? "+" : ""}${v.toFixed(2)}`)
      .join(" ")})`;
  console.log(`in both tables: ${both.length} occupations; highest:`);
  for (const e of ranked.slice(0, 8)) console.log(`  ${show(e)}`);
  console.log("lowest:");
  for (const e of ranked.slice(-8).reverse()) console.log(`  ${show(e)}`);

  for (const t of ev.groupTableChecks()) {
    console.log(
      `\n== ${t.country}, ${t.source} ${t.year}: pay of each major group ÷ the all-employee mean, observed · shipped · the country left out`,
    );
    const err = (k: "shipped" | "without") =>
      summary(t.groups.map((g) => ({ set: t.country, country: t.country, err: Math.log(g[k] / g.observed) })));
    console.log(
      t.groups
        .map((g) => `${g.group}: ${g.observed.toFixed(2)} · ${g.shipped.toFixed(2)} · ${g.without.toFixed(2)}`)
        .join(", "),
    );
    console.log(`shipped        ${err("shipped")}\nleft out       ${err("without")}`);
  }

  const loto = ev.leaveOneTableOut();
  console.log(
    "\n== each national table left out in turn: its occupations' pay relative to each other, ln(model ÷ table), without → with the other tables' correction by occupation",
  );
  for (const [table, rows] of Map.groupBy(loto, (r) => r.table)) {
    const score = (k: "without" | "with") => summary(rows.map((r) => ({ set: table, country: table, err: r[k] })));
    console.log(`${table.padEnd(4)} ${score("without")}\n     ${score("with")}`);
  }
  const byJob = [...Map.groupBy(loto, (r) => r.soc)].filter(([, rows]) => rows.length >= 5);
  const meanOf = (rows: readonly (typeof loto)[number][], k: "without" | "with") =>
    rows.reduce((a, r) => a + r[k], 0) / rows.length;
  const beyond = (k: "without" | "with") => byJob.filter(([, rows]) => Math.abs(meanOf(rows, k)) > 0.15).length;
  console.log(
    `jobs in 5 or more tables: ${byJob.length}; mean error beyond ±0.15: ${beyond("without")} without, ${beyond("with")} with; the largest:`,
  );
  for (const [, rows] of byJob
    .sort((a, b) => Math.abs(meanOf(b[1], "without")) - Math.abs(meanOf(a[1], "without")))
    .slice(0, 12))
    console.log(
      `  ${(rows[0]?.title ?? "").slice(0, 44).padEnd(44)} ${meanOf(rows, "without").toFixed(2).padStart(6)} → ${meanOf(rows, "with").toFixed(2).padStart(6)}  (${rows.map((r) => `${r.table} ${r.with >= 0 ? "+" : ""}${r.with.toFixed(2)}`).join(" ")})`,
    );

  console.log(
    "\n== a national keyed table (UK, Sweden, Japan, Canada, France, Germany, Brazil; Chile as evidence only): occupations it names, split in two by code; each half scored with the group corrections of the other",
  );
  for (const t of ev.ownTableChecks())
    console.log(
      `${t.code.padEnd(16)} n=${String(t.n).padStart(4)}  median|ln err| without ${t.without.toFixed(3)}, with the other half's group corrections ${t.withGroups.toFixed(3)}`,
    );

  const shipped = createSalaryEngine(parseSalaryData(readFileSync(salaryDataPath(), "utf8")));
  console.log(
    "\n== spread between occupations: slope of ln pay on ln US pay, 150 most employed occupations at 10 years",
  );
  const spreadCountries = ["GB", "NL", "FR", "AU", "PL", "DE", "JP", "BR", "IN"];
  const spreads = (e: SpreadEngine) => spreadCountries.map((c) => `${c} ${spreadSlope(e, c).toFixed(2)}`).join(", ");
  console.log(`model:  ${spreads(shipped)}`);
  // Ukraine's developers take the pull fitted to its own survey, so this is in sample; the
  // leave-one-country-out line above is what the model gives without it.
  const dou = ev.cells.filter((c) => c.set === "ukraine-dou");
  console.log(
    `\n== Ukraine's developers, shipped (its survey in the fit, in sample): ${summary(score(dou, (c) => ev.predictWith(shipped, c)))}`,
  );
  if (beforeEngine) console.log(`before: ${spreads(beforeEngine)}`);

  console.log(
    "\n== statutory minimum: six low-paid jobs (cashier, waiter, building cleaner, security guard, retail salesperson, cook) at 0 years",
  );
  console.log("   bar: 0.9 × the current year's minimum for full-time work (0.7 × a regional top rate)");
  minimumReport("model (shipped data module)", ev.minimumWageCheck(shipped));

  const [lo, hi] = AT_MINIMUM_BAND;
  console.log(
    `\n== where the minimum binds: ${AT_MINIMUM_TITLES.join(", ")} at 1 year ÷ the full-time minimum (band ${lo}–${hi})`,
  );
  const ratios = ev.bindingMinimumRatios(shipped);
  const byCountry = new Map<string, string[]>();
  for (const r of ratios) {
    const mark = r.ratio < lo || r.ratio > hi ? "!" : "";
    byCountry.set(r.country, [...(byCountry.get(r.country) ?? []), `${r.ratio.toFixed(2)}${mark}`]);
  }
  console.log([...byCountry].map(([c, v]) => `${c} ${v.join("/")}`).join(", "));
  const outside = ratios.filter((r) => r.ratio < lo || r.ratio > hi).length;
  console.log(`${outside} of ${ratios.length} outside the band`);

  const excess = ev.cashierGdpExcess(shipped);
  console.log(
    `\n== cashier at 1 year above ${CASHIER_GDP_CAP}× the US cashier scaled by GDP per head (PPP): ${excess.length} countries`,
  );
  if (excess.length)
    console.log(
      excess
        .map((e) => `${e.country} ${e.times.toFixed(2)}×${e.minimum ? ` (${e.minimum.toFixed(2)}× its minimum)` : ""}`)
        .join(", "),
    );
  console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
}

await main();
