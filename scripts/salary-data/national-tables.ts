/**
 * The two national tables of pay by detailed occupation, read once for every calibration that
 * uses them: Sweden's wage structure statistics (SCB, SSYK 2012, 2025 mean monthly pay of
 * full-time equivalents) and Chile's CASEN (2022+2024 mean monthly income, sexes pooled by
 * sample). Codes are the national ones (not ISCO-08's at four digits).
 */
import { join } from "node:path";
import { num, readTable } from "./tables.ts";

export interface NationalUnit {
  readonly pay: number;
  /** Respondents behind the mean (Sweden: 1 per unit; SCB publishes no counts in this table). */
  readonly n: number;
}

const SWEDEN_YEAR = "2025";

/** Sweden: every unit's 2025 mean, and the mean of all occupations (`0000`). */
export function readSwedenUnits(raw: string): { units: Map<string, NationalUnit>; all: number | undefined } {
  const rows = readTable(join(raw, "scb-sweden-pay-by-occupation/se_scb_ssyk2012_monthly_pay.csv")).filter(
    (r) => r["year"] === SWEDEN_YEAR && r["statistic"] === "mean",
  );
  const units = new Map<string, NationalUnit>();
  for (const r of rows) {
    const pay = num(r["value"]);
    if (pay && r["code"] !== "0000") units.set(r["code"] ?? "", { pay, n: 1 });
  }
  return { units, all: num(rows.find((r) => r["code"] === "0000")?.["value"]) };
}

/** Chile: each unit's mean with the sexes pooled by sample, and the sample-weighted mean of every unit. */
export function readChileUnits(raw: string): { units: Map<string, NationalUnit>; all: number | undefined } {
  const sums = new Map<string, { sum: number; n: number }>();
  for (const r of readTable(join(raw, "casen-chile-income-by-occupation/cl_casen_2022_2024_income_by_ciuo08_4d.csv"))) {
    const v = num(r["value"]);
    const n = num(r["n_sample"]);
    if (r["statistic"] !== "mean" || !v || !n) continue;
    const u = sums.get(r["code"] ?? "") ?? { sum: 0, n: 0 };
    sums.set(r["code"] ?? "", { sum: u.sum + v * n, n: u.n + n });
  }
  let sum = 0;
  let n = 0;
  for (const u of sums.values()) {
    sum += u.sum;
    n += u.n;
  }
  const units = new Map([...sums].map(([code, u]) => [code, { pay: u.sum / u.n, n: u.n }]));
  return { units, all: n > 0 ? sum / n : undefined };
}

/** The project's own files of national tables and their keys. */
const NATIONAL_DIR = join(import.meta.dirname, "national");

/** A hand-made key (national/<country>-<classification>-to-us-soc2018.csv): national code → BLS occupation. */
function readKey(keyFile: string, codeColumn: string): Map<string, string> {
  return new Map(readTable(join(NATIONAL_DIR, keyFile)).map((r) => [r[codeColumn] ?? "", r["us_soc2018"] ?? ""]));
}

/**
 * A national table's units keyed to BLS occupations by hand from their labels and definitions
 * (national/<country>-<classification>-to-us-soc2018.csv): units with no clear counterpart,
 * catch-alls and mixed units have no row there. `weight` turns a unit into thousands of jobs
 * for the own-table shrinkage (own-table.ts).
 */
function keyedUnits(
  table: { units: Map<string, NationalUnit>; all: number | undefined },
  keyFile: string,
  codeColumn: string,
  weight: (unit: NationalUnit) => number,
): KeyedUnit[] {
  const all = table.all;
  if (!all) return [];
  const key = readKey(keyFile, codeColumn);
  return [...table.units].flatMap(([unit, u]) => {
    const soc = key.get(unit);
    return soc && u.pay > 0 ? [{ unit, soc, relative: Math.log(u.pay / all), weight: weight(u) }] : [];
  });
}

/**
 * SCB publishes no head counts in this table; every unit is an official estimate for the whole
 * economy (a census of the public sector, a large sample of the private one), so each counts as
 * a unit of this many thousand jobs, which keeps four fifths of its own gap (own-table.ts).
 */
const SWEDEN_UNIT_JOBS = 20;
/** A Chilean unit counts as a thousand jobs per this many respondents (CASEN is a household sample). */
const CHILE_RESPONDENTS_PER_THOUSAND = 100;

/** Sweden's SSYK 2012 units keyed to BLS occupations by hand. */
export function readSwedenKeyed(raw: string): KeyedUnit[] {
  return keyedUnits(readSwedenUnits(raw), "se-ssyk2012-to-us-soc2018.csv", "ssyk2012", () => SWEDEN_UNIT_JOBS);
}

/** Chile's CIUO-08.CL units keyed to BLS occupations by hand. */
export function readChileKeyed(raw: string): KeyedUnit[] {
  return keyedUnits(
    readChileUnits(raw),
    "cl-ciuo08cl-to-us-soc2018.csv",
    "ciuo08cl",
    (u) => u.n / CHILE_RESPONDENTS_PER_THOUSAND,
  );
}

/** A unit of a national table read as one BLS occupation through a key made by hand from the units' definitions. */
export interface KeyedUnit {
  readonly unit: string;
  readonly soc: string;
  /** ln(the unit's mean ÷ the mean of all full-time employees). */
  readonly relative: number;
  /** Thousands of jobs behind the unit's mean (a unit whose count ONS suppresses counts as 3). */
  readonly weight: number;
}

const BRITAIN_SUPPRESSED_JOBS = 3;

/**
 * The UK: ASHE 2023 (ONS, full-time employees' gross annual pay, SOC 2020 units) as ratios to
 * all full-time employees, each unit keyed to its BLS occupation (national/gb-soc2020-to-us-soc2018.csv;
 * units without a clear counterpart, such as the n.e.c. groups, have no row there).
 */
export function readBritainUnits(): KeyedUnit[] {
  const key = readKey("gb-soc2020-to-us-soc2018.csv", "uk_soc2020");
  return readTable(join(NATIONAL_DIR, "gb-ashe-2023.csv")).flatMap((r) => {
    const unit = r["uk_soc2020"] ?? "";
    const soc = key.get(unit);
    const ratio = num(r["mean_ratio"]);
    if (!soc || !ratio) return [];
    return [{ unit, soc, relative: Math.log(ratio), weight: num(r["jobs_thousands"]) ?? BRITAIN_SUPPRESSED_JOBS }];
  });
}

/** Keyed units by BLS occupation: several units can be one occupation (five kinds of UK nurse), jobs-weighted. */
export function keyedBySoc(units: readonly KeyedUnit[]): Map<string, { relative: number; weight: number }> {
  const sums = new Map<string, { sum: number; weight: number }>();
  for (const u of units) {
    const s = sums.get(u.soc) ?? { sum: 0, weight: 0 };
    sums.set(u.soc, { sum: s.sum + u.relative * u.weight, weight: s.weight + u.weight });
  }
  return new Map([...sums].map(([soc, s]) => [soc, { relative: s.sum / s.weight, weight: s.weight }]));
}

/**
 * A national table of pay by occupation that publishes no figure for all employees
 * (national/<country>-<source>.csv: unit, pay, jobs_thousands), keyed to BLS occupations by hand.
 * `relative` is ln(the unit's pay) itself: own-table.ts centres such a table on the model, so
 * it moves occupations against each other, never the country's level.
 */
export function readNationalTable(payFile: string, keyFile: string, codeColumn: string): KeyedUnit[] {
  const key = readKey(keyFile, codeColumn);
  return readTable(join(NATIONAL_DIR, payFile)).flatMap((r) => {
    const unit = r["unit"] ?? "";
    const soc = key.get(unit);
    const pay = num(r["pay"]);
    if (!soc || !pay) return [];
    return [{ unit, soc, relative: Math.log(pay), weight: num(r["jobs_thousands"]) ?? UNCOUNTED_UNIT_JOBS }];
  });
}

/** A unit whose table gives no head count counts as this many thousand jobs (as Sweden's do). */
const UNCOUNTED_UNIT_JOBS = SWEDEN_UNIT_JOBS;
