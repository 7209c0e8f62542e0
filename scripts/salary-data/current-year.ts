/**
 * Rules that put a country's pay in the money of the current year and above its legal
 * floor: nominal wage growth from an input's own year to the current one, the real wage
 * growth of economies at a similar income where a country has no wage series, statutory
 * minimum wages carried to the current year, and the level bound the minimum implies.
 * Pure: it takes the series already read (current-inputs.ts). The method is in
 * docs/salary-model.md; refreshing the figures for a new year is described in docs/DATA.md.
 */
import type { Series } from "./current-inputs.ts";

/** The year every shipped figure is expressed in (prices and exchange rate). Bump it, refresh the data, rebuild. */
export const CURRENT_YEAR = 2026;

/**
 * Countries without a national statutory minimum wage: floors are set by collective
 * agreements or sectoral schemes (Austria, Denmark, Finland, Italy, Norway, Sweden,
 * Singapore), or by cantons and sectors (Switzerland, Iceland, where ILOSTAT's figure is
 * not a national statutory rate).
 */
export const NO_NATIONAL_MINIMUM: ReadonlySet<string> = new Set([
  "AUT",
  "DNK",
  "FIN",
  "ITA",
  "NOR",
  "SWE",
  "SGP",
  "CHE",
  "ISL",
]);

/**
 * Countries whose minimum wage is set by region, province or sector, so the one figure
 * ILOSTAT publishes is either a top regional rate (Indonesia's and the Philippines' capital
 * rates, Viet Nam's region I, Thailand's Bangkok rate) or a low reference (China, India).
 * The floor used is this share of it.
 */
export const REGIONAL_MINIMUM: ReadonlySet<string> = new Set(["IDN", "PHL", "VNM", "THA", "CHN", "IND"]);
export const REGIONAL_FLOOR_SHARE = 0.7;

/**
 * A year's nominal wage growth read from a national earnings survey is used only within
 * these bounds around CPI inflation: beyond them the series has a break (a change of
 * survey, of currency unit or of coverage), not a year of wages.
 */
const SURVEY_GROWTH_VS_CPI = [0.9, 1.25] as const;

/** Income bands (GDP per capita, PPP $) for the real wage growth of similar economies. */
export const INCOME_BANDS = [15000, 40000] as const;

export interface RealGrowth {
  /** Median real wage growth a year in each income band: below 15k, 15k–40k, above 40k. */
  readonly byBand: readonly [number, number, number];
  /** Median CPI inflation by year over all economies, for a country the IMF has no figure for. */
  readonly medianCpi: ReadonlyMap<number, number>;
  readonly n: readonly [number, number, number];
}

export function incomeBand(gdpPerCapita: number | undefined): 0 | 1 | 2 {
  if (gdpPerCapita === undefined) return 0;
  return gdpPerCapita < INCOME_BANDS[0] ? 0 : gdpPerCapita < INCOME_BANDS[1] ? 1 : 2;
}

/** Median of a list; NaN when empty. */
export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? NaN : s.length % 2 ? (s[m] ?? NaN) : ((s[m - 1] ?? NaN) + (s[m] ?? NaN)) / 2;
};

/** CPI factor of one year (1 + inflation), the median economy's where the IMF has none. */
export function cpiFactor(cpi: Series | undefined, year: number, growth: Pick<RealGrowth, "medianCpi">): number {
  const v = cpi?.get(year) ?? growth.medianCpi.get(year) ?? 3;
  return 1 + v / 100;
}

/** A survey's growth in one year, if both years exist and the change is a plausible year of wages. */
function surveyGrowth(series: Series | undefined, year: number, cpi: number): number | undefined {
  const a = series?.get(year - 1);
  const b = series?.get(year);
  if (!a || !b) return undefined;
  const g = b / a;
  return g >= cpi * SURVEY_GROWTH_VS_CPI[0] && g <= cpi * SURVEY_GROWTH_VS_CPI[1] ? g : undefined;
}

export interface CountryGrowthInputs {
  readonly cpi: Series | undefined;
  /** Nominal wage series in national currency, most trusted first (OECD, then the national survey). */
  readonly wages: readonly (Series | undefined)[];
  readonly gdpPerCapita: number | undefined;
}

/**
 * Nominal wage growth from `from` to `to` (a factor): each year from the first wage series
 * that covers it (the OECD series as published; a national survey within plausible bounds
 * of inflation), else CPI inflation plus the real wage growth of economies at a similar income.
 * `asOf` hides every wage observation after that year (the backtest).
 */
export function nominalWageGrowth(
  c: CountryGrowthInputs,
  from: number,
  to: number,
  growth: RealGrowth,
  asOf = Infinity,
): number {
  let f = 1;
  for (let y = from + 1; y <= to; y++) {
    const cpi = cpiFactor(c.cpi, y, growth);
    let g: number | undefined;
    if (y <= asOf) {
      const [first, ...rest] = c.wages;
      const a = first?.get(y - 1);
      const b = first?.get(y);
      g = a && b ? b / a : undefined;
      for (const s of rest) g ??= surveyGrowth(s, y, cpi);
    }
    f *= g ?? cpi * (1 + growth.byBand[incomeBand(c.gdpPerCapita)]);
  }
  for (let y = from; y > to; y--) f /= cpiFactor(c.cpi, y, growth) * (1 + growth.byBand[incomeBand(c.gdpPerCapita)]);
  return f;
}

/**
 * Real wage growth of similar economies: the median over countries and years (by default
 * 2023 to the latest observed) of nominal wage growth ÷ CPI inflation, per income band, from
 * the OECD national-currency series and the national surveys that pass the plausibility bounds.
 */
export function fitRealGrowth(
  countries: readonly { iso3: string; gdp: number | undefined; wages: readonly (Series | undefined)[] }[],
  cpi: ReadonlyMap<string, Series>,
  span: readonly [number, number] = [2023, CURRENT_YEAR],
): RealGrowth {
  const cpiYears = new Set<number>();
  for (const s of cpi.values()) for (const y of s.keys()) cpiYears.add(y);
  const medianCpi = new Map<number, number>();
  for (const y of cpiYears)
    medianCpi.set(y, median([...cpi.values()].map((s) => s.get(y)).filter((v): v is number => v !== undefined)));
  const bands: number[][] = [[], [], []];
  for (const c of countries) {
    const s = cpi.get(c.iso3);
    if (!s) continue;
    for (let y = span[0]; y <= span[1]; y++) {
      const inflation = s.get(y);
      if (inflation === undefined) continue;
      const factor = 1 + inflation / 100;
      const [first, ...rest] = c.wages;
      const a = first?.get(y - 1);
      const b = first?.get(y);
      let g = a && b ? b / a : undefined;
      for (const w of rest) g ??= surveyGrowth(w, y, factor);
      if (g !== undefined) bands[incomeBand(c.gdp)]?.push(g / factor - 1);
    }
  }
  const byBand = bands.map((b) => (b.length >= 5 ? median(b) : 0.01)) as [number, number, number];
  return { byBand, medianCpi, n: bands.map((b) => b.length) as [number, number, number] };
}

export interface MinimumWage {
  /** Monthly statutory minimum carried to the current year, local currency. */
  readonly monthly: number;
  /** Year of the latest published value. */
  readonly year: number;
  readonly regional: boolean;
}

/**
 * ILOSTAT's "local currency" minimum for these economies is in US dollars (Cambodia's
 * garment-sector minimum, Liberia's); it is converted at the exchange rate.
 */
export const MINIMUM_IN_US_DOLLARS: ReadonlySet<string> = new Set(["KHM", "LBR"]);
/**
 * A minimum published before this year is carried by the median economy's inflation only:
 * its real growth since is unknown, and a country's own CPI of the years in between may
 * reflect a shock the minimum never followed (West Bank and Gaza, 2024).
 */
const OLD_MINIMUM_YEAR = 2020;

/**
 * The statutory minimum of the current year: the latest published value carried by nominal
 * wage growth (by prices alone when it is older than 2020).
 */
export function currentMinimumWage(
  iso3: string,
  series: Series | undefined,
  growth: { wages: (from: number, to: number) => number; oldPrices: (from: number, to: number) => number },
  perUsd: number,
  year = CURRENT_YEAR,
): MinimumWage | undefined {
  if (!series || NO_NATIONAL_MINIMUM.has(iso3)) return undefined;
  const latestYear = Math.max(...[...series.keys()].filter((y) => y <= year));
  const v = series.get(latestYear);
  if (!v || !Number.isFinite(latestYear)) return undefined;
  const carry = latestYear < OLD_MINIMUM_YEAR ? growth.oldPrices : growth.wages;
  const unit = MINIMUM_IN_US_DOLLARS.has(iso3) ? perUsd : 1;
  return { monthly: v * unit * carry(latestYear, year), year: latestYear, regional: REGIONAL_MINIMUM.has(iso3) };
}

/** Price growth from `from` to `to` (CPI only). */
export function priceGrowth(cpi: Series | undefined, from: number, to: number, growth: RealGrowth): number {
  let f = 1;
  for (let y = from + 1; y <= to; y++) f *= cpiFactor(cpi, y, growth);
  return f;
}

/**
 * Compliance with the floor at the bottom of the distribution: where informality is high,
 * part of full-time employees are paid below the legal minimum. The 10th percentile may sit
 * at this share of the floor: 0.6 at GDP per capita $5,000 or less, rising to 1 at $40,000.
 */
export function floorCompliance(gdpPerCapita: number): number {
  const t = (Math.log(gdpPerCapita) - Math.log(5000)) / (Math.log(40000) - Math.log(5000));
  return 0.6 + 0.4 * Math.min(1, Math.max(0, t));
}

/**
 * Highest plausible ratio of the minimum to the median full-time wage (the Kaitz index):
 * about 0.4–0.7 where both are known; where informality is high the minimum binds on fewer
 * jobs, so up to 1 at GDP per capita $10,000 or less.
 */
export function maxKaitz(gdpPerCapita: number): number {
  const t = (Math.log(gdpPerCapita) - Math.log(10000)) / (Math.log(40000) - Math.log(10000));
  return 1 - 0.3 * Math.min(1, Math.max(0, t));
}
