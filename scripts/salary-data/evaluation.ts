/**
 * Cells and predictors of the leave-one-country-out evaluation (scripts/eval-salary.ts).
 * Reads the same raw data as the build and refits with one country's occupation data left
 * out for every cell of that country.
 */
import { buildModelSocPay } from "./model-occupations.ts";
import { logDomesticMean, meanPayAt, type CountryPay, type PayParameters } from "../../src/lib/salary/pay-model.ts";
import { ukraineTargets, type SocPay } from "./calibrate.ts";
import { readPakistanLfs } from "./country-inputs.ts";
import { GROUPS } from "./country-model.ts";
import { nominalWageGrowth, priceGrowth, fitRealGrowth, REGIONAL_FLOOR_SHARE } from "./current-year.ts";
import { fitSalaryModel, prepareModelBasis, type ModelFit } from "./model-fit.ts";
import type { CountryInputsRead, CountryOut } from "./country-build.ts";
import { asMean, ownTableSplitCheck } from "./own-table.ts";
import { keyedBySoc } from "./national-tables.ts";

export interface EvalCell {
  readonly set: "ilostat-groups" | "oecd-levels" | "india-nco3" | "pakistan-groups" | "ukraine-dou";
  /** ISO3. */
  readonly country: string;
  /** Relative to the US (first two sets) or local currency a year (the others). */
  readonly observed: number;
  /** ISCO major group ("1"…"9"), "T" for all, or a 3-digit minor group. */
  readonly isco: string;
  readonly years?: number;
}

/** The public surface of a salary engine, old or new. */
export interface EngineLike {
  estimate(q: {
    country: string;
    position: string;
    experience: number;
    lang?: string;
  }): { ok: true; value: { annual: { median: number; average: number } } } | { ok: false };
}

/** Experience at which the old engine's curve equalled the cross-section (13–15 years). */
const OLD_TYPICAL_YEARS = 14;
/** The old engine is asked about the most employed occupations of a group only (speed). */
const OLD_ENGINE_PER_GROUP = 15;
const OLD_ENGINE_ALL = 40;

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
/** Year of the India PLFS and Pakistan LFS tables. */
const SURVEY_YEAR = 2025;
/** OECD national-currency levels scored with each country left out. */
const OECD_LEVEL_YEARS = [2024, 2025] as const;
/** Years predicted by the backtest, each from the data of two years before. */
const BACKTEST_YEARS = [2023, 2024, 2025] as const;
const BACKTEST_HORIZON = 2;

export interface BacktestCell {
  readonly set: "oecd-ncu" | "national-survey";
  readonly country: string;
  readonly year: number;
  readonly observed: number;
  /** Carried from year − 2 by CPI and the real wage growth fitted on data up to year − 2. */
  readonly predicted: number;
  /** The value of year − 2 as it was (what a site showing two-year-old money shows). */
  readonly stale: number;
}

/**
 * Temporal backtest of the carry to the current year: for each wage series in national
 * currency (OECD per FTE; national survey means), the value of year t − 2 carried to t by
 * CPI inflation and the real wage growth of similar economies fitted on data up to t − 2
 * only, against the value observed for t. Survey rows with a break (a two-year change beyond
 * the plausibility bounds around inflation) are skipped.
 */
export function wageBacktest(inputs: CountryInputsRead): BacktestCell[] {
  const cur = inputs.current;
  const gdpOf = new Map(inputs.data.countries.map((c) => [c.iso3, c.gdp]));
  const out: BacktestCell[] = [];
  for (const year of BACKTEST_YEARS) {
    const from = year - BACKTEST_HORIZON;
    const hidden = (s: ReadonlyMap<number, number> | undefined) => s && new Map([...s].filter(([y]) => y <= from));
    const growth = fitRealGrowth(
      inputs.rows.map((c) => ({
        iso3: c.iso3,
        gdp: gdpOf.get(c.iso3),
        wages: [hidden(cur.oecd.get(c.iso3)), hidden(cur.nationalAverage.get(c.iso3))],
      })),
      cur.cpi,
      [from - 2, from],
    );
    for (const [set, source] of [
      ["oecd-ncu", cur.oecd],
      ["national-survey", cur.nationalAverage],
    ] as const) {
      for (const [iso3, series] of source) {
        const a = series.get(from);
        const b = series.get(year);
        if (!a || !b) continue;
        const cpi = cur.cpi.get(iso3);
        const prices = priceGrowth(cpi, from, year, growth);
        if (set === "national-survey" && (b / a < prices * 0.8 || b / a > prices * 1.5)) continue;
        const carry = nominalWageGrowth({ cpi, wages: [], gdpPerCapita: gdpOf.get(iso3) }, from, year, growth);
        out.push({ set, country: iso3, year, observed: b, predicted: a * carry, stale: a });
      }
    }
  }
  return out;
}

/** Six low-paid jobs, as a visitor types them. */
export const LOW_PAID_TITLES = [
  "Cashier",
  "Waiter",
  "Building Cleaner",
  "Security Guard",
  "Retail Salesperson",
  "Cook",
] as const;

export interface MinimumWageResult {
  readonly countries: number;
  readonly figures: number;
  readonly below: readonly { country: string; title: string; median: number; minimum: number }[];
  readonly countriesBelow: number;
}

/**
 * The median at 0 years of each low-paid job, against 0.9 × the current year's statutory
 * minimum for full-time work (0.7 × where the published rate is a regional top rate), in
 * every country with a national minimum.
 */
export function minimumWageCheck(fit: ModelFit, engine: EngineLike): MinimumWageResult {
  const below: { country: string; title: string; median: number; minimum: number }[] = [];
  let countries = 0;
  let figures = 0;
  for (const c of fit.shipped) {
    if (!c.floor) continue;
    countries++;
    const published = c.floor.regional ? c.floor.annual / REGIONAL_FLOOR_SHARE : c.floor.annual;
    const bar = published * (c.floor.regional ? REGIONAL_FLOOR_SHARE : 0.9);
    for (const title of LOW_PAID_TITLES) {
      const r = engine.estimate({ country: c.code, position: title, experience: 0, lang: "en" });
      if (!r.ok) continue;
      figures++;
      if (r.value.annual.median < bar)
        below.push({ country: c.code, title, median: r.value.annual.median, minimum: published });
    }
  }
  return { countries, figures, below, countriesBelow: new Set(below.map((b) => b.country)).size };
}

export interface OccupationError {
  readonly soc: string;
  readonly title: string;
  /** ln(model ÷ observed) by national table, each country's level removed. */
  readonly byCountry: Readonly<Record<string, number>>;
  readonly mean: number;
}

/** Countries where the statutory minimum binds on low-paid jobs: their pay sits at or just above it. */
export const BINDING_MINIMUM = ["TR", "DE", "GB", "FR", "PL", "PT", "KR", "NL", "BR", "MX"] as const;
/** The jobs paid at the minimum there, and the band their median at 1 year should fall in (× the minimum). */
export const AT_MINIMUM_TITLES = ["Cashier", "Building Cleaner", "Waiter"] as const;
export const AT_MINIMUM_BAND = [0.95, 1.4] as const;

/** Median at 1 year ÷ the full-time statutory minimum, for each country and job above. */
export function bindingMinimumRatios(
  fit: ModelFit,
  engine: EngineLike,
): { country: string; title: string; ratio: number }[] {
  const out: { country: string; title: string; ratio: number }[] = [];
  for (const code of BINDING_MINIMUM) {
    const floor = fit.shipped.find((c) => c.code === code)?.floor;
    if (!floor || floor.regional) continue;
    for (const title of AT_MINIMUM_TITLES) {
      const r = engine.estimate({ country: code, position: title, experience: 1, lang: "en" });
      if (r.ok) out.push({ country: code, title, ratio: r.value.annual.median / floor.annual });
    }
  }
  return out;
}

/** A cashier's pay may exceed the US cashier's scaled by GDP per head (PPP) at most this many times. */
export const CASHIER_GDP_CAP = 3.5;

/** Countries where a cashier at 1 year earns more than CASHIER_GDP_CAP × the US cashier × GDP per head ÷ the US's. */
export function cashierGdpExcess(
  fit: ModelFit,
  engine: EngineLike,
): { country: string; times: number; minimum: number | undefined }[] {
  const us = fit.shipped.find((c) => c.code === "US");
  const q = (country: string) => engine.estimate({ country, position: "Cashier", experience: 1, lang: "en" });
  const usCashier = q("US");
  if (!us || !usCashier.ok) return [];
  const out: { country: string; times: number; minimum: number | undefined }[] = [];
  for (const c of fit.shipped) {
    const r = q(c.code);
    if (!r.ok || !c.gdpPerCapita) continue;
    const times =
      r.value.annual.median / c.perUsd / (usCashier.value.annual.median * (c.gdpPerCapita / us.gdpPerCapita));
    const minimum = c.floor && !c.floor.regional ? r.value.annual.median / c.floor.annual : undefined;
    // Rounded as printed: a figure held at the bound itself is not over it.
    if (Number(times.toFixed(2)) > CASHIER_GDP_CAP) out.push({ country: c.code, times, minimum });
  }
  return out.sort((a, b) => b.times - a.times);
}

export function buildEvaluationInputs(raw: string) {
  const { socPay, usMean, titles } = buildModelSocPay(raw);
  const basis = prepareModelBasis(raw, socPay, usMean);
  const full = fitSalaryModel(basis);
  const data = basis.inputs.data;
  const iso2of = new Map(basis.inputs.rows.map((r) => [r.iso3, r.code]));
  const us = data.countries.find((c) => c.iso3 === "USA");
  const usGdp = us?.gdp ?? NaN;
  const cells: EvalCell[] = [];

  // ILOSTAT groups: the country's own full-time level × its own group ratios (latest screened years).
  for (const [iso3, fit] of full.fitted.byIso3) {
    if (fit.structure.kind !== "own" || !fit.level) continue;
    const hourly = fit.level.parts.hourly;
    if (!hourly) continue;
    // Where a national group table is the structure's latest year, ILOSTAT's latest year before it.
    const series = data.countries.find((c) => c.iso3 === iso3);
    const latest = fit.structure.year ?? 0;
    const fromTable = series?.groupTables?.some((t) => t.year === latest) ?? false;
    const year = fromTable ? Math.max(...[...(series?.hourly.keys() ?? [])].filter((y) => y < latest)) : latest;
    const rows = series?.hourly.get(year);
    const total = rows?.get("T");
    if (!rows || !total) continue;
    for (const k of GROUPS) {
      const v = rows.get(k);
      if (v && v / total > 0.3 && v / total < 6)
        cells.push({ set: "ilostat-groups", country: iso3, observed: hourly * (v / total), isco: k });
    }
  }
  // OECD levels on the hourly footing.
  for (const c of data.countries) {
    const oecd = full.fitted.byIso3.get(c.iso3)?.level?.parts.oecd;
    if (oecd && c.iso3 !== "USA") cells.push({ set: "oecd-levels", country: c.iso3, observed: oecd, isco: "T" });
  }
  for (const r of basis.india)
    cells.push({ set: "india-nco3", country: "IND", observed: r.monthly * 12, isco: r.isco });
  for (const r of readPakistanLfs(raw, "2024-25"))
    cells.push({ set: "pakistan-groups", country: "PAK", observed: r.monthly * 12, isco: r.isco });
  const ukraine = full.shipped.find((c) => c.code === "UA");
  const software = basis.dou.filter((b) => b.category === "SE");
  if (ukraine)
    ukraineTargets(software, ukraine.perUsd).forEach((t, i) =>
      cells.push({
        set: "ukraine-dou",
        country: "UKR",
        observed: t.observed,
        isco: "251",
        years: software[i]?.years ?? 0,
      }),
    );

  const fits = new Map<string, ModelFit>();
  const fitWithout = (iso3: string): ModelFit => {
    let f = fits.get(iso3);
    if (!f) {
      f = fitSalaryModel(basis, new Set([iso3]));
      fits.set(iso3, f);
    }
    return f;
  };
  const socsOf = (isco: string): SocPay[] =>
    socPay.filter((o) => o.employment > 0 && (isco.length === 1 ? String(o.isco) === isco : o.minor === isco));
  const weighted = (occs: readonly SocPay[], v: (o: SocPay) => number): number => {
    const emp = occs.reduce((s, o) => s + o.employment, 0);
    return occs.reduce((s, o) => s + v(o) * o.employment, 0) / emp;
  };
  const developer = socPay.find((o) => o.code === "15-1252");

  /** Mean pay of a set of occupations in a country (cross-section; traded skills averaged over 0–20 years). */
  const groupPay = (country: CountryPay, params: PayParameters, occs: readonly SocPay[]): number =>
    weighted(occs, (o) =>
      o.tradable
        ? mean(Array.from({ length: 21 }, (_, y) => meanPayAt(country, params, o, y)))
        : Math.exp(logDomesticMean(country, params, o)),
    );
  const countryPay = (c: CountryOut): CountryPay => c;
  /** Survey-concept cells (PLFS, LFS of 2025) are compared with the model on their own footing and year. */
  const toSurveyFooting = (f: ModelFit, c: CountryOut): number => Math.exp(f.levels.survey) * c.growthTo(SURVEY_YEAR);

  function predictLoco(cell: EvalCell): number | undefined {
    const f = fitWithout(cell.country);
    const fit = f.fitted.byIso3.get(cell.country);
    const shipped = f.candidates.find((c) => c.iso3 === cell.country);
    if (cell.set === "oecd-levels") return fit?.level?.rel;
    if (cell.set === "ilostat-groups") {
      if (!fit?.level || !shipped) return undefined;
      // Relative to the US on the hourly footing: the PPP-based model's level × the model's
      // group mean ÷ that level (the structure), before any anchoring or carrying.
      const model = { ...shipped, meanAnnual: shipped.modelMeanAnnual };
      return (fit.level.rel * groupPay(model, f.params, socsOf(cell.isco))) / shipped.modelMeanAnnual;
    }
    if (!shipped) return undefined;
    const country = countryPay(shipped);
    if (cell.set === "ukraine-dou" && developer)
      return meanPayAt(country, f.params, developer, cell.years ?? 0) * (developer.median / developer.mean);
    const footing = toSurveyFooting(f, shipped);
    if (cell.isco === "T") return shipped.meanAnnual / footing;
    const occs = socsOf(cell.isco);
    return occs.length ? groupPay(country, f.params, occs) / footing : undefined;
  }

  /**
   * The OECD's national-currency wage per FTE of a year, predicted with the country's own
   * wage data left out (its hourly, OECD and national series): the level the model gives
   * from monthly earnings, GDP and the minimum wage, in that year's money.
   */
  function predictOecdLevel(iso3: string, year: number): number | undefined {
    const f = fitWithout(iso3);
    const c = f.candidates.find((x) => x.iso3 === iso3);
    return c ? c.meanAnnual / c.growthTo(year) : undefined;
  }
  /**
   * The model fitted without one country's national table: not as its own correction, not as
   * evidence for the others' (occupationAbroad), and not in the calibrations it feeds (the
   * within-minor share, the health shift), so that the table can score the figures.
   */
  function fitWithoutTable(code: string): ModelFit {
    const only = <T>(tables: Record<string, readonly T[]>) =>
      Object.fromEntries(Object.entries(tables).map(([k, v]) => [k, k === code ? [] : v]));
    return fitSalaryModel({
      ...basis,
      detailed: only(basis.detailed) as typeof basis.detailed,
      health: only(basis.health) as typeof basis.health,
      ownTables: Object.fromEntries(Object.entries(basis.ownTables).filter(([k]) => k !== code)),
    });
  }
  /**
   * Each occupation's pay relative to its country's other occupations, against Sweden's and
   * Chile's detailed tables (ln, the country's level removed), each table scored with the
   * within-minor and health calibrations fitted on the other one alone.
   */
  function occupationErrors(): OccupationError[] {
    const codes = Object.keys(basis.detailed) as (keyof typeof basis.detailed)[];
    const errors = new Map<string, Record<string, number>>();
    for (const code of codes) {
      const f = fitWithoutTable(code);
      const country = f.shipped.find((c) => c.code === code);
      if (!country) continue;
      const points = basis.detailed[code].flatMap((cell) => {
        const o = socByCode.get(cell.soc);
        return o ? [{ soc: cell.soc, y: cell.logPay, m: logDomesticMean(country, f.params, o), w: cell.weight }] : [];
      });
      const w = points.reduce((a, p) => a + p.w, 0);
      const y = points.reduce((a, p) => a + p.y * p.w, 0) / w;
      const m = points.reduce((a, p) => a + p.m * p.w, 0) / w;
      // Several national units can share one SOC occupation (the crosswalk's many-to-one pairs): their mean.
      for (const [soc, units] of Map.groupBy(points, (p) => p.soc)) {
        const uw = units.reduce((a, p) => a + p.w, 0);
        const err = units.reduce((a, p) => a + (p.m - m - (p.y - y)) * p.w, 0) / uw;
        errors.set(soc, { ...errors.get(soc), [code]: err });
      }
    }
    return [...errors].map(([soc, byCountry]) => ({
      soc,
      title: titles.get(soc) ?? soc,
      byCountry,
      mean: Object.values(byCountry).reduce((a, b) => a + b, 0) / Object.values(byCountry).length,
    }));
  }
  const socByCode = new Map(socPay.map((o) => [o.code, o]));

  /** Each own table's split check (own-table.ts) on the full fit. */
  function ownTableChecks() {
    return Object.entries(basis.ownTables).flatMap(([code, { units, reading }]) => {
      const country = full.shipped.find((c) => c.code === code);
      return country ? [{ code, ...ownTableSplitCheck(units, country, full.params, socByCode, reading) }] : [];
    });
  }

  const oecdLevelCells: { country: string; year: number; observed: number }[] = [];
  for (const [iso3, series] of basis.inputs.current.oecd)
    for (const year of OECD_LEVEL_YEARS) {
      const v = series.get(year);
      if (v && iso3 !== "USA") oecdLevelCells.push({ country: iso3, year, observed: v });
    }

  /** US pay of the same occupations × GDP per capita ratio (× PPP factor for local-currency cells). */
  function predictBaseline(cell: EvalCell): number | undefined {
    const c = data.countries.find((x) => x.iso3 === cell.country);
    const shipped = full.shipped.find((x) => x.iso3 === cell.country);
    if (!c?.gdp) return undefined;
    const ratio = c.gdp / usGdp;
    if (cell.set === "oecd-levels") return ratio;
    if (cell.set === "ilostat-groups") return (weighted(socsOf(cell.isco), (o) => o.mean) / usMean) * ratio;
    if (!shipped) return undefined;
    if (cell.set === "ukraine-dou") return (developer?.median ?? NaN) * ratio * shipped.ppp;
    const occs = cell.isco === "T" ? socPay.filter((o) => o.employment > 0) : socsOf(cell.isco);
    return occs.length ? weighted(occs, (o) => o.mean) * ratio * shipped.ppp : undefined;
  }

  /** An engine's answer (e.g. an older release) for the same cell, through its public estimate(). */
  function predictWith(engine: EngineLike, cell: EvalCell): number | undefined {
    const iso2 = iso2of.get(cell.country) ?? "";
    const shipped = full.shipped.find((x) => x.iso3 === cell.country);
    if (!shipped) return undefined;
    const ask = (o: SocPay, years: number, median: boolean): number | undefined => {
      const r = engine.estimate({ country: iso2, position: titles.get(o.code) ?? "", experience: years, lang: "en" });
      return r.ok ? (median ? r.value.annual.median : r.value.annual.average) : undefined;
    };
    if (cell.set === "ukraine-dou") return developer ? ask(developer, Math.round(cell.years ?? 0), true) : undefined;
    const top = (cell.isco === "T" ? socPay.filter((o) => o.employment > 0) : socsOf(cell.isco))
      .sort((a, b) => b.employment - a.employment)
      .slice(0, cell.isco === "T" ? OLD_ENGINE_ALL : OLD_ENGINE_PER_GROUP);
    const answers = top
      .map((o) => [o, ask(o, OLD_TYPICAL_YEARS, false)] as const)
      .filter((x): x is readonly [SocPay, number] => x[1] !== undefined);
    if (!answers.length) return undefined;
    const emp = answers.reduce((s, [o]) => s + o.employment, 0);
    const pay = answers.reduce((s, [o, v]) => s + v * o.employment, 0) / emp;
    if (cell.set === "ilostat-groups" || cell.set === "oecd-levels") return pay / (usMean * shipped.ppp);
    return pay;
  }

  /**
   * Every national table left out in turn (as its own country's correction and as evidence for
   * the others'): its named occupations' pay relative to each other (ln, jobs-weighted centre
   * removed), against the model refitted without it, with and without the other tables'
   * correction by occupation (occupationAbroad, at the country's own share). By occupation and
   * table, ln(model ÷ table).
   */
  function leaveOneTableOut(): { table: string; soc: string; title: string; without: number; with: number }[] {
    return Object.entries(basis.ownTables).flatMap(([code, t]) => {
      const f = fitWithoutTable(code);
      const country = f.candidates.find((c) => c.code === code);
      if (!country) return [];
      const bare = { ...f.params, occupationAbroad: {} };
      const points = [...keyedBySoc(t.units)].flatMap(([soc, k]) => {
        const o = socByCode.get(soc);
        if (!o) return [];
        const y = k.relative + asMean(o, t.reading);
        const mine = { ...country, ownTable: null };
        return [{ soc, w: k.weight, y, m0: logDomesticMean(mine, bare, o), m1: logDomesticMean(mine, f.params, o) }];
      });
      const w = points.reduce((a, p) => a + p.w, 0);
      const centre = (v: (p: (typeof points)[number]) => number) => points.reduce((a, p) => a + v(p) * p.w, 0) / w;
      const c0 = centre((p) => p.m0 - p.y);
      const c1 = centre((p) => p.m1 - p.y);
      return points.map((p) => ({
        table: code,
        soc: p.soc,
        title: titles.get(p.soc) ?? p.soc,
        without: p.m0 - p.y - c0,
        with: p.m1 - p.y - c1,
      }));
    });
  }

  /**
   * Major-group ratios of each national group table's latest year against the structure
   * shipped (the table in the fit) and the structure fitted with the country left out.
   */
  const groupTableChecks = () =>
    data.countries.flatMap((c) => {
      const t = c.groupTables?.at(-1);
      const total = t?.groups.get("T");
      if (!t || !total) return [];
      const shipped = full.fitted.byIso3.get(c.iso3)?.structure.ratios;
      const without = fitWithout(c.iso3).fitted.byIso3.get(c.iso3)?.structure.ratios;
      return [
        {
          country: c.iso3,
          source: t.source,
          year: t.year,
          groups: GROUPS.map((k, i) => ({
            group: k,
            observed: (t.groups.get(k) ?? NaN) / total,
            shipped: shipped?.[i] ?? NaN,
            without: without?.[i] ?? NaN,
          })),
        },
      ];
    });
  return {
    cells,
    groupTableChecks,
    predictLoco,
    leaveOneTableOut,
    predictBaseline,
    predictWith,
    oecdLevelCells,
    predictOecdLevel,
    backtest: () => wageBacktest(basis.inputs),
    minimumWageCheck: (engine: EngineLike) => minimumWageCheck(full, engine),
    occupationErrors,
    ownTableChecks,
    bindingMinimumRatios: (engine: EngineLike) => bindingMinimumRatios(full, engine),
    cashierGdpExcess: (engine: EngineLike) => cashierGdpExcess(full, engine),
    iso2of,
  };
}
