/**
 * Fits each country's full-time wage level and its pay structure by ISCO-08 major group.
 * Pure: it takes the series already read (country-inputs.ts) and a set of countries to
 * leave out, so that the evaluation can refit without a country and predict it
 * (scripts/eval-salary.ts). The method and its measured error are in docs/salary-model.md.
 *
 * Units. A level is "relative to the United States": mean earnings of full-time employees
 * in a country ÷ the US mean, both in PPP dollars of the same year. The US mean is BLS
 * OEWS's mean hourly wage × 2,080 hours, which is a full-time-equivalent figure; every
 * other level is put on that footing.
 */
import type { CountryBasis } from "../../src/lib/salary/types.ts";

export interface CountrySeries {
  readonly iso2: string;
  readonly iso3: string;
  /** GDP per capita, PPP (2021 international $), 2023. */
  readonly gdp: number | undefined;
  /** PPP conversion factor, local currency per international $, by year. */
  readonly ppp: ReadonlyMap<number, number>;
  /** ILOSTAT mean hourly earnings, 2017 PPP $: year → "T" (all) or "1"…"9" (ISCO major group). */
  readonly hourly: ReadonlyMap<number, ReadonlyMap<string, number>>;
  /** ILOSTAT mean monthly earnings of all employees (part-time included), 2021 PPP $, by year. */
  readonly monthly: ReadonlyMap<number, number>;
  /** OECD average annual wage per full-time-equivalent employee, USD PPP at 2022 prices, by year. */
  readonly oecd: ReadonlyMap<number, number>;
  /** A national statistical office's own recent survey, where the project has one. */
  readonly national?: NationalSurvey | undefined;
  /**
   * A national office's pay by major group that speaks to the structure only (its currency,
   * period or coverage differ from the level's footing): it joins the country's own structure
   * rows like any other year, and never sets the level.
   */
  readonly groupTables?: readonly NationalSurvey[] | undefined;
}

/**
 * Mean monthly pay of paid employees from a national labour force survey, local currency:
 * "T" for all and "1"…"9" by ISCO-08 major group. Where one exists within two years of the
 * reference year it is the country's level (it is recent and official; the ILOSTAT series
 * are older and carried forward with inflation only), and its group ratios join the
 * country's own structure as the latest year.
 */
export interface NationalSurvey {
  readonly year: number;
  readonly source: string;
  readonly groups: ReadonlyMap<string, number>;
}

export interface ModelData {
  readonly countries: readonly CountrySeries[];
  /** US mean hourly wage (OEWS), nominal US$ = 2017 PPP $, by year (see usHourlyAnchor). */
  readonly usHourly: ReadonlyMap<number, number>;
  /** US (BLS) mean pay of each ISCO-08 major group ÷ the all-occupations mean. */
  readonly usGroupRatio: ReadonlyMap<string, number>;
}

/** What a country's pay level rests on, as the shipped figures name it. */
export type LevelBasis = CountryBasis;

export interface LevelFit {
  /** Full-time mean earnings relative to the US, PPP, in `year`. */
  readonly rel: number;
  readonly year: number;
  readonly basis: LevelBasis;
  /** Change of the relative level from `year` to the latest monthly observation (wage growth), already clipped. */
  readonly carry: number;
  /** The individual estimates that were combined (for the report). */
  readonly parts: Readonly<Partial<Record<"national" | "hourly" | "oecd" | "monthly" | "gdp", number>>>;
}

export interface StructureFit {
  /** Mean pay of ISCO-08 major groups 1…9 ÷ the country's all-employee mean. */
  readonly ratios: readonly number[];
  /** "own": the country's data shrunk toward its income level; "pooled": income level only. */
  readonly kind: "own" | "pooled" | "bls";
  readonly year: number | undefined;
}

export interface CountryFit {
  readonly level: LevelFit | undefined;
  readonly structure: StructureFit;
  /** GDP per capita, or the GDP per capita the level implies when GDP is missing. */
  readonly gdpEquivalent: number | undefined;
}

export interface Line {
  readonly a: number;
  readonly b: number;
  readonly n: number;
  readonly residualSd: number;
}

export interface FittedModel {
  readonly byIso3: ReadonlyMap<string, CountryFit>;
  readonly calibration: {
    /** ln(hourly-based level) − ln(OECD level) on the countries with both. */
    readonly oecdOffset: number;
    /** ln(full-time level) − ln(monthly level) as a line in ln(GDP/GDP_US). */
    readonly monthlyToFullTime: Line;
    /** ln(full-time level) as a line in ln(GDP/GDP_US). */
    readonly levelFromGdp: Line;
    /** Inverse-variance weights of the level estimates. */
    readonly weights: Readonly<Record<"direct" | "monthly" | "gdp", number>>;
    /** Pooled structure: ln(group ratio) as a line in ln(GDP/GDP_US), per group 1…9. */
    readonly pooledStructure: readonly Line[];
    readonly structureCountries: number;
    /** Level rows dropped by the screen ("ISO3 source"). */
    readonly screened: readonly string[];
  };
}

export const GROUPS = ["1", "2", "3", "4", "5", "6", "7", "8", "9"] as const;
/** BLS converts hourly to annual wages with 2,080 hours (52 weeks × 40 hours). */
export const BLS_HOURS_PER_YEAR = 2080;
const US_FULL_TIME_HOURS_PER_MONTH = BLS_HOURS_PER_YEAR / 12;
/** Full-time hours are never taken above 52 a week, whatever the average of paid hours implies. */
const MAX_FULL_TIME_HOURS_PER_MONTH = (52 * 52) / 12;
/** Monthly ÷ hourly earnings outside these bounds (paid hours a month) mark a broken row. */
const PLAUSIBLE_PAID_HOURS = [60, 330] as const;
/** The year every figure is carried to (BLS OEWS May 2024). */
const REFERENCE_YEAR = 2024;
/** How old a national survey may be to set the level on its own. */
const NATIONAL_MAX_AGE = 2;
/** Years averaged for a level, counting back from the latest, and how far back they may go. */
const LEVEL_YEARS = 3;
const LEVEL_WINDOW = 5;
/** Wage growth carried from a level's year to the latest monthly observation, at most (each way). */
const CARRY_BOUNDS = [0.85, 1.18] as const;
/**
 * A level more than 4× away from what GDP per capita predicts is a broken row (a currency
 * unit mix-up such as Liberia's or Zimbabwe's monthly series, or Palestine's 2021 hourly
 * total of 32 PPP $), not an economy: the whole cross-country range is about 40×.
 */
const LEVEL_SCREEN = Math.log(4);
/** Structure rows: a group ratio outside these bounds is dropped; a year failing the screen is skipped. */
const RATIO_BOUNDS = [0.3, 6] as const;
const STRUCTURE_YEARS = 3;
const STRUCTURE_WINDOW = 6;

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] ?? NaN) : ((s[m - 1] ?? NaN) + (s[m] ?? NaN)) / 2;
};
const clamp = (v: number, [lo, hi]: readonly [number, number]): number => Math.min(hi, Math.max(lo, v));

export function fitLine(points: readonly (readonly [number, number])[]): Line {
  const n = points.length;
  if (n < 3) return { a: n ? mean(points.map((p) => p[1])) : 0, b: 0, n, residualSd: 0.5 };
  const mx = mean(points.map((p) => p[0]));
  const my = mean(points.map((p) => p[1]));
  let sxy = 0;
  let sxx = 0;
  for (const [x, y] of points) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
  }
  const b = sxx > 0 ? sxy / sxx : 0;
  const a = my - b * mx;
  const sse = points.reduce((s, [x, y]) => s + (y - a - b * x) ** 2, 0);
  return { a, b, n, residualSd: Math.sqrt(sse / Math.max(1, n - 2)) };
}

const at = (line: Line, x: number): number => line.a + line.b * x;

/** PPP factor of a year, else the nearest earlier one. */
function pppAt(c: CountrySeries, year: number): number | undefined {
  for (let y = year; y >= year - 5; y--) {
    const v = c.ppp.get(y);
    if (v !== undefined) return v;
  }
  return undefined;
}

/**
 * US mean hourly wage by year: ILOSTAT's US series (which is OEWS) up to 2020, BLS May 2024
 * for 2024, and geometric interpolation between. ILOSTAT's 2021 US value comes from another
 * series (19% above 2020) and is not used.
 */
export function usHourlyAnchor(ilostatUs: ReadonlyMap<number, number>, bls2024: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const [y, v] of ilostatUs) if (y <= 2020) out.set(y, v);
  const v2020 = out.get(2020);
  if (v2020) for (let y = 2021; y < 2024; y++) out.set(y, v2020 * (bls2024 / v2020) ** ((y - 2020) / 4));
  out.set(2024, bls2024);
  return out;
}

interface HourlyRow {
  readonly year: number;
  readonly rel: number;
  readonly hours: number | undefined;
}

/** Relative hourly level of each usable year, with the paid hours a month that monthly ÷ hourly implies. */
function hourlyRows(c: CountrySeries, usHourly: ReadonlyMap<number, number>): HourlyRow[] {
  const p2017 = c.ppp.get(2017);
  const p2021 = c.ppp.get(2021);
  const rows: HourlyRow[] = [];
  if (!p2017) return rows;
  for (const [year, groups] of c.hourly) {
    const total = groups.get("T");
    const pYear = pppAt(c, year);
    const us = usHourly.get(year);
    if (!total || !pYear || !us || year < 2010) continue;
    const monthly = c.monthly.get(year);
    // Local-currency monthly ÷ local-currency hourly = paid hours a month.
    const hours = monthly && p2021 ? (monthly * p2021) / (total * p2017) : undefined;
    if (hours !== undefined && (hours < PLAUSIBLE_PAID_HOURS[0] || hours > PLAUSIBLE_PAID_HOURS[1])) continue;
    rows.push({ year, rel: (total * p2017) / pYear / us, hours });
  }
  return rows.sort((a, b) => b.year - a.year);
}

/**
 * Full-time level from hourly earnings: relative hourly pay × full-time hours ÷ US
 * full-time hours. Full-time hours are the average paid hours where those exceed 40 a week
 * (long-hours economies), else 40 a week: an average below that reflects part-time work,
 * which a full-time figure must not inherit.
 */
function hourlyLevel(c: CountrySeries, usHourly: ReadonlyMap<number, number>) {
  const rows = hourlyRows(c, usHourly);
  const latestYear = rows[0]?.year;
  if (latestYear === undefined) return undefined;
  const used = rows.filter((r) => r.year > latestYear - LEVEL_WINDOW).slice(0, LEVEL_YEARS);
  const hours = rows.map((r) => r.hours).filter((h): h is number => h !== undefined);
  const fullTime = hours.length
    ? clamp(median(hours), [US_FULL_TIME_HOURS_PER_MONTH, MAX_FULL_TIME_HOURS_PER_MONTH])
    : US_FULL_TIME_HOURS_PER_MONTH;
  const rel = Math.exp(mean(used.map((r) => Math.log(r.rel)))) * (fullTime / US_FULL_TIME_HOURS_PER_MONTH);
  return { rel, year: latestYear, hours: hours.length ? median(hours) : undefined };
}

/** A national survey within NATIONAL_MAX_AGE years of the reference year, relative to the US full-time mean of its year. */
function nationalLevel(c: CountrySeries, usHourly: ReadonlyMap<number, number>) {
  const s = c.national;
  const total = s?.groups.get("T");
  if (!s || !total || s.year < REFERENCE_YEAR - NATIONAL_MAX_AGE) return undefined;
  const year = Math.min(s.year, REFERENCE_YEAR);
  const p = pppAt(c, year);
  const us = usHourly.get(year);
  return p && us ? { rel: (total * 12) / p / (us * BLS_HOURS_PER_YEAR), year: s.year } : undefined;
}

function oecdLevel(c: CountrySeries, us: CountrySeries | undefined) {
  const logs: number[] = [];
  let year = 0;
  for (const [y, v] of c.oecd) {
    const u = us?.oecd.get(y);
    if (u) {
      logs.push(Math.log(v / u));
      year = Math.max(year, y);
    }
  }
  return logs.length ? { rel: Math.exp(mean(logs)), year } : undefined;
}

/** ILOSTAT monthly earnings relative to the US in the same year (PPP of that year). */
function monthlyRel(c: CountrySeries, us: CountrySeries | undefined, year: number): number | undefined {
  const v = c.monthly.get(year);
  const u = us?.monthly.get(year);
  const p2021 = c.ppp.get(2021);
  const pYear = pppAt(c, year);
  return v && u && p2021 && pYear ? (v * p2021) / pYear / u : undefined;
}

function monthlyLevel(c: CountrySeries, us: CountrySeries | undefined) {
  const years = [...c.monthly.keys()].sort((a, b) => b - a);
  const latestYear = years[0];
  if (latestYear === undefined) return undefined;
  const logs = years
    .filter((y) => y > latestYear - LEVEL_YEARS)
    .map((y) => monthlyRel(c, us, y))
    .filter((v): v is number => v !== undefined)
    .map(Math.log);
  return logs.length ? { rel: Math.exp(mean(logs)), year: latestYear } : undefined;
}

/** Relative wage growth from `year` to the latest monthly year, from the monthly series (which covers more years). */
function carryFrom(c: CountrySeries, us: CountrySeries | undefined, year: number): number {
  const latestYear = Math.max(0, ...c.monthly.keys());
  if (latestYear <= year) return 1;
  const near = [year, year - 1, year + 1].map((y) => monthlyRel(c, us, y)).find((v) => v !== undefined);
  const last = monthlyRel(c, us, latestYear);
  return near && last ? clamp(last / near, CARRY_BOUNDS) : 1;
}

/** ln(group ratio) per group, from the latest years whose rows pass the screen. */
function structureRows(c: CountrySeries): { logs: Map<string, number[]>; year: number } | undefined {
  const rows: [number, ReadonlyMap<string, number>][] = [...c.hourly];
  if (c.national) rows.push([c.national.year, c.national.groups]);
  for (const t of c.groupTables ?? []) rows.push([t.year, t.groups]);
  rows.sort((a, b) => b[0] - a[0]);
  const logs = new Map<string, number[]>();
  let firstYear: number | undefined;
  let used = 0;
  for (const [year, g] of rows) {
    if (used >= STRUCTURE_YEARS || (firstYear !== undefined && year <= firstYear - STRUCTURE_WINDOW)) break;
    const total = g.get("T");
    if (!total) continue;
    const ratios = new Map<string, number>();
    for (const k of GROUPS) {
      const v = g.get(k);
      if (v !== undefined) ratios.set(k, v / total);
    }
    if (!plausibleStructure(ratios)) continue;
    for (const [k, r] of ratios) {
      if (r <= RATIO_BOUNDS[0] || r >= RATIO_BOUNDS[1]) continue;
      logs.set(k, [...(logs.get(k) ?? []), Math.log(r)]);
    }
    firstYear ??= year;
    used++;
  }
  return firstYear === undefined ? undefined : { logs, year: firstYear };
}

/**
 * Screens a country-year: at least 8 of the 9 groups, managers and professionals paid at
 * least 80% of the mean and at most 5×, elementary occupations at most 30% above the mean.
 * Rows such as Ghana 2017 (managers 0.14× the mean) or South Africa 2019 (professionals
 * 6.4×) fail it.
 */
export function plausibleStructure(ratios: ReadonlyMap<string, number>): boolean {
  const r1 = ratios.get("1");
  const r2 = ratios.get("2");
  const r9 = ratios.get("9");
  if (ratios.size < 8) return false;
  if (r1 !== undefined && (r1 < 0.8 || r1 > 5)) return false;
  if (r2 !== undefined && (r2 < 0.8 || r2 > 5)) return false;
  return r9 === undefined || r9 <= 1.3;
}

export function fitCountryModel(data: ModelData, exclude: ReadonlySet<string> = new Set()): FittedModel {
  const us = data.countries.find((c) => c.iso3 === "USA");
  const usGdp = us?.gdp ?? NaN;
  const x = (gdp: number): number => Math.log(gdp / usGdp);
  const kept = (c: CountrySeries): CountrySeries =>
    exclude.has(c.iso3) ? { ...c, hourly: new Map(), oecd: new Map(), national: undefined, groupTables: undefined } : c;
  const countries = data.countries.map(kept);

  // 1. Each source's level.
  const hourly = new Map<string, NonNullable<ReturnType<typeof hourlyLevel>>>();
  const oecd = new Map<string, NonNullable<ReturnType<typeof oecdLevel>>>();
  const monthly = new Map<string, NonNullable<ReturnType<typeof monthlyLevel>>>();
  for (const c of countries) {
    if (c.iso3 === "USA") continue;
    const h = hourlyLevel(c, data.usHourly);
    const o = oecdLevel(c, us);
    const m = monthlyLevel(c, us);
    if (h) hourly.set(c.iso3, h);
    if (o) oecd.set(c.iso3, o);
    if (m) monthly.set(c.iso3, m);
  }

  // 1b. Screen each source against a first GDP line fitted on all of them.
  const gdpOf = new Map(countries.map((c) => [c.iso3, c.gdp]));
  const screenLine = fitLine(
    [hourly, oecd, monthly].flatMap((m) =>
      [...m].flatMap(([iso3, v]) => {
        const g = gdpOf.get(iso3);
        return g ? [[x(g), Math.log(v.rel)] as [number, number]] : [];
      }),
    ),
  );
  const screened: string[] = [];
  for (const [name, m] of [
    ["hourly", hourly],
    ["oecd", oecd],
    ["monthly", monthly],
  ] as const) {
    for (const [iso3, v] of m) {
      const g = gdpOf.get(iso3);
      if (g && Math.abs(Math.log(v.rel) - at(screenLine, x(g))) > LEVEL_SCREEN) {
        m.delete(iso3);
        screened.push(`${iso3} ${name}`);
      }
    }
  }

  // 2. OECD wages (national accounts, per FTE) onto the hourly footing: one offset in logs.
  const both = [...oecd.keys()].filter((k) => hourly.has(k));
  const oecdOffset = both.length
    ? median(both.map((k) => Math.log(hourly.get(k)?.rel ?? 1) - Math.log(oecd.get(k)?.rel ?? 1)))
    : 0;
  const direct = new Map<string, { log: number; year: number; basis: LevelBasis; spread: number | undefined }>();
  for (const c of countries) {
    const n = nationalLevel(c, data.usHourly);
    if (n) {
      direct.set(c.iso3, { log: Math.log(n.rel), year: n.year, basis: "national", spread: undefined });
      continue;
    }
    const h = hourly.get(c.iso3);
    const o = oecd.get(c.iso3);
    const logs = [h && Math.log(h.rel), o && Math.log(o.rel) + oecdOffset].filter((v): v is number => v !== undefined);
    if (!logs.length) continue;
    direct.set(c.iso3, {
      log: mean(logs),
      year: Math.max(h?.year ?? 0, o?.year ?? 0),
      basis: h && o ? "hourly+oecd" : h ? "hourly" : "oecd",
      spread: logs.length === 2 ? (logs[0] ?? 0) - (logs[1] ?? 0) : undefined,
    });
  }

  // 3. Lines fitted on the countries with a full-time level.
  const monthlyPoints: [number, number][] = [];
  const gdpPoints: [number, number][] = [];
  for (const c of countries) {
    const d = direct.get(c.iso3);
    if (!d || !c.gdp) continue;
    gdpPoints.push([x(c.gdp), d.log]);
    const m = monthly.get(c.iso3);
    if (m) monthlyPoints.push([x(c.gdp), d.log - Math.log(m.rel)]);
  }
  const monthlyToFullTime = fitLine(monthlyPoints);
  const levelFromGdp = fitLine(gdpPoints);
  // Inverse-variance weights: a direct source's error from the disagreement of the two
  // direct sources (each carries half the variance of their difference), the others from
  // their residuals against the direct level.
  const spreads = [...direct.values()].map((d) => d.spread).filter((s): s is number => s !== undefined);
  const directVar = spreads.length >= 3 ? Math.max(0.005, mean(spreads.map((s) => s * s)) / 2) : 0.02;
  const weights = {
    direct: 1 / directVar,
    monthly: 1 / Math.max(0.005, monthlyToFullTime.residualSd ** 2),
    gdp: 1 / Math.max(0.005, levelFromGdp.residualSd ** 2),
  };

  // 4. Pay structure: each country's own ratios, then the income-level lines, then shrinkage.
  const own = new Map<string, { logs: Map<string, number[]>; year: number }>();
  for (const c of countries) {
    if (c.iso3 === "USA") continue;
    const s = structureRows(c);
    if (s) own.set(c.iso3, s);
  }
  const pooledStructure = GROUPS.map((k) => {
    const pts: [number, number][] = [];
    for (const [iso3, s] of own) {
      const g = countries.find((c) => c.iso3 === iso3)?.gdp;
      const logs = s.logs.get(k);
      if (g && logs?.length) pts.push([x(g), mean(logs)]);
    }
    return fitLine(pts);
  });
  // Noise of one year's ratio: the pooled within-country variance across years.
  const noise = GROUPS.map((k) => {
    let ss = 0;
    let df = 0;
    for (const s of own.values()) {
      const logs = s.logs.get(k) ?? [];
      if (logs.length < 2) continue;
      const m = mean(logs);
      ss += logs.reduce((a, v) => a + (v - m) ** 2, 0);
      df += logs.length - 1;
    }
    return df > 0 ? ss / df : 0.01;
  });

  const byIso3 = new Map<string, CountryFit>();
  for (const c of countries) {
    if (c.iso3 === "USA") {
      const ratios = GROUPS.map((k) => data.usGroupRatio.get(k) ?? 1);
      byIso3.set(c.iso3, {
        level: { rel: 1, year: 2024, basis: "bls", carry: 1, parts: {} },
        structure: { ratios, kind: "bls", year: 2024 },
        gdpEquivalent: c.gdp,
      });
      continue;
    }
    const d = direct.get(c.iso3);
    const m = monthly.get(c.iso3);
    const logParts: [number, number][] = [];
    const parts: Partial<Record<"national" | "hourly" | "oecd" | "monthly" | "gdp", number>> = {};
    const h = hourly.get(c.iso3);
    const o = oecd.get(c.iso3);
    if (d?.basis === "national") parts.national = Math.exp(d.log);
    if (h) parts.hourly = h.rel;
    if (o) parts.oecd = o.rel * Math.exp(oecdOffset);
    if (d) logParts.push([d.log, weights.direct * (d.basis === "hourly+oecd" ? 2 : 1)]);
    if (m && c.gdp) {
      const v = Math.log(m.rel) + at(monthlyToFullTime, x(c.gdp));
      parts.monthly = Math.exp(v);
      logParts.push([v, weights.monthly]);
    } else if (m) {
      const v = Math.log(m.rel) + monthlyToFullTime.a;
      parts.monthly = Math.exp(v);
      logParts.push([v, weights.monthly]);
    }
    if (c.gdp) {
      const v = at(levelFromGdp, x(c.gdp));
      parts.gdp = Math.exp(v);
      logParts.push([v, weights.gdp]);
    }
    let level: LevelFit | undefined;
    if (logParts.length) {
      const w = logParts.reduce((s, [, wi]) => s + wi, 0);
      const rel = Math.exp(logParts.reduce((s, [v, wi]) => s + v * wi, 0) / w);
      const basis: LevelBasis = d ? d.basis : m ? "monthly" : "gdp";
      const year = d ? d.year : m ? m.year : 2023;
      level = { rel, year, basis, carry: carryFrom(c, us, year), parts };
    }
    const gdpEquivalent =
      c.gdp ?? (level ? usGdp * Math.exp((Math.log(level.rel) - levelFromGdp.a) / levelFromGdp.b) : undefined);
    const s = own.get(c.iso3);
    const ratios = GROUPS.map((k, i) => {
      const line = pooledStructure[i] as Line;
      const prior = gdpEquivalent ? at(line, x(gdpEquivalent)) : line.a;
      const logs = s?.logs.get(k);
      if (!logs?.length) return Math.exp(prior);
      const tau2 = Math.max(0.003, line.residualSd ** 2 - (noise[i] ?? 0));
      const shrink = tau2 / (tau2 + (noise[i] ?? 0) / logs.length);
      return Math.exp(prior + shrink * (mean(logs) - prior));
    });
    byIso3.set(c.iso3, {
      level,
      structure: { ratios, kind: s ? "own" : "pooled", year: s?.year },
      gdpEquivalent,
    });
  }
  return {
    byIso3,
    calibration: {
      oecdOffset,
      monthlyToFullTime,
      levelFromGdp,
      weights,
      pooledStructure,
      structureCountries: own.size,
      screened,
    },
  };
}
