/**
 * npm run eval:take-home — the take-home rules against figures they were not written from.
 *
 * The OECD's Taxing Wages publishes, for a single worker without children, the average tax
 * wedge: income tax + employee and employer social contributions, as a share of labour cost
 * (gross pay + employer contributions). At 167% of the average wage it is published for every
 * OECD member (and at 67% and 100% for some). The rules hold the employee side only, so the
 * employer's compulsory contributions in 2025 are read from
 * `scripts/take-home/employer-contributions-2025.csv` (compiled by hand with a source per row).
 *
 * For each member with rules: gross = the wage level × the OECD average annual wage in national
 * currency for the year (AV_AN_WAGE, which is close to, but not the same as, Taxing Wages' own
 * average wage); wedge = (income tax + employee + employer contributions) ÷ (gross + employer
 * contributions). Printed per country with the gap in percentage points, and the share within
 * ±2 points. Also printed: net as a share of gross implied by the OECD wedge and our employer
 * rate, against the rules' own, which is what a visitor reads.
 *
 * Second check, with no employer rows in it: for eight countries the OECD's own breakdown at
 * 100% of its average wage in 2025 (income tax and employee contributions as a share of gross,
 * Taxing Wages 2026, copied into `scripts/take-home/oecd-components-aw100-2025.csv`) beside the
 * rules' net share at the national-accounts average wage, and the wage at which the rules give the
 * OECD's net share: close to that average wage means the rules agree and only the wage level
 * differs; no such wage in reach means a difference of convention or of rule.
 *
 * Raw inputs come from ../shared/data (or $SALARY_RAW_DATA), as for the salary figures.
 */
import { resolve } from "node:path";
import { loadCareerContent } from "../src/server/career/career-content.ts";
import { takeHome } from "../src/lib/take-home/take-home.ts";
import { readTable, num } from "./salary-data/tables.ts";

const RAW = resolve(process.env["SALARY_RAW_DATA"] ?? resolve(import.meta.dirname, "../../shared/data"));
const YEAR = Number(process.env["TAKE_HOME_YEAR"] ?? 2025);
const TOLERANCE_PP = 2;

/**
 * One row: `rate` on pay between `from` and `upTo`, or, for a rate that applies to the whole of
 * pay once pay passes a level (France's higher health and family rates, Ireland's higher PRSI),
 * on all pay up to `upTo` when gross exceeds `cliffAt`; `fixed` a year.
 */
interface EmployerPart {
  readonly rate: number;
  readonly upTo: number | undefined;
  readonly from: number;
  readonly cliffAt: number;
  readonly fixed: number;
}

/** Employer contributions on `gross` a year under the rows of one country. */
function employerContributions(parts: readonly EmployerPart[], gross: number): number {
  return parts.reduce((sum, p) => {
    if (gross <= p.cliffAt) return sum + p.fixed;
    const base = Math.max(0, Math.min(gross, p.upTo ?? Infinity) - p.from);
    return sum + p.fixed + p.rate * base;
  }, 0);
}

const iso2 = new Map(
  readTable(resolve(RAW, "country-codes/country-codes.csv")).map((r) => [
    r["ISO3166-1-Alpha-3"] ?? "",
    r["ISO3166-1-Alpha-2"] ?? "",
  ]),
);
const averageWage = new Map<string, number>();
for (const r of readTable(
  resolve(RAW, "oecd-average-wages-national-currency/oecd_av_an_wage_ncu_current_2015_2025.csv"),
)) {
  const value = num(r["avg_annual_wage_ncu"]);
  if (Number(r["year"]) === YEAR && value) averageWage.set(iso2.get(r["iso3"] ?? "") ?? "", value);
}
const wedges = new Map<string, number>();
for (const r of readTable(resolve(RAW, "oecd-taxing-wages-tax-wedge/oecd_tw_comp_av_tw_single_2023_2025.csv"))) {
  const value = num(r["value_pct"]);
  if (Number(r["year"]) === YEAR && value !== undefined)
    wedges.set(`${iso2.get(r["ref_area"] ?? "") ?? r["ref_area"]}:${r["income_principal"]}`, value / 100);
}
const employer = new Map<string, EmployerPart[]>();
for (const r of readTable(resolve(import.meta.dirname, "take-home/employer-contributions-2025.csv"))) {
  const note = r["note"] ?? "";
  const parts = employer.get(r["country"] ?? "") ?? [];
  parts.push({
    rate: num(r["rate"]) ?? 0,
    upTo: num(r["upTo"]),
    from: Number(/from=(\d+(?:\.\d+)?)/.exec(note)?.[1] ?? 0),
    cliffAt: Number(/cliffAt=(\d+(?:\.\d+)?)/.exec(note)?.[1] ?? -1),
    fixed: Number(/fixed=(\d+(?:\.\d+)?)/.exec(note)?.[1] ?? 0),
  });
  employer.set(r["country"] ?? "", parts);
}

const { facts } = loadCareerContent();
const rows: { country: string; level: string; ours: number; oecd: number; netOurs: number; netOecd: number }[] = [];
for (const [key, oecd] of [...wedges].sort(([a], [b]) => a.localeCompare(b))) {
  const [country = "", level = ""] = key.split(":");
  const rules = facts.get(country);
  const wage = averageWage.get(country);
  const parts = employer.get(country);
  if (!rules?.years.length || !wage || !parts) continue;
  const gross = (Number(level.replace("AW", "")) / 100) * wage;
  const result = takeHome(rules, { gross, year: YEAR });
  if (!result.ok) continue;
  const er = employerContributions(parts, gross);
  const ours = (result.value.incomeTax + result.value.contributions + er) / (gross + er);
  rows.push({
    country,
    level,
    ours,
    oecd,
    netOurs: result.value.net / gross,
    netOecd: ((1 - oecd) * (gross + er)) / gross,
  });
}

const pp = (v: number) => `${v >= 0 ? "+" : ""}${(100 * v).toFixed(1)}`;
console.log(
  `tax wedge, single worker without children, ${YEAR}: the rules (+ employer contributions) against OECD Taxing Wages`,
);
console.log("country level  ours   OECD   gap pp | net/gross: ours  implied  gap pp");
for (const r of rows) {
  const flag = Math.abs(r.ours - r.oecd) > TOLERANCE_PP / 100 ? "  !" : "";
  console.log(
    `${r.country.padEnd(7)} ${r.level.padEnd(6)} ${(100 * r.ours).toFixed(1).padStart(5)}  ${(100 * r.oecd).toFixed(1).padStart(5)}  ${pp(r.ours - r.oecd).padStart(6)} |          ${(100 * r.netOurs).toFixed(1).padStart(5)}  ${(100 * r.netOecd).toFixed(1).padStart(5)}  ${pp(r.netOurs - r.netOecd).padStart(6)}${flag}`,
  );
}
const gaps = rows.map((r) => Math.abs(r.netOurs - r.netOecd)).sort((a, b) => a - b);
const within = gaps.filter((g) => g <= TOLERANCE_PP / 100).length;
console.log(
  `\n${rows.length} comparisons in ${new Set(rows.map((r) => r.country)).size} countries: net/gross within ±${TOLERANCE_PP} points in ${within} (${Math.round((100 * within) / Math.max(1, rows.length))}%), median gap ${(100 * (gaps[Math.floor(gaps.length / 2)] ?? 0)).toFixed(1)} points`,
);
const missing = [...new Set([...wedges.keys()].map((k) => k.split(":")[0] ?? ""))].filter(
  (c) => /^[A-Z]{2}$/.test(c) && !rows.some((r) => r.country === c),
);
if (missing.length) console.log(`not compared (no rules, wage level or employer rows): ${missing.join(", ")}`);

console.log(
  "\nnet ÷ gross at 100% of the average wage, 2025: the rules against the OECD's own breakdown (Taxing Wages 2026)",
);
console.log("country  OECD net  ours at AV_AN_WAGE  gap pp | wage giving the OECD's net ÷ AV_AN_WAGE");
for (const r of readTable(resolve(import.meta.dirname, "take-home/oecd-components-aw100-2025.csv"))) {
  const country = r["country"] ?? "";
  const rules = facts.get(country);
  const wage = averageWage.get(country);
  if (!rules?.years.length || !wage) continue;
  const oecdNet = 1 - ((num(r["income_tax_pct"]) ?? 0) + (num(r["employee_ssc_pct"]) ?? 0)) / 100;
  const share = (gross: number) => {
    const result = takeHome(rules, { gross, year: YEAR });
    return result.ok ? result.value.net / gross : Number.NaN;
  };
  // Net ÷ gross falls as pay rises (progressive rules); bisect on the wage between 0.6× and 1.6×.
  let lo = 0.6 * wage;
  let hi = 1.6 * wage;
  const reachable = share(lo) >= oecdNet && share(hi) <= oecdNet;
  for (let i = 0; reachable && i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (share(mid) > oecdNet) lo = mid;
    else hi = mid;
  }
  const ours = share(wage);
  console.log(
    `${country.padEnd(8)} ${(100 * oecdNet).toFixed(1).padStart(8)}  ${(100 * ours).toFixed(1).padStart(18)}  ${pp(ours - oecdNet).padStart(6)} | ${reachable ? `${(lo / wage).toFixed(2)}×` : "none between 0.6× and 1.6×"}`,
  );
}
