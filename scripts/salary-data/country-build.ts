/**
 * Country figures shipped in the data module: the fitted level carried to the reference
 * year in local currency, the group ratios, the exchange rate people are paid at, and the
 * basis of each, plus the list of countries that answer "no data" and why.
 */
import {
  countryNameIndex,
  latest,
  readCountries,
  readEarnings,
  readExchangeRates,
  readGdp,
  readHourlyByGroup,
  readPakistanLfs,
  readTurkstatGroups,
  readOecdWages,
  readPpp,
  type CountryRow,
  type YearValue,
} from "./country-inputs.ts";
import { resolve } from "node:path";
import { PRICE_LEVEL_RANGE } from "../../src/lib/salary/sanity.ts";
import { num, readTable } from "./tables.ts";
import {
  meanPayAt,
  type OccupationPay,
  type OwnTable,
  type PayParameters,
  type TradablePull,
} from "../../src/lib/salary/pay-model.ts";
import { readCurrentInputs, type CurrentInputs, type MarketRate } from "./current-inputs.ts";
import { monthsAYear } from "./statutory-minimum-wages.ts";
import {
  CURRENT_YEAR,
  currentMinimumWage,
  fitRealGrowth,
  floorCompliance,
  maxKaitz,
  median,
  nominalWageGrowth,
  priceGrowth,
  REGIONAL_FLOOR_SHARE,
  type RealGrowth,
} from "./current-year.ts";
import type { CountryRecord } from "../../src/lib/salary/types.ts";
import {
  GROUPS,
  usHourlyAnchor,
  type CountrySeries,
  type FittedModel,
  type ModelData,
  type NationalSurvey,
} from "./country-model.ts";

/** Year of the PPP-based model's levels (BLS OEWS May 2024, World Bank PPP 2024); every figure is then carried to CURRENT_YEAR. */
export const MODEL_YEAR = 2024;

/**
 * Economies whose World Bank PPP factor is in US dollars per international $ because their
 * national accounts are kept in dollars (Liberia, West Bank and Gaza), while pay is quoted
 * in the local currency: the factor is converted at the exchange rate.
 */
const PPP_IN_US_DOLLARS: ReadonlySet<string> = new Set(["LBR", "PSE"]);
/**
 * Economies where pay is quoted in US dollars and the national currency's own prices are
 * not comparable from year to year: Zimbabwe (the ZiG replaced the ZWL in April 2024, so
 * 2024 averages mix two units; wages are mostly paid in dollars) and Somalia (national
 * accounts in dollars, the shilling's official and street rates about 50× apart). Their
 * figures are in dollars, with the IMF's implied PPP rate in dollars (PPP ÷ implied
 * exchange rate) and US consumer prices.
 */
export const PAY_IN_US_DOLLARS: ReadonlySet<string> = new Set(["ZWE", "SOM"]);
/** Bulgaria joined the euro on 1 January 2026; its PPP factor is in leva, converted at the fixed rate. */
const PPP_CURRENCY_CHANGE: Readonly<Record<string, number>> = { BGR: 1 / 1.95583 };
/**
 * A market rate that differs from the IMF's official one by more than this factor (either
 * way) is shown as a market rate (Iran, Sudan, Venezuela); ratios beyond 1/500…50 are unit
 * quirks of the IMF series (Liberia's dollar accounts, Sierra Leone's old leones), not markets.
 */
const MARKET_FLAG = 1.25;
/**
 * Syria's 2026 samples mix the redenominated pound (about 110 per dollar) with the old one
 * (about 13,000); its prices and PPP factor are in old pounds, so the 2025 average is used.
 */
const MARKET_RATE_YEAR_OVERRIDE: Readonly<Record<string, 2025>> = { SY: 2025 };

export interface CountryInputsRead {
  readonly rows: readonly CountryRow[];
  readonly data: ModelData;
  readonly fx: ReadonlyMap<string, ExchangeRate>;
  /** PPP factor in the model year and in the current year, local currency per international $. */
  readonly pppModel: ReadonlyMap<string, YearValue>;
  readonly pppCurrent: ReadonlyMap<string, YearValue>;
  readonly current: CurrentInputs;
  readonly unmatchedIlo: readonly string[];
}

export function readCountryInputs(
  raw: string,
  usGroupRatio: ReadonlyMap<string, number>,
  usMeanHourly2024: number,
): CountryInputsRead {
  const rows = readCountries(raw);
  const ppp = readPpp(raw);
  const gdp = readGdp(raw);
  const earnings = readEarnings(raw, countryNameIndex(raw));
  const hourly = readHourlyByGroup(raw);
  const oecd = readOecdWages(raw);
  const official = readExchangeRates(raw);
  const national: Record<string, NationalSurvey> = { PAK: pakistanSurvey(raw) };
  const groupTables: Record<string, NationalSurvey[]> = { TUR: turkstatTables(raw) };

  const series: CountrySeries[] = rows.map((c) => ({
    iso2: c.code,
    iso3: c.iso3,
    gdp: gdp.get(c.iso3),
    ppp: ppp.get(c.code) ?? new Map(),
    hourly: hourly.get(c.iso3) ?? new Map(),
    monthly: earnings.allYears.get(c.code) ?? new Map(),
    oecd: oecd.get(c.iso3) ?? new Map(),
    national: national[c.iso3],
    groupTables: groupTables[c.iso3],
  }));
  const usIlo = new Map(
    [...(hourly.get("USA") ?? new Map<number, Map<string, number>>())].map(([y, g]) => [y, g.get("T") ?? NaN]),
  );

  // Exchange rates: the market rate of the current year (January–September average) where
  // the snapshots have the currency; else the World Bank's official rate of the country or
  // of another economy with the same currency; US$ 1 for dollar users.
  const current = readCurrentInputs(raw);
  const byCurrency = new Map<string, YearValue & { from: string }>();
  for (const c of rows) {
    const r = official.get(c.iso3);
    if (r && !byCurrency.has(c.currency)) byCurrency.set(c.currency, { ...r, from: c.iso3 });
  }
  const emu = official.get("EMU");
  if (emu) byCurrency.set("EUR", { ...emu, from: "EMU" });
  const fx = new Map<string, ExchangeRate>();
  for (const c of rows) {
    const rate =
      c.currency === "USD"
        ? dollarRate()
        : marketRate(c, current.market.get(c.code), ppp.get(c.code), current.imfPpp.get(c.iso3));
    const own = official.get(c.iso3);
    const borrowed = own ? { ...own, from: c.iso3 } : byCurrency.get(c.currency);
    if (rate) fx.set(c.code, rate);
    else if (borrowed) fx.set(c.code, { ...borrowed, kind: "official" });
  }
  // PPP factors of the model year (World Bank, latest up to MODEL_YEAR, moved to it with the
  // IMF's implied PPP rates) and of the current year (the same, moved on to CURRENT_YEAR).
  const pppModel = new Map<string, YearValue>();
  const pppCurrent = new Map<string, YearValue>();
  for (const c of rows) {
    if (PAY_IN_US_DOLLARS.has(c.iso3)) {
      const m = current.market.get(c.code);
      const imf = current.imfPpp.get(c.iso3);
      const p25 = imf?.get(2025);
      const p26 = imf?.get(CURRENT_YEAR);
      if (m?.imf2025 && m.imf2026 && p25 && p26) {
        pppModel.set(c.code, { value: p25 / m.imf2025, year: MODEL_YEAR });
        pppCurrent.set(c.code, { value: p26 / m.imf2026, year: CURRENT_YEAR });
      }
      continue;
    }
    const p = latest(ppp.get(c.code), MODEL_YEAR);
    if (!p) continue;
    const imf = current.imfPpp.get(c.iso3);
    const move = (to: number): number => {
      const a = imf?.get(p.year);
      const b = imf?.get(to);
      return a && b ? b / a : 1;
    };
    const unit = PPP_CURRENCY_CHANGE[c.iso3] ?? 1;
    const rate = fx.get(c.code)?.value ?? 1;
    const dollars = PPP_IN_US_DOLLARS.has(c.iso3) ? rate : 1;
    pppModel.set(c.code, { value: p.value * move(MODEL_YEAR) * unit * dollars, year: MODEL_YEAR });
    pppCurrent.set(c.code, { value: p.value * move(CURRENT_YEAR) * unit * dollars, year: CURRENT_YEAR });
  }
  return {
    rows,
    data: { countries: series, usHourly: usHourlyAnchor(usIlo, usMeanHourly2024), usGroupRatio },
    fx,
    pppModel,
    pppCurrent,
    current,
    unmatchedIlo: earnings.unmatched,
  };
}

/** Last day sampled by the market-rate snapshots of the current year. */
export const MARKET_RATES_UNTIL = "2026-09-29";

export interface ExchangeRate extends YearValue {
  /** First and last day of the period averaged (ISO dates). */
  readonly period?: readonly [string, string];
  /** ISO3 of the economy whose official rate was borrowed, "" for the country's own or a market rate. */
  readonly from: string;
  readonly kind: "official" | "market";
}

const dollarRate = (): ExchangeRate => ({ value: 1, year: CURRENT_YEAR, from: "USD", kind: "official" });

/**
 * The market rate of the current year. Where it and the World Bank's latest PPP factor
 * imply an impossible price level while the IMF's implied rate does not (Sudan, whose
 * quoted rate stayed at the old official one through the war), the IMF's rate is used.
 */
function marketRate(
  c: CountryRow,
  m: MarketRate | undefined,
  ppp: ReadonlyMap<number, number> | undefined,
  imfPpp: ReadonlyMap<number, number> | undefined,
): ExchangeRate | undefined {
  if (!m || m.currency !== c.currency) return undefined;
  const year = MARKET_RATE_YEAR_OVERRIDE[c.code] ?? CURRENT_YEAR;
  const value = year === CURRENT_YEAR ? m.avg2026 : m.avg2025;
  if (!value) return undefined;
  const wb = latest(ppp as Map<number, number> | undefined, MODEL_YEAR);
  const move = wb ? (imfPpp?.get(year) ?? NaN) / (imfPpp?.get(wb.year) ?? NaN) : NaN;
  const p = wb && Number.isFinite(move) ? wb.value * move : wb?.value;
  const plausible = (rate: number | undefined): boolean =>
    !!p && !!rate && p / rate >= PRICE_LEVEL_RANGE[0] && p / rate <= PRICE_LEVEL_RANGE[1];
  if (p && !PPP_IN_US_DOLLARS.has(c.iso3) && !plausible(value) && plausible(m.imf2026) && m.imf2026)
    return { value: m.imf2026, year: CURRENT_YEAR, from: "", kind: "official" };
  const r = m.ratioToImf;
  const quirk = r === undefined || r > 50 || r < 1 / 500;
  const differs = !quirk && (r > MARKET_FLAG || r < 1 / MARKET_FLAG);
  const period = [`${year}-01-01`, year === CURRENT_YEAR ? MARKET_RATES_UNTIL : `${year}-12-31`] as const;
  return { value, year, from: "", kind: differs ? "market" : "official", period };
}

/** Pakistan's Labour Force Survey 2024-25 (table 5.4): mean monthly wages of paid employees, total and by major group. */
function pakistanSurvey(raw: string): NationalSurvey {
  const rows = readPakistanLfs(raw, "2024-25");
  return { year: 2025, source: "PBS LFS 2024-25", groups: new Map(rows.map((r) => [r.isco, r.monthly])) };
}

/** First year TurkStat's Structure of Earnings is compiled from social-security records. */
const TURKSTAT_FROM = 2022;

/**
 * TurkStat's Structure of Earnings by major group, the years it is compiled from
 * social-security records (2022 on): what Türkiye's employers pay, by occupation. ILOSTAT's
 * Turkish rows (to 2020) come from another TurkStat source and rank professionals higher
 * (1.9–2.1× the mean against the employer survey's 1.6–1.8×); both join the structure, the
 * employer survey's as its latest years.
 */
function turkstatTables(raw: string): NationalSurvey[] {
  return [...readTurkstatGroups(raw)]
    .filter(([year]) => year >= TURKSTAT_FROM)
    .map(([year, groups]) => ({ year, source: "TurkStat SES", groups }));
}

/** Experience steepness by income (Lagakos et al. 2018: about half as steep in poor countries as in rich ones). */
export function experienceScale(gdpPerCapita: number): number {
  const t = (Math.log(gdpPerCapita) - Math.log(5000)) / (Math.log(60000) - Math.log(5000));
  return 0.5 + 0.5 * Math.min(1, Math.max(0, t));
}

/**
 * Share of the national tables' correction (occupationAbroad) a country takes, by income: the
 * tables are of countries from about $20,000 to $70,000 of GDP per head (PPP), and India's
 * survey shows their pattern does not carry to poorer countries, so none below $15,000, all
 * from $40,000.
 */
export function tableEvidenceShare(gdpPerCapita: number): number {
  const t = (Math.log(gdpPerCapita) - Math.log(15000)) / (Math.log(40000) - Math.log(15000));
  return Math.min(1, Math.max(0, t));
}

export interface CountryOut {
  code: string;
  iso3: string;
  name: string;
  currency: string;
  perUsd: number;
  fxYear: number;
  fxSource: string;
  fxKind: "official" | "market";
  fxFrom: string;
  fxTo: string;
  /** PPP factor of the current year. */
  ppp: number;
  pppYear: number;
  /** Mean annual earnings of full-time employees, local currency, CURRENT_YEAR. */
  meanAnnual: number;
  /** The PPP-based model's level in the model year, before anchoring (the evaluation scores it). */
  modelMeanAnnual: number;
  groupRatio: number[];
  expScale: number;
  tableShare: number;
  basis: CountryRecord["basis"];
  basisYear: number;
  structure: CountryRecord["structure"];
  structureYear: number;
  gdpPerCapita: number;
  floor: CountryRecord["floor"];
  /** The level was raised to the bound the statutory minimum implies. */
  raisedToMinimum: boolean;
  /** The level the statutory minimum implies (0 where none applies): no other bound goes below it. */
  minimumBound: number;
  /** Lowered so that low-paid work is paid no more than the country's output per head allows (lowerToOutputBound). */
  loweredToOutputBound: boolean;
  /** Exponent on the US relativities within a major group (set by the fit, model-fit.ts). */
  withinSlope: number;
  /** Corrections from the country's own keyed table of pay by occupation (set by the fit, own-table.ts). */
  ownTable?: OwnTable | null;
  /** The pull of traded skills fitted to the country's own survey (set by the fit, model-fit.ts). */
  tradable?: TradablePull | null;
  /** Nominal wage growth from each year to CURRENT_YEAR (for survey targets of other years). */
  growthTo: (year: number) => number;
}

/** Median ÷ mean of full-time pay, for the bound the minimum wage sets on the level (0.8 in most OECD earnings surveys). */
const MEDIAN_TO_MEAN = 0.8;
/** A national survey's level may disagree with the PPP-based model by at most this factor, else it is a broken row. */
const SURVEY_SCREEN = 2.5;
/** Years of a national survey compared with the model's level (nearest the model year first). */
const SURVEY_LINK_YEARS = [2024, 2023, 2025] as const;
/** How old (years before CURRENT_YEAR) an anchor may be. */
const OECD_MAX_AGE = 3;
const SURVEY_MAX_AGE = 4;
/**
 * ln gap beyond the usual one at which an OECD figure is not taken alone: where both of the
 * country's own employee surveys (ILO hourly earnings and the household survey's monthly
 * earnings) put pay this far (35%) below the national accounts, the wage bill counts more
 * than what full-time employees are paid.
 */
const OECD_DISPUTED = Math.log(1.35);

export interface LevelCalibration {
  readonly growth: RealGrowth;
  /** ln(OECD wage per FTE ÷ the PPP-based model's level), median over OECD countries with an hourly level. */
  readonly model: number;
  readonly modelN: number;
  /**
   * ln(OECD footing ÷ 12 × national average monthly earnings): the model→OECD factor plus the
   * median ln(model level ÷ survey mean) over countries with both in one year.
   */
  readonly survey: number;
  readonly surveyN: number;
}

const latestYearOf = (s: ReadonlyMap<number, number> | undefined, max = CURRENT_YEAR): number | undefined => {
  const ys = [...(s?.keys() ?? [])].filter((y) => y <= max);
  return ys.length ? Math.max(...ys) : undefined;
};

/**
 * Calibrations of the level: the real wage growth of similar economies, and the factors that
 * put the PPP-based model and national survey means on the footing of the OECD's national-
 * currency wage per full-time-equivalent employee (a mean that includes bonuses), fitted on
 * the countries that have both. `exclude` leaves countries' own wage data out (evaluation).
 */
export function calibrateLevels(
  inputs: CountryInputsRead,
  fitted: FittedModel,
  usMeanAnnual: number,
  exclude: ReadonlySet<string> = new Set(),
): LevelCalibration {
  const cur = inputs.current;
  const gdpOf = new Map(inputs.data.countries.map((c) => [c.iso3, c.gdp]));
  const growth = fitRealGrowth(
    inputs.rows
      .filter((c) => !exclude.has(c.iso3))
      .map((c) => ({
        iso3: c.iso3,
        gdp: gdpOf.get(c.iso3),
        wages: [cur.oecd.get(c.iso3), cur.nationalAverage.get(c.iso3)],
      })),
    cur.cpi,
  );
  const model: number[] = [];
  const survey: number[] = [];
  for (const c of inputs.rows) {
    if (exclude.has(c.iso3) || c.iso3 === "USA") continue;
    const oecd = cur.oecd.get(c.iso3);
    const hourly = fitted.byIso3.get(c.iso3)?.level;
    const ppp = inputs.pppModel.get(c.code)?.value;
    const o2024 = oecd?.get(MODEL_YEAR);
    if (o2024 && hourly?.parts.hourly && ppp)
      model.push(Math.log(o2024 / (hourly.parts.hourly * hourly.carry * usMeanAnnual * ppp)));
    // Survey means against the model's level of the same country (in the survey's year's prices).
    const nat = cur.nationalAverage.get(c.iso3);
    const level = fitted.byIso3.get(c.iso3)?.level;
    const year = SURVEY_LINK_YEARS.find((y) => nat?.has(y));
    if (year === undefined || !level || !ppp) continue;
    const modelAt =
      level.rel * level.carry * usMeanAnnual * ppp * priceGrowth(cur.cpi.get(c.iso3), MODEL_YEAR, year, growth);
    const gap = Math.log(modelAt / (12 * (nat?.get(year) ?? NaN)));
    if (Math.abs(gap) < Math.log(SURVEY_SCREEN)) survey.push(gap);
  }
  // No pair at all (every country left out) leaves the factors at 1.
  const medianOr0 = (xs: readonly number[]) => (xs.length ? median(xs) : 0);
  const modelToOecd = medianOr0(model);
  // The survey footing is chained through the model: survey → model on the many countries
  // with both, then model → OECD. Fitted directly on the few countries with a survey and an
  // OECD level, it would rest on nine, most of them emerging OECD members whose national
  // accounts run far above their household surveys.
  return {
    growth,
    model: modelToOecd,
    modelN: model.length,
    survey: modelToOecd + medianOr0(survey),
    surveyN: survey.length,
  };
}

export function countryFigures(
  inputs: CountryInputsRead,
  fitted: FittedModel,
  usMeanAnnual: number,
  calibration: LevelCalibration,
  exclude: ReadonlySet<string> = new Set(),
): { out: CountryOut[]; noData: { code: string; name: string; reason: string }[] } {
  const fullTimeMedians = readFullTimeMedians();
  const out: CountryOut[] = [];
  const noData: { code: string; name: string; reason: string }[] = [];
  const cur = inputs.current;
  for (const c of inputs.rows) {
    const fit = fitted.byIso3.get(c.iso3);
    const rate = inputs.fx.get(c.code);
    const pppModel = inputs.pppModel.get(c.code);
    const ppp = inputs.pppCurrent.get(c.code);
    const missing: string[] = [];
    if (!rate) missing.push("exchange rate");
    if (!ppp || !pppModel) missing.push("PPP conversion factor");
    if (!fit?.level || !fit.gdpEquivalent) missing.push("earnings or GDP per capita");
    if (!rate || !ppp || !pppModel || !fit?.level || !fit.gdpEquivalent) {
      noData.push({ code: c.code, name: c.name, reason: `no ${missing.join(", ")} in the sources` });
      continue;
    }
    const priceLevel = ppp.value / rate.value;
    if (priceLevel < PRICE_LEVEL_RANGE[0] || priceLevel > PRICE_LEVEL_RANGE[1]) {
      noData.push({
        code: c.code,
        name: c.name,
        reason: `the PPP factor (${ppp.value.toPrecision(4)}, ${ppp.year}) and the exchange rate (${rate.value.toPrecision(4)} ${c.currency}/US$, ${rate.year}) imply a price level of ${priceLevel.toFixed(3)}: not the same currency unit`,
      });
      continue;
    }
    const left = exclude.has(c.iso3);
    const oecd = left ? undefined : cur.oecd.get(c.iso3);
    const survey = left ? undefined : cur.nationalAverage.get(c.iso3);
    const gdp = fit.gdpEquivalent;
    const cpi = cur.cpi.get(PAY_IN_US_DOLLARS.has(c.iso3) ? "USA" : c.iso3);
    const grow = (from: number, to: number): number =>
      nominalWageGrowth({ cpi, wages: [oecd, survey], gdpPerCapita: gdp }, from, to, calibration.growth);
    const level = fit.level;
    const modelMean = c.code === "US" ? usMeanAnnual : level.rel * level.carry * usMeanAnnual * pppModel.value;
    const anchor = levelAnchor(c.iso3, modelMean, level, {
      oecd,
      survey,
      grow,
      calibration,
      hourlyMean: level.parts.hourly ? level.parts.hourly * level.carry * usMeanAnnual * pppModel.value : undefined,
      national: left ? undefined : inputs.data.countries.find((s) => s.iso3 === c.iso3)?.national,
      fullTimeMedian: left ? undefined : fullTimeMedians.get(c.iso3),
    });
    const minimum = currentMinimumWage(
      c.iso3,
      cur.minimumWage.get(c.iso3),
      { wages: grow, oldPrices: (from, to) => priceGrowth(undefined, from, to, calibration.growth) },
      rate.value,
    );
    let meanAnnual = anchor.value;
    let raisedToMinimum = false;
    const minimumBound = minimum && !minimum.regional ? (minimum.monthly * 12) / maxKaitz(gdp) / MEDIAN_TO_MEAN : 0;
    if (minimumBound > meanAnnual) {
      meanAnnual = minimumBound;
      raisedToMinimum = true;
    }
    out.push({
      code: c.code,
      iso3: c.iso3,
      name: c.name,
      currency: c.currency,
      perUsd: rate.value,
      fxYear: rate.year,
      fxSource: rate.from === c.iso3 || rate.from === "USD" ? "" : rate.from,
      fxKind: rate.kind,
      fxFrom: rate.period?.[0] ?? `${rate.year}-01-01`,
      fxTo: rate.period?.[1] ?? `${rate.year}-12-31`,
      ppp: ppp.value,
      pppYear: ppp.year,
      meanAnnual,
      modelMeanAnnual: modelMean,
      groupRatio: [...fit.structure.ratios],
      expScale: experienceScale(gdp),
      tableShare: Number(tableEvidenceShare(gdp).toFixed(3)),
      basis: anchor.basis,
      basisYear: anchor.year,
      structure: fit.structure.kind,
      structureYear: fit.structure.year ?? 0,
      gdpPerCapita: gdp,
      floor: minimum
        ? {
            annual: minimum.monthly * monthsAYear(c.iso3) * (minimum.regional ? REGIONAL_FLOOR_SHARE : 1),
            year: minimum.year,
            regional: minimum.regional,
            compliance: floorCompliance(gdp),
          }
        : null,
      raisedToMinimum,
      minimumBound,
      loweredToOutputBound: false,
      withinSlope: 1,
      growthTo: (year) => grow(year, CURRENT_YEAR),
    });
  }
  return { out, noData };
}

/**
 * Low-paid work is paid no more than this many times the US rate scaled by output per head
 * (GDP per person, PPP). Where a level rests on the earnings of formal employees in a very poor
 * economy, every occupation would otherwise be priced as a formal-sector salary; a cashier's pay
 * then runs to ten times what output per head allows.
 */
export const LOW_PAY_OUTPUT_BOUND = 3.5;

/**
 * Lowers a country's level until `occupation` (a low-paid job) at one year is paid, in dollars, at most
 * LOW_PAY_OUTPUT_BOUND × its US pay × the country's GDP per person ÷ the US's; never below what
 * the statutory minimum implies.
 */
export function lowerToOutputBound(
  c: CountryOut,
  us: CountryOut,
  occupation: OccupationPay,
  params: PayParameters,
): void {
  if (c.code === us.code || !(c.gdpPerCapita > 0) || !(us.gdpPerCapita > 0)) return;
  // At one year of experience, where a first job's pay is compared.
  const dollars = (x: CountryOut) => meanPayAt(x, params, occupation, 1) / x.perUsd;
  const times = dollars(c) / ((dollars(us) * c.gdpPerCapita) / us.gdpPerCapita);
  if (!(times > LOW_PAY_OUTPUT_BOUND)) return;
  c.meanAnnual = Math.max(c.minimumBound, (c.meanAnnual * LOW_PAY_OUTPUT_BOUND) / times);
  c.loweredToOutputBound = true;
}

export interface AnchorInputs {
  readonly oecd: ReadonlyMap<number, number> | undefined;
  readonly survey: ReadonlyMap<number, number> | undefined;
  readonly national: NationalSurvey | undefined;
  /** A statistics office's median monthly pay of full-time employees (gross, bonuses included). */
  readonly fullTimeMedian?: FullTimeMedian | undefined;
  readonly grow: (from: number, to: number) => number;
  readonly calibration: LevelCalibration;
  /** The PPP-based model's level from ILO hourly earnings alone, national currency of MODEL_YEAR. */
  readonly hourlyMean?: number | undefined;
}

/**
 * How far (ln) the OECD figure runs above each of the country's own employee surveys, beyond
 * the usual gap of the countries that have both; undefined where a survey is missing for the
 * comparison.
 */
export function oecdExcess(a: AnchorInputs): { hourly: number; survey: number } | undefined {
  const o24 = a.oecd?.get(MODEL_YEAR);
  const sy = SURVEY_LINK_YEARS.find((y) => a.survey?.has(y) && a.oecd?.has(y));
  const s = sy !== undefined ? a.survey?.get(sy) : undefined;
  const so = sy !== undefined ? a.oecd?.get(sy) : undefined;
  if (!o24 || !a.hourlyMean || !s || !so) return undefined;
  return {
    hourly: Math.log(o24 / a.hourlyMean) - a.calibration.model,
    survey: Math.log(so / (12 * s)) - a.calibration.survey,
  };
}

/**
 * A national statistics office's median monthly pay of full-time employees where the country
 * has no OECD or ILOSTAT earnings series (Singapore): gross of the employee's own contributions,
 * bonuses spread over the year, the employer's contributions taken out where the office counts them.
 */
export interface FullTimeMedian {
  readonly year: number;
  readonly monthly: number;
}

function readFullTimeMedians(): Map<string, FullTimeMedian> {
  const rows = readTable(resolve(import.meta.dirname, "national/full-time-medians.csv"));
  return new Map(
    rows.map((r) => [
      r["country"] ?? "",
      {
        year: Number(r["year"]),
        monthly: (num(r["median_monthly"]) ?? NaN) / (1 + (num(r["employer_contribution"]) ?? 0)),
      },
    ]),
  );
}

/**
 * The level in the current year's money, from the country's own most direct statistic: BLS
 * for the US; the OECD's national-currency wage per FTE; a national survey's mean (the
 * project's own labour force survey table, else ILOSTAT's national series) put on the OECD
 * footing; else the PPP-based model, on the same footing.
 */
export function levelAnchor(
  iso3: string,
  modelMean: number,
  level: { basis: CountryRecord["basis"]; year: number },
  a: AnchorInputs,
): { value: number; basis: CountryRecord["basis"]; year: number } {
  if (iso3 === "USA") return { value: modelMean * a.grow(MODEL_YEAR, CURRENT_YEAR), basis: "bls", year: MODEL_YEAR };
  const oy = latestYearOf(a.oecd);
  const ov = oy !== undefined ? a.oecd?.get(oy) : undefined;
  if (oy !== undefined && ov && oy >= CURRENT_YEAR - OECD_MAX_AGE) {
    const value = ov * a.grow(oy, CURRENT_YEAR);
    const excess = oecdExcess(a);
    // Disputed by both surveys: the geometric mean of the three figures, each on the OECD footing.
    if (excess && excess.hourly > OECD_DISPUTED && excess.survey > OECD_DISPUTED)
      return { value: value * Math.exp(-(excess.hourly + excess.survey) / 3), basis: "oecd+surveys", year: oy };
    return { value, basis: "oecd", year: oy };
  }
  // A median of full-time pay is on the level's footing once read as a mean: no survey factor.
  const median = a.fullTimeMedian;
  if (median && median.year >= CURRENT_YEAR - SURVEY_MAX_AGE)
    return {
      value: ((median.monthly * 12) / MEDIAN_TO_MEAN) * a.grow(median.year, CURRENT_YEAR),
      basis: "national",
      year: median.year,
    };
  const fromModel = (year: number): number => modelMean * Math.exp(a.calibration.model) * a.grow(MODEL_YEAR, year);
  const toSurveyFooting = Math.exp(a.calibration.survey);
  const nationalTotal = a.national?.groups.get("T");
  if (a.national && nationalTotal && a.national.year >= CURRENT_YEAR - SURVEY_MAX_AGE) {
    const y = a.national.year;
    return { value: nationalTotal * 12 * toSurveyFooting * a.grow(y, CURRENT_YEAR), basis: "national", year: y };
  }
  const sy = latestYearOf(a.survey);
  const sv = sy !== undefined ? a.survey?.get(sy) : undefined;
  if (sy !== undefined && sv && sy >= CURRENT_YEAR - SURVEY_MAX_AGE) {
    const value = sv * 12 * toSurveyFooting;
    const ratio = value / fromModel(sy);
    if (ratio < SURVEY_SCREEN && ratio > 1 / SURVEY_SCREEN)
      return { value: value * a.grow(sy, CURRENT_YEAR), basis: "national", year: sy };
  }
  return { value: fromModel(CURRENT_YEAR), basis: level.basis, year: level.year };
}

/** BLS mean pay of each ISCO-08 major group ÷ the all-occupations mean, through the SOC→ISCO crosswalk. */
export function usGroupMeans(
  occupations: Iterable<{ code: string; mean: number; employment: number; flags: number }>,
  socToIscoMajor: ReadonlyMap<string, string>,
): { byGroup: Map<string, number>; all: number } {
  const sums = new Map<string, { pay: number; emp: number }>();
  let pay = 0;
  let emp = 0;
  for (const o of occupations) {
    if (o.flags & 4) continue;
    const g = socToIscoMajor.get(o.code);
    pay += o.mean * o.employment;
    emp += o.employment;
    if (!g || !GROUPS.includes(g as (typeof GROUPS)[number])) continue;
    const s = sums.get(g) ?? { pay: 0, emp: 0 };
    s.pay += o.mean * o.employment;
    s.emp += o.employment;
    sums.set(g, s);
  }
  return { byGroup: new Map([...sums].map(([g, s]) => [g, s.pay / s.emp])), all: pay / emp };
}
