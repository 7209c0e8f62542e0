/**
 * Readers of the series that put every figure in the money of the current year: wage levels
 * in national currency (OECD, ILOSTAT national averages), statutory minimum wages, consumer
 * price inflation, the IMF's PPP rates to 2027 and market exchange rates for 2025–2026.
 * Each returns plain maps keyed by ISO3 (ISO2 for exchange rates); the rules that use them
 * are in current-year.ts.
 */
import { join } from "node:path";
import { STATUTORY_MINIMUM_WAGES } from "./statutory-minimum-wages.ts";
import { num, readTable, type Row } from "./tables.ts";

/** year → value */
export type Series = ReadonlyMap<number, number>;

function addTo(out: Map<string, Map<number, number>>, key: string, year: number, value: number): void {
  let s = out.get(key);
  if (!s) out.set(key, (s = new Map()));
  s.set(year, value);
}

/** Rows of a tidy table → country → year → value, keeping positive values (later rows win). */
function seriesOf(
  rows: readonly Row[],
  value: string,
  keep: (r: Row) => boolean = () => true,
  out = new Map<string, Map<number, number>>(),
): Map<string, Map<number, number>> {
  for (const r of rows) {
    const v = num(r[value]);
    if (v !== undefined && keep(r)) addTo(out, r["iso3"] ?? "", Number(r["year"]), v);
  }
  return out;
}

/** OECD average annual wage per full-time-equivalent employee, national currency, current prices (2015–2025). */
export function readOecdNationalCurrency(raw: string): Map<string, Map<number, number>> {
  const path = join(raw, "oecd-average-wages-national-currency/oecd_av_an_wage_ncu_current_2015_2025.csv");
  return seriesOf(readTable(path), "avg_annual_wage_ncu", positive("avg_annual_wage_ncu"));
}

const positive =
  (column: string) =>
  (r: Row): boolean =>
    (num(r[column]) ?? 0) > 0;

/**
 * ILOSTAT mean monthly earnings of employees (national series, local currency). Rows the
 * dataset flags as not in national currency (EU household-survey rows) are skipped; where a
 * year has rows from several sources, the source of the country's latest year is kept so
 * that year-on-year growth compares like with like.
 */
export function readNationalAverageEarnings(raw: string): Map<string, Map<number, number>> {
  const path = join(raw, "ilostat-national-average-earnings/ilostat_ear_emta_total_2015plus.csv");
  const rows = readTable(path).filter((r) => !(r["unit_flag"] ?? "").startsWith("DOUBTFUL"));
  const latestSource = new Map<string, { year: number; source: string }>();
  for (const r of rows) {
    const iso3 = r["iso3"] ?? "";
    const year = Number(r["year"]);
    const cur = latestSource.get(iso3);
    if (!cur || year > cur.year) latestSource.set(iso3, { year, source: r["ilo_source_code"] ?? "" });
  }
  const out = new Map<string, Map<number, number>>();
  for (const r of rows) {
    const iso3 = r["iso3"] ?? "";
    const v = num(r["mean_monthly_earnings_value"]);
    if (v === undefined || v <= 0) continue;
    const year = Number(r["year"]);
    const preferred = latestSource.get(iso3)?.source === (r["ilo_source_code"] ?? "");
    if (preferred || !out.get(iso3)?.has(year)) addTo(out, iso3, year, v);
  }
  return out;
}

/**
 * Statutory gross monthly minimum wage, local currency (ILOSTAT): 2020–2026, plus the latest older
 * value where none is that recent, plus the current rates ILOSTAT lacks (statutory-minimum-wages.ts).
 */
export function readMinimumWages(raw: string): Map<string, Map<number, number>> {
  const rows = readTable(join(raw, "ilostat-minimum-wage/minimum_wage_monthly_2020_2026.csv"));
  const out = seriesOf(rows, "value_lcu_month", positive("value_lcu_month"));
  for (const r of readTable(join(raw, "ilostat-minimum-wage/minimum_wage_latest_by_country.csv"))) {
    const v = num(r["value_lcu_month"]);
    const iso3 = r["iso3"] ?? "";
    if (v !== undefined && v > 0 && !out.has(iso3)) addTo(out, iso3, Number(r["latest_year"]), v);
  }
  for (const m of STATUTORY_MINIMUM_WAGES) if (!out.get(m.iso3)?.has(m.year)) addTo(out, m.iso3, m.year, m.monthly);
  return out;
}

/**
 * CPI inflation (% change of the annual average) by year: the IMF's April 2026 vintage where
 * it has the year, else October 2025 (2022–2027).
 */
export function readCpiInflation(raw: string): Map<string, Map<number, number>> {
  const october = seriesOf(readTable(join(raw, WEO_OCT_2025)), "value", (r) => r["indicator"] === "PCPIPCH");
  const april = readTable(join(raw, "imf-weo-apr2026-cpi/weo_apr2026_pcpipch_tidy.csv"));
  return seriesOf(april, "value", (r) => r["iso3"] !== "EA", october);
}

const WEO_OCT_2025 = "imf-weo-oct2025/weo_oct2025_tidy.csv";

/** IMF implied PPP conversion rate (GDP-based), local currency per international $, 2022–2027. */
export function readImfPpp(raw: string): Map<string, Map<number, number>> {
  return seriesOf(
    readTable(join(raw, WEO_OCT_2025)),
    "value",
    (r) => r["indicator"] === "PPPEX" && positive("value")(r),
  );
}

export interface MarketRate {
  readonly currency: string;
  /** Local currency per US$: mean of the sampled days of 2025, of January–September 2026, and 2026-09-29. */
  readonly avg2025: number | undefined;
  readonly avg2026: number | undefined;
  readonly latest: number | undefined;
  /** Market 2025 ÷ the IMF's implied (official) 2025 rate. */
  readonly ratioToImf: number | undefined;
  /** The IMF's implied rates (GDP in local currency ÷ GDP in dollars), October 2025 vintage. */
  readonly imf2025: number | undefined;
  readonly imf2026: number | undefined;
  readonly note: string;
}

/** Market exchange rates per US dollar by ISO2 (fawazahmed0 currency-api snapshots, CC0). */
export function readMarketRates(raw: string): Map<string, MarketRate> {
  const out = new Map<string, MarketRate>();
  for (const r of readTable(join(raw, "fx-market-rates-2025-2026/fx_usd_by_country.csv"))) {
    out.set(r["iso2"] ?? "", {
      currency: r["currency"] ?? "",
      avg2025: num(r["avg_2025_lcu_per_usd"]),
      avg2026: num(r["avg_2026_jan_sep_lcu_per_usd"]),
      latest: num(r["latest_2026_09_29"]),
      ratioToImf: num(r["ratio_market_2025_to_weo"]),
      imf2025: num(r["weo_oct2025_implied_2025"]),
      imf2026: num(r["weo_oct2025_implied_2026"]),
      note: r["note"] ?? "",
    });
  }
  return out;
}

/** Everything above, read once. */
export interface CurrentInputs {
  readonly oecd: ReadonlyMap<string, Series>;
  readonly nationalAverage: ReadonlyMap<string, Series>;
  readonly minimumWage: ReadonlyMap<string, Series>;
  readonly cpi: ReadonlyMap<string, Series>;
  readonly imfPpp: ReadonlyMap<string, Series>;
  readonly market: ReadonlyMap<string, MarketRate>;
}

export function readCurrentInputs(raw: string): CurrentInputs {
  return {
    oecd: readOecdNationalCurrency(raw),
    nationalAverage: readNationalAverageEarnings(raw),
    minimumWage: readMinimumWages(raw),
    cpi: readCpiInflation(raw),
    imfPpp: readImfPpp(raw),
    market: readMarketRates(raw),
  };
}
