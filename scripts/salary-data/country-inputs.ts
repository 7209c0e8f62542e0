/**
 * Readers of the country-level raw tables: codes and currencies, exchange rates, PPP
 * factors, GDP per capita, and the earnings series the wage levels and pay structures are
 * fitted on. Each returns plain maps; the fitting is in country-model.ts.
 */
import { join } from "node:path";
import { words } from "../../src/lib/salary/normalize.ts";
import { num, readTable } from "./tables.ts";

export interface CountryRow {
  code: string;
  iso3: string;
  name: string;
  currency: string;
}

/**
 * Currency overrides. country-codes lists no currency for Türkiye and Palestine, and
 * several for a few countries; the code chosen is the one the World Bank's local
 * currency unit (and ILOSTAT's note) refers to.
 */
const CURRENCY_OVERRIDES: Readonly<Record<string, string>> = {
  TR: "TRY",
  ZW: "USD",
  SO: "USD",
  PS: "ILS",
  BT: "BTN",
  SV: "USD",
  HT: "HTG",
  LS: "LSL",
  NA: "NAD",
  PA: "PAB",
  UY: "UYU",
  VE: "VES",
};

export function readCountries(raw: string): CountryRow[] {
  const out: CountryRow[] = [];
  for (const r of readTable(join(raw, "country-codes/country-codes.csv"))) {
    const code = r["ISO3166-1-Alpha-2"] ?? "";
    const currencies = (r["ISO4217-currency_alphabetic_code"] ?? "").split(",").filter(Boolean);
    const currency = CURRENCY_OVERRIDES[code] ?? (currencies.length === 1 ? currencies[0] : undefined);
    if (code.length !== 2 || !currency) continue;
    out.push({
      code,
      iso3: r["ISO3166-1-Alpha-3"] ?? "",
      name: r["CLDR display name"] || r["official_name_en"] || code,
      currency,
    });
  }
  return out.sort((a, b) => a.code.localeCompare(b.code));
}

export interface YearValue {
  value: number;
  year: number;
}

/** World Bank official exchange rate, LCU per US$, latest year, by ISO3. */
export function readExchangeRates(raw: string): Map<string, YearValue> {
  const rows = readTable(join(raw, "worldbank-wdi/API_PA.NUS.FCRF_DS2_en_csv_v2_22859.csv"), ",", 4);
  const out = new Map<string, YearValue>();
  for (const r of rows) {
    for (let year = 2024; year >= 2015; year--) {
      const v = num(r[String(year)]);
      if (v !== undefined && v > 0) {
        out.set(r["Country Code"] ?? "", { value: v, year });
        break;
      }
    }
  }
  return out;
}

/** World Bank PPP conversion factor, GDP, LCU per international $, by ISO2 and year. */
export function readPpp(raw: string): Map<string, Map<number, number>> {
  const out = new Map<string, Map<number, number>>();
  for (const r of readTable(join(raw, "worldbank-wdi/ppp-gdp_PA.NUS.PPP.csv"))) {
    const id = r["Country ID"] ?? "";
    const v = num(r["PPP"]);
    if (v === undefined || v <= 0) continue;
    if (!out.has(id)) out.set(id, new Map());
    out.get(id)?.set(Number(r["Year"]), v);
  }
  return out;
}

export function latest(series: Map<number, number> | undefined, maxYear = 2024): YearValue | undefined {
  if (!series) return undefined;
  for (let year = maxYear; year >= 1990; year--) {
    const v = series.get(year);
    if (v !== undefined) return { value: v, year };
  }
  return undefined;
}

export function readGdp(raw: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of readTable(join(raw, "gdp-per-capita-ppp/gdp_per_capita_ppp_2023.csv"))) {
    const v = num(r["gdp_per_capita_ppp_2023_intl_dollars_2021_prices"]);
    if (v !== undefined) out.set(r["iso3"] ?? "", v);
  }
  return out;
}

export interface Earnings {
  /** Mean monthly earnings in 2021 PPP $ (nominal, year `year`). */
  value: number;
  year: number;
  source: string;
  currency: string | undefined;
}

/** ILOSTAT names that differ from the CLDR names in country-codes. */
const ILO_NAME_TO_ISO2: Readonly<Record<string, string>> = {};

/** Source preference when one year has several: labour force survey, then household, then establishment surveys. */
function sourceRank(source: string): number {
  if (source.startsWith("LFS")) return 0;
  if (source.startsWith("HIES")) return 1;
  if (source.startsWith("HS")) return 2;
  return 3;
}

export function readEarnings(
  raw: string,
  byName: Map<string, string>,
): { byIso2: Map<string, Earnings>; unmatched: string[]; allYears: Map<string, Map<number, number>> } {
  const rows = readTable(join(raw, "ilostat-earnings/EAR_4MTH_SEX_GEO_CUR_NB_A-filtered-2025-06-01.csv"));
  const best = new Map<string, Earnings & { rank: number }>();
  const allYears = new Map<string, Map<number, number>>();
  const unmatched = new Set<string>();
  for (const r of rows) {
    if (r["sex.label"] !== "Total" || r["classif1.label"] !== "Area type: National") continue;
    const name = r["ref_area.label"] ?? "";
    const iso2 = ILO_NAME_TO_ISO2[name] ?? byName.get(normalizeName(name));
    const value = num(r["obs_value"]);
    if (value === undefined) continue;
    if (!iso2) {
      unmatched.add(name);
      continue;
    }
    const year = Number(r["time"]);
    const source = r["source.label"] ?? "";
    const rank = sourceRank(source);
    const currency = /\(([A-Z]{3})\)/.exec(r["note_indicator.label"] ?? "")?.[1];
    const prev = best.get(iso2);
    if (
      !prev ||
      year > prev.year ||
      (year === prev.year && (rank < prev.rank || (rank === prev.rank && source < prev.source)))
    ) {
      best.set(iso2, { value, year, source, currency, rank });
    }
    const years = allYears.get(iso2) ?? new Map<number, number>();
    if (!years.has(year) || rank === 0) years.set(year, value);
    allYears.set(iso2, years);
  }
  const byIso2 = new Map<string, Earnings>();
  for (const [k, v] of best) byIso2.set(k, { value: v.value, year: v.year, source: v.source, currency: v.currency });
  return { byIso2, unmatched: [...unmatched].sort(), allYears };
}

function normalizeName(name: string): string {
  return words(name.replace(/\(.*?\)/g, ""))
    .filter((w) => w !== "the" && w !== "of")
    .join(" ");
}

export function countryNameIndex(raw: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of readTable(join(raw, "country-codes/country-codes.csv"))) {
    const code = r["ISO3166-1-Alpha-2"] ?? "";
    for (const key of ["CLDR display name", "official_name_en", "UNTERM English Short", "UNTERM English Formal"]) {
      const n = r[key];
      if (n) out.set(normalizeName(n), code);
    }
  }
  // ILOSTAT spellings not found among the names above.
  const extra: Record<string, string> = {
    "bolivia plurinational state": "BO",
    "congo democratic republic": "CD",
    "cote d ivoire": "CI",
    "hong kong china": "HK",
    "iran islamic republic": "IR",
    "korea republic": "KR",
    "lao people s democratic republic": "LA",
    "macao china": "MO",
    "moldova republic": "MD",
    "occupied palestinian territory": "PS",
    "tanzania united republic": "TZ",
    turkiye: "TR",
    "united kingdom great britain northern ireland": "GB",
    "united states america": "US",
    "venezuela bolivarian republic": "VE",
    "viet nam": "VN",
    kosovo: "XK",
    "taiwan china": "TW",
  };
  for (const [k, v] of Object.entries(extra)) out.set(k, v);
  return out;
}

/** ILOSTAT mean hourly earnings (2017 PPP $) by ISCO-08 major group: ISO3 → year → group ("T", "1"…"9") → value. */
export function readHourlyByGroup(raw: string): Map<string, Map<number, Map<string, number>>> {
  const out = new Map<string, Map<number, Map<string, number>>>();
  const path = join(raw, "ilostat-hourly-earnings-by-occupation/ilostat_EAR_4HRL_SEX_OCU_CUR_NB_A_ppp_fdl2022.csv");
  for (const r of readTable(path)) {
    if (r["sex"] !== "SEX_T" || r["classif2"] !== "CUR_TYPE_PPP") continue;
    const m = /^OCU_ISCO08_(TOTAL|[1-9])$/.exec(r["classif1"] ?? "");
    const v = num(r["obs_value"]);
    if (!m?.[1] || v === undefined || v <= 0) continue;
    const iso3 = r["ref_area"] ?? "";
    const year = Number(r["time"]);
    const byYear = out.get(iso3) ?? new Map<number, Map<string, number>>();
    const groups = byYear.get(year) ?? new Map<string, number>();
    groups.set(m[1] === "TOTAL" ? "T" : m[1], v);
    byYear.set(year, groups);
    out.set(iso3, byYear);
  }
  return out;
}

/** OECD average annual wages per full-time-equivalent employee, USD PPP at 2022 prices: ISO3 → year → value. */
export function readOecdWages(raw: string): Map<string, Map<number, number>> {
  const out = new Map<string, Map<number, number>>();
  for (const r of readTable(join(raw, "oecd-average-annual-wages/OECD_AV_AN_WAGE.csv"))) {
    const v = num(r["OBS_VALUE"]);
    if (r["UNIT_MEASURE"] !== "USD_PPP" || r["PAY_PERIOD"] !== "A" || v === undefined) continue;
    const iso3 = r["REF_AREA"] ?? "";
    const byYear = out.get(iso3) ?? new Map<number, number>();
    byYear.set(Number(r["TIME_PERIOD"]), v);
    out.set(iso3, byYear);
  }
  return out;
}

export interface GroupEarnings {
  /** ISCO-08 code (1 digit for major groups, 3 for minor groups). */
  readonly isco: string;
  readonly monthly: number;
  readonly weight: number;
}

/** India PLFS 2025: mean monthly earnings (INR) of regular salaried employees by NCO-2015 3-digit group (= ISCO-08 minor group). */
export function readIndiaPlfs(raw: string): GroupEarnings[] {
  return readTable(join(raw, "india-plfs-earnings-by-nco/in_plfs_2025_nco3_national_PARTIAL.csv")).map((r) => ({
    isco: r["nco2015_code"] ?? "",
    monthly: num(r["mean_monthly_earnings_inr"]) ?? NaN,
    weight: num(r["effective_n_approx"]) ?? 0,
  }));
}

/** Pakistan LFS: mean monthly wages (PKR) of paid employees by major group, one period ("2024-25"); "T" is the total. */
export function readPakistanLfs(raw: string, period: string): GroupEarnings[] {
  return readTable(join(raw, "pakistan-lfs-earnings-by-occupation/pk_pbs_lfs_monthly_wages_by_major_group.csv"))
    .filter((r) => r["period"] === period && r["sex"] === "both" && r["measure"] === "mean")
    .map((r) => ({
      isco: r["isco08_psco2015_major_group"] === "TOTAL" ? "T" : (r["isco08_psco2015_major_group"] ?? ""),
      monthly: num(r["value_pkr_per_month"]) ?? NaN,
      weight: 1,
    }));
}

/**
 * TurkStat's Structure of Earnings: mean gross hourly wage (TRY) by ISCO-08 major group, all
 * employees, by survey year; "T" is the total. Only its ratios are used (2022 and 2023 come
 * from administrative records and inflation ran above 50% a year, so levels across years do not
 * compare).
 */
export function readTurkstatGroups(raw: string): Map<number, Map<string, number>> {
  const out = new Map<number, Map<string, number>>();
  for (const r of readTable(join(raw, "turkstat-hourly-wages-by-isco1/tr_turkstat_ses_hourly_isco1.csv"))) {
    const v = num(r["value"]);
    if (r["sex"] !== "total" || v === undefined || v <= 0) continue;
    const code = r["code"] === "TOTAL" ? "T" : (r["code"] ?? "");
    const year = Number(r["year"]);
    const groups = out.get(year) ?? new Map<string, number>();
    groups.set(code, v);
    out.set(year, groups);
  }
  return out;
}

export interface ExperienceBand {
  readonly wave: string;
  readonly category: string;
  /** Representative years of experience of the band (its midpoint; 13 for "10+"). */
  readonly years: number;
  readonly n: number;
  /** Median net monthly pay, US$. */
  readonly medianNetUsd: number;
}

const BAND_YEARS: Readonly<Record<string, number>> = { "<1": 0.5, "1-2.9": 2, "3-4.9": 4, "5-9.9": 7.5, "10+": 13 };

/** DOU (Ukraine) developer survey: median net monthly pay by category and experience band (respondents living in Ukraine). */
export function readDouBands(raw: string): ExperienceBand[] {
  return readTable(join(raw, "dou-ukraine-it-salaries/summary_net_usd_month_by_category_experience.csv"))
    .filter((r) => BAND_YEARS[r["experience_years_band"] ?? ""] !== undefined)
    .map((r) => ({
      wave: r["wave"] ?? "",
      category: r["category"] ?? "",
      years: BAND_YEARS[r["experience_years_band"] ?? ""] ?? 0,
      n: num(r["n"]) ?? 0,
      medianNetUsd: num(r["median_net_usd_month"]) ?? NaN,
    }));
}
