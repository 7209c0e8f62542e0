/**
 * A country's own official table of pay by detailed occupation, where one is keyed to the BLS
 * occupations by hand (the UK's ASHE, Sweden's SCB, Japan's wage census, Canada's Job Bank,
 * France's DARES, Brazil's RAIS): the model's relative pay is corrected toward it. Each
 * correction is ln(the table's pay relative to all full-time employees ÷ the model's, relative
 * to the country's mean); a table with no figure for all employees is centred instead, so it
 * reorders occupations and never moves the level. Occupations the table names take their own,
 * shrunk toward their major group's by the jobs behind them; the others take their major
 * group's, the jobs-weighted mean of the named ones (a group's pay relative to the mean is
 * measured better by the occupations in it than by the ILOSTAT ratio of hourly pay, which counts
 * part-time workers), where those group corrections pass the split check.
 */
import { logDomesticMean, type CountryPay, type OwnTable, type PayParameters } from "../../src/lib/salary/pay-model.ts";
import type { SocPay } from "./calibrate.ts";
import { keyedBySoc, type KeyedUnit } from "./national-tables.ts";

/** Thousands of jobs at which an occupation's own correction counts as much as its group's. */
export const OWN_TABLE_SHRINK_JOBS = 5;

export interface OwnTableFit {
  readonly table: OwnTable;
  /** Occupations named, and the median |ln(table ÷ model)| before the corrections. */
  readonly n: number;
  readonly medianBefore: number;
  /** Whether the major-group corrections passed the split check and were kept. */
  readonly groupsCarry: boolean;
  /** Where the table set the level: ln(the level before ÷ after). */
  readonly levelGap?: number;
}

interface Residual {
  readonly code: string;
  readonly isco: number;
  readonly weight: number;
  /** ln(the table's relative pay ÷ the model's without any own-table correction). */
  readonly residual: number;
}

/** How a table's figures compare with the model's means relative to the country's mean. */
export interface TableReading {
  /**
   * The table has no figure for all employees: its residuals are centred (their jobs-weighted
   * mean taken out), so it reorders occupations and leaves the country's level alone.
   */
  readonly centred?: boolean;
  /** The table gives medians: each is read as a mean through its occupation's US median/mean ratio. */
  readonly measure?: "mean" | "median";
  /**
   * ISCO major groups whose correction is not carried to occupations the table does not name:
   * the table stops measuring at a ceiling where most of their units sit, so the units left in
   * it are that group's lower-paid ones (Germany's managers).
   */
  readonly topCoded?: readonly number[];
  /**
   * The table's pay is in the country's currency, `perYear` of it a year's full-time pay, in
   * `year`'s money: it sets the country's level (tableLevelGap), where the national accounts'
   * mean wage, which counts bonuses and top earners, runs well above what employees are paid.
   */
  readonly level?: { readonly perYear: number; readonly year: number };
}

function residuals(
  units: readonly KeyedUnit[],
  country: CountryPay,
  params: PayParameters,
  socPay: ReadonlyMap<string, SocPay>,
  reading: TableReading = {},
): Residual[] {
  const list = [...keyedBySoc(units)].flatMap(([code, k]) => {
    const occ = socPay.get(code);
    if (!occ) return [];
    const model = logModelWithoutTables(country, params, occ) - Math.log(country.meanAnnual);
    return [{ code, isco: occ.isco, weight: k.weight, residual: k.relative + asMean(occ, reading) - model }];
  });
  return reading.centred ? centred(list) : list;
}

/** ln of what a table's figure for `occ` is read as a mean by: its US median/mean ratio where the table gives medians. */
export function asMean(occ: SocPay, reading: TableReading = {}): number {
  return reading.measure === "median" ? Math.log(occ.mean / occ.median) : 0;
}

/** The model as it stands without any table: no own table, no correction borrowed from the others. */
function logModelWithoutTables(country: CountryPay, params: PayParameters, occ: SocPay): number {
  return logDomesticMean({ ...country, ownTable: null }, { ...params, occupationAbroad: {} }, occ);
}

/** The residuals less their jobs-weighted mean. */
function centred(list: readonly Residual[]): Residual[] {
  const weight = list.reduce((a, r) => a + r.weight, 0);
  const centre = weight > 0 ? list.reduce((a, r) => a + r.residual * r.weight, 0) / weight : 0;
  return list.map((r) => ({ ...r, residual: r.residual - centre }));
}

function groupMeans(list: readonly Residual[]): number[] {
  return Array.from({ length: 9 }, (_, k) => {
    const inGroup = list.filter((r) => r.isco === k + 1);
    const weight = inGroup.reduce((a, r) => a + r.weight, 0);
    return weight > 0 ? round(inGroup.reduce((a, r) => a + r.residual * r.weight, 0) / weight) : 0;
  });
}

export function fitOwnTable(
  source: string,
  units: readonly KeyedUnit[],
  country: CountryPay,
  params: PayParameters,
  socPay: ReadonlyMap<string, SocPay>,
  reading: TableReading = {},
): OwnTableFit {
  const list = residuals(units, country, params, socPay, reading);
  // Group corrections are kept only where they carry: fitted on half the named occupations,
  // they must bring the other half closer (splitCheck); otherwise each occupation the table
  // names is corrected alone and the others keep the model.
  const split = splitCheck(list);
  const groupsCarry = split.withGroups < split.without;
  const group = groupsCarry
    ? groupMeans(list).map((g, k) => (reading.topCoded?.includes(k + 1) ? 0 : g))
    : Array.from({ length: 9 }, () => 0);
  const occupation = Object.fromEntries(
    list.map((r) => {
      const g = group[r.isco - 1] ?? 0;
      return [r.code, round(g + ((r.residual - g) * r.weight) / (r.weight + OWN_TABLE_SHRINK_JOBS))];
    }),
  );
  return {
    table: { source, group, occupation },
    n: list.length,
    medianBefore: median(list.map((r) => Math.abs(r.residual))),
    groupsCarry,
  };
}

/**
 * How well the group corrections carry to occupations the table does not name: the named
 * occupations are split in two by code, each half scored (median |ln(table ÷ model)|) with the
 * group corrections fitted on the other half, against the model with no correction.
 */
export function ownTableSplitCheck(
  units: readonly KeyedUnit[],
  country: CountryPay,
  params: PayParameters,
  socPay: ReadonlyMap<string, SocPay>,
  reading: TableReading = {},
): { n: number; without: number; withGroups: number } {
  return splitCheck(residuals(units, country, params, socPay, reading));
}

function splitCheck(list: readonly Residual[]): { n: number; without: number; withGroups: number } {
  const half = (code: string) => [...code].reduce((a, ch) => a + ch.charCodeAt(0), 0) % 2;
  const scored = [0, 1].flatMap((side) => {
    const group = groupMeans(list.filter((r) => half(r.code) !== side));
    return list
      .filter((r) => half(r.code) === side)
      .map((r) => ({ without: Math.abs(r.residual), withGroups: Math.abs(r.residual - (group[r.isco - 1] ?? 0)) }));
  });
  return {
    n: scored.length,
    without: median(scored.map((s) => s.without)),
    withGroups: median(scored.map((s) => s.withGroups)),
  };
}

const round = (x: number) => Math.round(x * 1000) / 1000;
const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Tables taken together for countries without their own: each shrunk by this many tables of no gap… */
export const ABROAD_SHRINK_TABLES = 2;
/** …and the mean kept at this share. Both chosen by leaving each table out in turn (docs/salary-model.md §2). */
export const ABROAD_WEIGHT = 0.75;

/** One national table, with the country it describes, as the pooled correction reads it. */
export interface EvidenceTable {
  readonly units: readonly KeyedUnit[];
  readonly country: CountryPay;
  readonly reading?: TableReading;
}

/**
 * Each table's gaps to the model by occupation, every table centred (its jobs-weighted mean gap
 * taken out, so a table moves occupations against each other and never a level): by BLS code,
 * one value per table that names the occupation.
 */
export function tableGaps(
  tables: readonly EvidenceTable[],
  params: PayParameters,
  socPay: ReadonlyMap<string, SocPay>,
): Map<string, number[]> {
  const gaps = new Map<string, number[]>();
  for (const t of tables)
    for (const r of centred(residuals(t.units, t.country, params, socPay, t.reading)))
      gaps.set(r.code, [...(gaps.get(r.code) ?? []), r.residual]);
  return gaps;
}

/**
 * The correction for countries without a table of their own: for each occupation, the tables'
 * mean gap shrunk by ABROAD_SHRINK_TABLES and kept at ABROAD_WEIGHT, then centred within its
 * ISCO major group on US employment, so that it reorders occupations inside a group and leaves
 * the group's mean where the country's own group ratios (or its income level's) put it.
 */
export function occupationAbroad(
  tables: readonly EvidenceTable[],
  params: PayParameters,
  socPay: ReadonlyMap<string, SocPay>,
  shrink = ABROAD_SHRINK_TABLES,
  weight = ABROAD_WEIGHT,
): Record<string, number> {
  const gaps = tableGaps(tables, params, socPay);
  const pooled = (code: string) => {
    const g = gaps.get(code) ?? [];
    return (weight * g.reduce((a, x) => a + x, 0)) / (g.length + shrink);
  };
  const corrected = [...socPay.values()].filter((o) => o.isco > 0);
  const out: Record<string, number> = {};
  for (const inGroup of Map.groupBy(corrected, (o) => o.isco).values()) {
    const jobs = inGroup.reduce((a, o) => a + o.employment, 0);
    const centre = jobs > 0 ? inGroup.reduce((a, o) => a + pooled(o.code) * o.employment, 0) / jobs : 0;
    for (const o of inGroup) {
      const value = round(pooled(o.code) - centre);
      if (value !== 0) out[o.code] = value;
    }
  }
  return out;
}

/**
 * ln(the model's pay ÷ the table's) over the occupations the table names, jobs-weighted, with
 * the table's figures made annual (`reading.level.perYear`) and carried from its year to the
 * model's by `growth`; medians are read as means as the corrections read them. Undefined when the
 * table holds no levels.
 */
export function tableLevelGap(
  units: readonly KeyedUnit[],
  country: CountryPay,
  params: PayParameters,
  socPay: ReadonlyMap<string, SocPay>,
  reading: TableReading,
  growth: number,
): number | undefined {
  const level = reading.level;
  if (!level) return undefined;
  let weight = 0;
  let sum = 0;
  for (const [code, k] of keyedBySoc(units)) {
    const occ = socPay.get(code);
    if (!occ) continue;
    const table = k.relative + asMean(occ, reading) + Math.log(level.perYear * growth);
    sum += k.weight * (logModelWithoutTables(country, params, occ) - table);
    weight += k.weight;
  }
  return weight > 0 ? sum / weight : undefined;
}
