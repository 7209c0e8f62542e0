/**
 * Compiles the raw datasets in ../shared/data (or $SALARY_RAW_DATA) into the generated
 * module src/lib/salary/data/salary-data.json. Deterministic: the same inputs give the
 * same bytes (sorted keys and rows, fixed rounding, no timestamps).
 *
 *   node scripts/build-salary-data.ts            write the module
 *   node scripts/build-salary-data.ts --check    exit 1 if the committed module differs
 *
 * Every figure's source is described in docs/DATA.md; the model in docs/salary-model.md.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { titleTokens, words } from "../src/lib/salary/normalize.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_RAW_DIR = resolve(ROOT, "../shared/data");
const OUTPUT = join(ROOT, "src/lib/salary/data/salary-data.json");
const CURATED_DIR = join(ROOT, "scripts/curated-titles");

/** ESCO label languages present in the MELO copy (21). All are mapped and shipped. */
const ESCO_LANGS = [
  "bg",
  "cs",
  "da",
  "de",
  "en",
  "es",
  "et",
  "fr",
  "hr",
  "hu",
  "it",
  "lt",
  "lv",
  "nl",
  "no",
  "pl",
  "pt",
  "ro",
  "sk",
  "sl",
  "sv",
];
/**
 * Languages whose titles are curated by hand in scripts/curated-titles/<lang>.json: the 18
 * site languages ESCO lacks, plus the ESCO ones, whose files add the everyday names ESCO
 * misses or maps to a neighbouring occupation (German "Krankenschwester" → nursing assistants).
 */
const CURATED_LANGS = [
  "de",
  "en",
  "es",
  "fr",
  "it",
  "nl",
  "pl",
  "pt",
  "sv",
  "zh",
  "ja",
  "ko",
  "vi",
  "id",
  "ms",
  "ar",
  "ur",
  "ps",
  "hi",
  "bn",
  "ta",
  "ru",
  "tr",
  "az",
  "uz",
  "kk",
  "sw",
];

/** BLS: `#` means ≥ $239,200 a year (≥ $115.00 an hour). */
const BLS_TOP_CODE = 239_200;
/** BLS converts hourly to annual wages with 2,080 hours (52 weeks × 40 hours). */
const BLS_HOURS_PER_YEAR = 2080;
/** Standard normal quantiles of the BLS percentiles. */
const Z = { p10: -1.281552, p25: -0.67449, p75: 0.67449, p90: 1.281552 } as const;

// ---------------------------------------------------------------------------- parsing

function parseDelimited(text: string, sep: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === "") quoted = true;
    else if (c === sep) {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && src[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.length > 1 || (r[0] ?? "") !== "");
}

type Row = Record<string, string>;

function readTable(path: string, sep = ",", skipLines = 0): Row[] {
  const text = readFileSync(path, "utf8").split(/\r?\n/).slice(skipLines).join("\n");
  const [header, ...body] = parseDelimited(text, sep);
  if (!header) return [];
  return body.map((cells) => Object.fromEntries(header.map((h, i) => [h.trim(), (cells[i] ?? "").trim()])));
}

/** Tab-separated files with no quoting (O*NET, ESCO labels): split plainly. */
function readTsv(path: string): Row[] {
  const [headerLine, ...lines] = readFileSync(path, "utf8")
    .replace(/^\ufeff/, "")
    .split(/\r?\n/);
  const header = (headerLine ?? "").split("\t");
  return lines
    .filter((l) => l !== "")
    .map((l) => {
      const cells = l.split("\t");
      return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ""]));
    });
}

const num = (s: string | undefined): number | undefined => {
  if (s === undefined || s === "") return undefined;
  const v = Number(s.replace(/,/g, ""));
  return Number.isFinite(v) ? v : undefined;
};

/** Fixed significant digits so the output does not depend on float noise. */
const sig = (v: number, digits = 6): number => Number(v.toPrecision(digits));

// ----------------------------------------------------------------------- occupations

export interface Occupation {
  code: string;
  title: string;
  employment: number;
  p10: number;
  p25: number;
  median: number;
  mean: number;
  p75: number;
  p90: number;
  /** bit 1: a percentile was top-coded (#) and extrapolated; bit 2: from hourly wages; bit 4: broad SOC group. */
  flags: number;
}

/** A percentile with `#` is extrapolated on a log-normal fit of the lower ones, floored at the top code. */
function annualWages(
  r: Row,
): (Omit<Occupation, "code" | "title" | "employment" | "flags"> & { flags: number }) | undefined {
  const keys = ["PCT10", "PCT25", "MEDIAN", "MEAN", "PCT75", "PCT90"] as const;
  let flags = 0;
  const values: Record<string, number | "#" | undefined> = {};
  for (const k of keys) {
    const a = r[`A_${k}`];
    const h = r[`H_${k}`];
    if (a === "#") {
      values[k] = "#";
      flags |= 1;
    } else if (num(a) !== undefined) values[k] = num(a);
    else if (h !== undefined && num(h) !== undefined) {
      values[k] = (num(h) ?? 0) * BLS_HOURS_PER_YEAR;
      flags |= 2;
    } else if (h === "#") {
      values[k] = "#";
      flags |= 1;
    }
  }
  const p10 = values["PCT10"];
  const p25 = values["PCT25"];
  if (typeof p10 !== "number" || typeof p25 !== "number") return undefined;
  // Upper-tail spread: from mean/median when both are published (log-normal: mean =
  // median·e^{σ²/2}), else from the p10–p25 gap.
  const rawMedian = values["MEDIAN"];
  const rawMeanValue = values["MEAN"];
  const sigma =
    typeof rawMedian === "number" && typeof rawMeanValue === "number" && rawMeanValue > rawMedian
      ? Math.sqrt(2 * Math.log(rawMeanValue / rawMedian))
      : Math.log(p25 / p10) / (Z.p25 - Z.p10);
  const anchor = typeof rawMedian === "number" ? { value: rawMedian, z: 0 } : { value: p25, z: Z.p25 };
  const fill = (v: number | "#" | undefined, z: number): number =>
    typeof v === "number" ? v : Math.max(BLS_TOP_CODE, anchor.value * Math.exp(sigma * (z - anchor.z)));
  const median = fill(values["MEDIAN"], 0);
  const p75 = Math.max(median, fill(values["PCT75"], Z.p75));
  const p90 = Math.max(p75, fill(values["PCT90"], Z.p90));
  const rawMean = values["MEAN"];
  const mean = typeof rawMean === "number" ? rawMean : median * Math.exp((sigma * sigma) / 2);
  return { p10, p25, median, mean: Math.min(p90, Math.max(p10, mean)), p75, p90, flags };
}

function readOccupations(raw: string): {
  detailed: Map<string, Occupation>;
  broad: Map<string, Occupation>;
  allMedian: number;
  allMean: number;
  allEmployment: number;
} {
  const rows = readTable(join(raw, "bls-oews/national_M2024_dl.csv"));
  const detailed = new Map<string, Occupation>();
  const broad = new Map<string, Occupation>();
  let allMedian = 0;
  let allMean = 0;
  let allEmployment = 0;
  for (const r of rows) {
    if (r["O_GROUP"] === "total") {
      allMedian = num(r["A_MEDIAN"]) ?? 0;
      allMean = num(r["A_MEAN"]) ?? 0;
      allEmployment = num(r["TOT_EMP"]) ?? 0;
      continue;
    }
    const group = r["O_GROUP"];
    if (group !== "detailed" && group !== "broad") continue;
    const wages = annualWages(r);
    if (!wages) continue;
    const occ: Occupation = {
      code: r["OCC_CODE"] ?? "",
      title: r["OCC_TITLE"] ?? "",
      employment: num(r["TOT_EMP"]) ?? 0,
      ...wages,
      flags: wages.flags | (group === "broad" ? 4 : 0),
    };
    (group === "detailed" ? detailed : broad).set(occ.code, occ);
  }
  return { detailed, broad, allMedian, allMean, allEmployment };
}

/** SOC 2018 major groups → experience-curve group (see docs/salary-model.md). */
function experienceGroup(soc: string): number {
  const major = Number(soc.slice(0, 2));
  if (major >= 11 && major <= 29) return 0; // management, business, professional, technical
  if ([33, 41, 43, 47, 49, 51].includes(major)) return 1; // protective, sales, office, trades, production
  return 2; // healthcare support, food, cleaning, personal care, farming, transport
}

// --------------------------------------------------------------------- crosswalks

interface Crosswalks {
  /** O*NET-SOC 2019 code → occupation code used here (detailed, else its broad group). */
  onetToSoc: (onet: string) => string | undefined;
  /** ISCO-08 unit group → the SOC occupation with most employment among its SOC matches. */
  iscoToSoc: Map<string, string>;
  /** SOC 2018 → ISCO-08 major group (1 digit), for calibrating the occupational spread. */
  socToIscoMajor: Map<string, string>;
}

function buildCrosswalks(
  raw: string,
  occupations: Map<string, Occupation>,
  broad: Map<string, Occupation>,
): Crosswalks {
  const resolveSoc = (soc: string): string | undefined => {
    if (occupations.has(soc)) return soc;
    const broadCode = `${soc.slice(0, 6)}0`;
    const b = broad.get(broadCode);
    if (b) {
      occupations.set(broadCode, b);
      return broadCode;
    }
    return undefined;
  };
  const onetToSoc = (onet: string): string | undefined => resolveSoc(onet.slice(0, 7));

  const soc2010To2018 = new Map<string, Set<string>>();
  for (const r of readTable(join(raw, "soc-isco-crosswalk/onet_soc_2010_to_2019_crosswalk.csv"), ";")) {
    const from = (r["soc2010_code"] ?? "").slice(0, 7);
    const to = (r["soc2019_code"] ?? "").slice(0, 7);
    if (!soc2010To2018.has(from)) soc2010To2018.set(from, new Set());
    soc2010To2018.get(from)?.add(to);
  }
  const socs2018 = (soc2010: string): string[] => {
    const targets = soc2010To2018.get(soc2010) ?? new Set([soc2010]);
    return [...targets].map(resolveSoc).filter((s): s is string => s !== undefined);
  };

  const iscoCandidates = new Map<string, Set<string>>();
  const iscoMajorVotes = new Map<string, Map<string, number>>();
  for (const r of readTable(join(raw, "soc-isco-crosswalk/bls_soc2010_to_isco08.csv"))) {
    const isco = r["ISCO-08 Code"] ?? "";
    for (const soc of socs2018(r["2010 SOC Code"] ?? "")) {
      if (!iscoCandidates.has(isco)) iscoCandidates.set(isco, new Set());
      iscoCandidates.get(isco)?.add(soc);
      const votes = iscoMajorVotes.get(soc) ?? new Map<string, number>();
      votes.set(isco.charAt(0), (votes.get(isco.charAt(0)) ?? 0) + 1);
      iscoMajorVotes.set(soc, votes);
    }
  }
  const iscoToSoc = new Map<string, string>();
  for (const [isco, socs] of [...iscoCandidates].sort(([a], [b]) => a.localeCompare(b))) {
    const best = [...socs].sort((a, b) => byEmployment(occupations, a, b))[0];
    if (best) iscoToSoc.set(isco, best);
  }
  const socToIscoMajor = new Map<string, string>();
  for (const [soc, votes] of votes2sorted(iscoMajorVotes)) socToIscoMajor.set(soc, votes);
  return { onetToSoc, iscoToSoc, socToIscoMajor };
}

function votes2sorted(votes: Map<string, Map<string, number>>): [string, string][] {
  return [...votes].map(([soc, v]) => {
    const top = [...v].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    return [soc, top ? top[0] : ""];
  });
}

function byEmployment(occupations: Map<string, Occupation>, a: string, b: string): number {
  return (occupations.get(b)?.employment ?? 0) - (occupations.get(a)?.employment ?? 0) || a.localeCompare(b);
}

// ------------------------------------------------------------------------ countries

interface CountryRow {
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

function readCountries(raw: string): CountryRow[] {
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

interface YearValue {
  value: number;
  year: number;
}

/** World Bank official exchange rate, LCU per US$, latest year, by ISO3. */
function readExchangeRates(raw: string): Map<string, YearValue> {
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
function readPpp(raw: string): Map<string, Map<number, number>> {
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

function latest(series: Map<number, number> | undefined, maxYear = 2024): YearValue | undefined {
  if (!series) return undefined;
  for (let year = maxYear; year >= 1990; year--) {
    const v = series.get(year);
    if (v !== undefined) return { value: v, year };
  }
  return undefined;
}

function readGdp(raw: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of readTable(join(raw, "gdp-per-capita-ppp/gdp_per_capita_ppp_2023.csv"))) {
    const v = num(r["gdp_per_capita_ppp_2023_intl_dollars_2021_prices"]);
    if (v !== undefined) out.set(r["iso3"] ?? "", v);
  }
  return out;
}

interface Earnings {
  /** Mean monthly earnings in 2021 PPP $ (nominal, year `year`). */
  value: number;
  year: number;
  source: string;
  currency: string | undefined;
}

/** Years of ILOSTAT data averaged (in logs) for a country's direct level, counting back from its latest. */
const DIRECT_WINDOW_YEARS = 3;

/** ILOSTAT names that differ from the CLDR names in country-codes. */
const ILO_NAME_TO_ISO2: Readonly<Record<string, string>> = {};

/** Source preference when one year has several: labour force survey, then household, then establishment surveys. */
function sourceRank(source: string): number {
  if (source.startsWith("LFS")) return 0;
  if (source.startsWith("HIES")) return 1;
  if (source.startsWith("HS")) return 2;
  return 3;
}

function readEarnings(
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

function countryNameIndex(raw: string): Map<string, string> {
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

// ------------------------------------------------------------- model calibration

interface LinearFit {
  a: number;
  b: number;
  n: number;
  r2: number;
}

function fitLine(points: readonly [number, number][]): LinearFit {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p[0], 0) / n;
  const my = points.reduce((s, p) => s + p[1], 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [x, y] of points) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  }
  const b = sxy / sxx;
  return { a: my - b * mx, b, n, r2: (sxy * sxy) / (sxx * syy) };
}

/**
 * Occupational spread by income level. For each country of the ILOSTAT occupation
 * subset, β is the slope (through the origin) of its log pay ratio by ISCO-08 major
 * group against the US ratio of the same group (BLS, aggregated through the SOC→ISCO
 * crosswalk). β is then regressed on log GDP per capita.
 */
function calibrateSpread(
  raw: string,
  occupations: Map<string, Occupation>,
  socToIscoMajor: Map<string, string>,
  gdp: Map<string, number>,
) {
  const usByGroup = new Map<string, { pay: number; emp: number }>();
  let usPay = 0;
  let usEmp = 0;
  for (const occ of occupations.values()) {
    if (occ.flags & 4) continue;
    const g = socToIscoMajor.get(occ.code);
    if (!g || g === "0") continue;
    const cur = usByGroup.get(g) ?? { pay: 0, emp: 0 };
    cur.pay += occ.mean * occ.employment;
    cur.emp += occ.employment;
    usByGroup.set(g, cur);
    usPay += occ.mean * occ.employment;
    usEmp += occ.employment;
  }
  const usRatio = new Map([...usByGroup].map(([g, v]) => [g, v.pay / v.emp / (usPay / usEmp)]));

  // Latest PPP year per country; South Africa's 2018–19 rows are a different series
  // (see the dataset README), so its last comparable year, 2013, is used.
  const yearFor: Record<string, number> = { bol: 2018, bra: 2018, idn: 2017, isr: 2018, zaf: 2013 };
  const rows = readTable(join(raw, "ilostat-earnings-by-occupation/ilostat_ear_4mth_ocu_isco08_subset.csv"));
  const perCountry: { iso3: string; beta: number; year: number; gdp: number }[] = [];
  for (const [iso3, year] of Object.entries(yearFor)) {
    const values = new Map<string, number>();
    for (const r of rows) {
      if (r["ref_area"] !== iso3 || r["classif2"] !== "cur_type_ppp" || Number(r["time"]) !== year) continue;
      values.set((r["classif1"] ?? "").replace("ocu_isco08_", ""), num(r["ear_4mth_sex_ocu_cur_nb"]) ?? NaN);
    }
    const total = values.get("total");
    if (!total) continue;
    let sxy = 0;
    let sxx = 0;
    for (const [g, v] of values) {
      const us = usRatio.get(g);
      if (!us || g === "total" || g === "x" || g === "0") continue;
      const x = Math.log(us);
      sxy += x * Math.log(v / total);
      sxx += x * x;
    }
    const g = gdp.get(iso3.toUpperCase());
    if (g) perCountry.push({ iso3: iso3.toUpperCase(), beta: sxy / sxx, year, gdp: g });
  }
  // β = 1 + k·ln(GDP_US / GDP): the US structure is the source, so β(US) = 1 by construction.
  const usGdp = gdp.get("USA") ?? NaN;
  let sxy = 0;
  let sxx = 0;
  let sse = 0;
  for (const c of perCountry) {
    const x = Math.log(usGdp / c.gdp);
    sxy += x * (c.beta - 1);
    sxx += x * x;
  }
  const k = sxy / sxx;
  for (const c of perCountry) sse += (c.beta - 1 - k * Math.log(usGdp / c.gdp)) ** 2;
  const standardError = Math.sqrt(sse / (perCountry.length - 1) / sxx);
  return { k, standardError, perCountry, usRatio, usGdp };
}

/** β is kept within the range observed in the calibration sample. */
export const SPREAD_BOUNDS = [0.8, 1.6] as const;

/**
 * Experience steepness by income: Lagakos et al. (2018) find life-cycle wage growth in
 * poor countries about half that in rich ones. Interpolated on log GDP per capita
 * between $5,000 (half) and $60,000 (full).
 */
function experienceScale(gdpPerCapita: number): number {
  const t = (Math.log(gdpPerCapita) - Math.log(5000)) / (Math.log(60000) - Math.log(5000));
  return 0.5 + 0.5 * Math.min(1, Math.max(0, t));
}

// ----------------------------------------------------------------------- countries

interface CountryOut {
  code: string;
  iso3: string;
  name: string;
  currency: string;
  perUsd: number;
  fxYear: number;
  fxSource: string;
  ppp: number;
  pppYear: number;
  /** All-occupations median annual wage in local currency, the level the model scales. */
  level: number;
  /** Mean annual earnings of employees in local currency. */
  meanAnnual: number;
  beta: number;
  expScale: number;
  basis: "bls" | "ilostat" | "ilostat+gdp" | "gdp";
  basisYear: number;
  basisSource: string;
}

function buildCountries(
  raw: string,
  occ: ReturnType<typeof readOccupations>,
  occupations: Map<string, Occupation>,
  spreadK: number,
) {
  const countries = readCountries(raw);
  const fx = readExchangeRates(raw);
  const ppp = readPpp(raw);
  const gdp = readGdp(raw);
  const names = countryNameIndex(raw);
  const earnings = readEarnings(raw, names);
  const us = earnings.allYears.get("US");
  const usGdp = gdp.get("USA") ?? NaN;
  const iso3of = new Map(countries.map((c) => [c.code, c.iso3]));

  // Relative real earnings level against the US in the same year. ILOSTAT's "2021 PPP $"
  // applies the 2021 PPP factor to nominal local earnings of every year; rescaling by
  // PPP(2021)/PPP(year) makes a country comparable with the US of that year.
  const relative = new Map<string, { r: number; year: number; source: string }>();
  for (const [iso2, e] of earnings.byIso2) {
    const pppSeries = ppp.get(iso2);
    const p2021 = pppSeries?.get(2021);
    const years = [...(earnings.allYears.get(iso2) ?? new Map<number, number>())]
      .filter(([year]) => year > e.year - DIRECT_WINDOW_YEARS)
      .sort((a, b) => b[0] - a[0])
      .slice(0, DIRECT_WINDOW_YEARS);
    const logs: number[] = [];
    for (const [year, value] of years) {
      const pYear = pppSeries?.get(year) ?? latest(pppSeries, year)?.value;
      const usValue = us?.get(year);
      if (p2021 && pYear && usValue) logs.push(Math.log((value * p2021) / pYear / usValue));
    }
    if (logs.length === 0) continue;
    relative.set(iso2, { r: Math.exp(logs.reduce((a, b) => a + b, 0) / logs.length), year: e.year, source: e.source });
  }
  const gdpPoints: [number, number][] = [];
  for (const [iso2, rel] of [...relative].sort(([a], [b]) => a.localeCompare(b))) {
    const g = gdp.get(iso3of.get(iso2) ?? "");
    if (g && iso2 !== "US" && rel.year >= 2015) gdpPoints.push([Math.log(g / usGdp), Math.log(rel.r)]);
  }
  const gdpFit = fitLine(gdpPoints);

  // Share-weighted relative pay of occupations; used to turn a mean into the median level.
  const occList = [...occupations.values()].filter((o) => !(o.flags & 4));
  const totalEmp = occList.reduce((s, o) => s + o.employment, 0);
  const meanFactor = (beta: number): number =>
    occList.reduce((s, o) => s + (o.employment / totalEmp) * (o.mean / occ.allMedian) ** beta, 0);

  const fxByCurrency = new Map<string, { value: number; year: number; from: string }>();
  for (const c of countries) {
    const rate = fx.get(c.iso3);
    if (rate && !fxByCurrency.has(c.currency)) fxByCurrency.set(c.currency, { ...rate, from: c.iso3 });
  }
  const emu = fx.get("EMU");
  if (emu) fxByCurrency.set("EUR", { ...emu, from: "EMU" });

  const out: CountryOut[] = [];
  const noData: { code: string; name: string; reason: string }[] = [];
  for (const c of countries) {
    const own = fx.get(c.iso3);
    const shared = fxByCurrency.get(c.currency);
    const rate =
      c.currency === "USD"
        ? { value: 1, year: own?.year ?? 2024, from: "USD" }
        : own
          ? { ...own, from: c.iso3 }
          : shared;
    const pppNow = latest(ppp.get(c.code));
    const g = gdp.get(c.iso3);
    const rel = relative.get(c.code);
    const missing: string[] = [];
    if (!rate) missing.push("exchange rate");
    if (!pppNow) missing.push("PPP conversion factor");
    if (!rel && !g) missing.push("earnings or GDP per capita");
    if (!rate || !pppNow || (!rel && !g)) {
      noData.push({ code: c.code, name: c.name, reason: `no ${missing.join(", ")} in the sources` });
      continue;
    }
    const fromGdp = g ? Math.exp(gdpFit.a + gdpFit.b * Math.log(g / usGdp)) : undefined;
    // Direct statistics are averaged in logs with the GDP relation (see docs/salary-model.md):
    // the ILOSTAT series mix surveys and part-time coverage, so alone they mis-rank countries.
    const r = c.code === "US" ? 1 : rel && fromGdp ? Math.sqrt(rel.r * fromGdp) : (rel?.r ?? fromGdp ?? NaN);
    const gdpEquivalent = g ?? usGdp * Math.exp((Math.log(r) - gdpFit.a) / gdpFit.b);
    const beta =
      c.code === "US"
        ? 1
        : Math.min(SPREAD_BOUNDS[1], Math.max(SPREAD_BOUNDS[0], 1 + spreadK * Math.log(usGdp / gdpEquivalent)));
    // Mean annual earnings in local currency of the PPP year: US mean (BLS) × relative level × PPP.
    const meanAnnual = occ.allMean * r * pppNow.value;
    const level = c.code === "US" ? occ.allMedian : meanAnnual / meanFactor(beta);
    out.push({
      code: c.code,
      iso3: c.iso3,
      name: c.name,
      currency: c.currency,
      perUsd: sig(rate.value),
      fxYear: rate.year,
      fxSource: rate.from === c.iso3 || rate.from === "USD" ? "" : rate.from,
      ppp: sig(pppNow.value),
      pppYear: pppNow.year,
      level: sig(level),
      meanAnnual: sig(meanAnnual),
      beta: sig(beta, 4),
      expScale: sig(experienceScale(gdpEquivalent), 4),
      basis: c.code === "US" ? "bls" : rel && fromGdp ? "ilostat+gdp" : rel ? "ilostat" : "gdp",
      basisYear: c.code === "US" ? 2024 : rel ? rel.year : 2023,
      basisSource: c.code === "US" ? "" : rel ? rel.source : "",
    });
  }
  return { out, noData, gdpFit, unmatchedIlo: earnings.unmatched };
}

// --------------------------------------------------------------------------- titles

interface TitleEntry {
  lang: string;
  text: string;
  soc: string;
  /** Mapping quality in percent: 100 direct, lower through looser crosswalk routes; 101 = the occupation's own title. */
  quality: number;
}

// broadMatch: the O*NET occupation is broader than the ESCO one, so its wages cover it —
// as usable as a close match. narrowMatch (O*NET narrower) is a little weaker.
const MATCH_QUALITY: Readonly<Record<string, number>> = {
  exactMatch: 100,
  closeMatch: 95,
  broadMatch: 95,
  narrowMatch: 90,
};
const ISCO_ROUTE_QUALITY = 75;
/** BLS and O*NET occupation titles: they name the occupation itself, so they win ties. */
const PRIMARY_QUALITY = 101;
/** Digits of interned display-word ids (base64url order); decoded by src/lib/salary/titles.ts. */
const WORD_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/** One letter per mapping quality in the generated module; decoded by src/lib/salary/titles.ts. */
const QUALITY_LETTER: Readonly<Record<number, string>> = { 100: "a", 95: "b", 90: "c", 85: "d", 75: "e", 101: "f" };

/** "Softwareentwickler/Softwareentwicklerin" → both forms; "Lehrer/in" stays whole. */
function splitGendered(label: string): string[] {
  const parts = label.split("/").map((p) => p.trim());
  if (parts.length === 2 && parts.every((p) => p.length >= 4)) {
    const [a, b] = parts as [string, string];
    const aw = a.split(/\s+/).length;
    const bw = b.split(/\s+/).length;
    if (aw === bw) return [a, b];
  }
  return [label];
}

function englishTitles(raw: string, cw: Crosswalks, occupations: Map<string, Occupation>): TitleEntry[] {
  const out: TitleEntry[] = [];
  const add = (onet: string, text: string | undefined) => {
    const soc = cw.onetToSoc(onet);
    if (soc && text) out.push({ lang: "en", text: text.trim(), soc, quality: 100 });
  };
  for (const r of readTsv(join(raw, "onet-29.2/Occupation Data.txt"))) {
    const soc = cw.onetToSoc(r["O*NET-SOC Code"] ?? "");
    if (soc && r["Title"]) out.push({ lang: "en", text: r["Title"].trim(), soc, quality: PRIMARY_QUALITY });
  }
  for (const r of readTsv(join(raw, "onet-29.2/Alternate Titles.txt"))) {
    add(r["O*NET-SOC Code"] ?? "", r["Alternate Title"]);
    add(r["O*NET-SOC Code"] ?? "", r["Short Title"]);
  }
  for (const r of readTsv(join(raw, "onet-29.2/Sample of Reported Titles.txt")))
    add(r["O*NET-SOC Code"] ?? "", r["Reported Job Title"]);
  for (const o of occupations.values()) out.push({ lang: "en", text: o.title, soc: o.code, quality: PRIMARY_QUALITY });
  return out;
}

interface EscoMapping {
  soc: string;
  quality: number;
}

function escoMappings(raw: string, cw: Crosswalks, occupations: Map<string, Occupation>): Map<string, EscoMapping> {
  const best = new Map<string, EscoMapping>();
  for (const r of readTable(join(raw, "soc-isco-crosswalk/esco_onet_crosswalk_v1_2022.csv"))) {
    const uri = (r["ESCO or ISCO URI"] ?? "").replace("http://data.europa.eu/esco/occupation/", "occ:");
    const quality = MATCH_QUALITY[r["Type of Match"] ?? ""];
    const soc = cw.onetToSoc(r["O*NET Id"] ?? "");
    if (!uri.startsWith("occ:") || quality === undefined || !soc) continue;
    const prev = best.get(uri);
    if (!prev || quality > prev.quality || (quality === prev.quality && byEmployment(occupations, soc, prev.soc) < 0)) {
      best.set(uri, { soc, quality });
    }
  }
  // ESCO occupations without a crosswalk row go through their ISCO-08 unit group.
  for (const r of readTable(join(raw, "esco-multilingual/esco_occupations_isco_v1.2.0.csv"))) {
    const uri = r["conceptUri"] ?? "";
    if (best.has(uri)) continue;
    const soc = cw.iscoToSoc.get(r["iscoGroup"] ?? "");
    if (soc) best.set(uri, { soc, quality: ISCO_ROUTE_QUALITY });
  }
  for (const [isco, soc] of cw.iscoToSoc) best.set(`isco:${isco}`, { soc, quality: ISCO_ROUTE_QUALITY });
  return best;
}

/** Token-set Dice similarity with trailing plural "s" ignored ("Software Developers" ~ "software developer"). */
function titleSimilarity(a: string, b: string): number {
  const bag = (t: string) => new Set(titleTokens(t).map((w) => w.replace(/s$/, "")));
  const x = bag(a);
  const y = bag(b);
  let common = 0;
  for (const w of x) if (y.has(w)) common++;
  return (2 * common) / Math.max(1, x.size + y.size);
}

interface PreferredLabel {
  text: string;
  rank: number;
}

/**
 * ESCO labels as titles, plus the label shown as an occupation's localised title: the
 * preferred label of the ESCO concept closest to the BLS occupation (an exact crosswalk
 * match first, then the English label most similar to the BLS title).
 */
function escoTitles(raw: string, mappings: Map<string, EscoMapping>, occupations: Map<string, Occupation>) {
  const englishLabel = new Map<string, string>();
  for (const r of readTable(join(raw, "esco-multilingual/esco_occupations_isco_v1.2.0.csv"))) {
    englishLabel.set(r["conceptUri"] ?? "", r["preferredLabel"] ?? "");
  }
  const titles: TitleEntry[] = [];
  const preferred = new Map<string, Map<string, PreferredLabel>>();
  for (const r of readTsv(join(raw, "esco-multilingual/esco_occupation_labels.tsv"))) {
    const uri = r["concept_uri"] ?? "";
    const lang = r["lang"] ?? "";
    const m = mappings.get(uri);
    // ISCO group labels above the unit level (1–3 digits) are too broad to price.
    if (!m || !ESCO_LANGS.includes(lang) || (uri.startsWith("isco:") && uri.length !== 9)) continue;
    const forms = splitGendered(r["label"] ?? "");
    for (const text of forms) titles.push({ lang, text, soc: m.soc, quality: m.quality });
    if (r["label_index"] === "0" && uri.startsWith("occ:") && m.quality >= 95) {
      const similarity = titleSimilarity(englishLabel.get(uri) ?? "", occupations.get(m.soc)?.title ?? "");
      const rank = (m.quality === 100 ? 2 : 0) + similarity;
      const byLang = preferred.get(m.soc) ?? new Map<string, PreferredLabel>();
      const prev = byLang.get(lang);
      const text = forms[0] ?? "";
      if (!prev || rank > prev.rank || (rank === prev.rank && text < prev.text)) byLang.set(lang, { text, rank });
      preferred.set(m.soc, byLang);
    }
  }
  return { titles, preferred };
}

function curatedTitles(
  occupations: Map<string, Occupation>,
  cw: Crosswalks,
): { titles: TitleEntry[]; main: Map<string, Map<string, string>>; langs: string[]; problems: string[] } {
  const titles: TitleEntry[] = [];
  const main = new Map<string, Map<string, string>>();
  const langs: string[] = [];
  const problems: string[] = [];
  if (!existsSync(CURATED_DIR)) return { titles, main, langs, problems };
  for (const file of readdirSync(CURATED_DIR).sort()) {
    const lang = file.replace(/\.json$/, "");
    if (!CURATED_LANGS.includes(lang)) continue;
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(readFileSync(join(CURATED_DIR, file), "utf8")) as Record<string, unknown>;
    } catch (error) {
      problems.push(`${file}: not valid JSON (${String(error)})`);
      continue;
    }
    langs.push(lang);
    for (const [socRaw, list] of Object.entries(data).sort(([a], [b]) => a.localeCompare(b))) {
      const soc = occupations.has(socRaw) ? socRaw : cw.onetToSoc(socRaw);
      if (!soc || !Array.isArray(list)) {
        problems.push(`${file}: ${socRaw} is not an occupation with BLS wages`);
        continue;
      }
      const texts = list.filter((t): t is string => typeof t === "string" && t.trim() !== "");
      texts.forEach((text, i) => {
        titles.push({ lang, text: text.trim(), soc, quality: 100 });
        if (i === 0) {
          const byLang = main.get(soc) ?? new Map<string, string>();
          if (!byLang.has(lang)) byLang.set(lang, text.trim());
          main.set(soc, byLang);
        }
      });
    }
  }
  return { titles, main, langs, problems };
}

// ----------------------------------------------------------------------------- output

function encodeTitles(entries: TitleEntry[], occIndex: Map<string, number>) {
  // One entry per (language, normalised title, occupation); the best-quality spelling wins.
  const unique = new Map<string, TitleEntry & { tokens: string[] }>();
  for (const e of entries) {
    const tokens = titleTokens(e.text);
    if (tokens.length === 0 || e.text.length > 120) continue;
    const key = `${e.lang}\u0000${[...tokens].sort().join(" ")}\u0000${e.soc}`;
    const prev = unique.get(key);
    if (!prev || e.quality > prev.quality || (e.quality === prev.quality && e.text < prev.text))
      unique.set(key, { ...e, tokens });
  }
  const rows = [...unique.values()].sort((a, b) =>
    a.lang < b.lang
      ? -1
      : a.lang > b.lang
        ? 1
        : a.text < b.text
          ? -1
          : a.text > b.text
            ? 1
            : a.soc.localeCompare(b.soc),
  );
  const vocab = [...new Set(rows.flatMap((r) => r.tokens))].sort();
  const vocabIndex = new Map(vocab.map((t, i) => [t, i]));
  // Display texts are interned: each space-separated word once in `words` (sorted, "\n"
  // between words), each title as 3-digit base-64 word ids (see WORD_DIGITS), " " between titles.
  const displays = rows.map((r) => r.text.replace(/\s+/g, " ").split(" "));
  const words = [...new Set(displays.flat())].sort();
  if (words.length > 64 ** 3) throw new Error(`${words.length} display words do not fit 3 base-64 digits`);
  const wordIndex = new Map(words.map((w, i) => [w, i]));
  const wordId = (w: string): string => {
    const i = wordIndex.get(w) ?? 0;
    return `${WORD_DIGITS[i >> 12]}${WORD_DIGITS[(i >> 6) & 63]}${WORD_DIGITS[i & 63]}`;
  };
  // Per language: titles as above; occupation index as 2 base-36 digits and mapping
  // quality as one letter per title. Titles are numbered globally in this order
  // (languages sorted, then texts), which the postings refer to.
  const langs: Record<string, { text: string; occ: string; quality: string; count: number }> = {};
  const postingLists: number[][] = vocab.map(() => []);
  rows.forEach((r, id) => {
    const block = (langs[r.lang] ??= { text: "", occ: "", quality: "", count: 0 });
    block.text += (block.count > 0 ? " " : "") + (displays[id] ?? []).map(wordId).join("");
    block.occ += (occIndex.get(r.soc) ?? 0).toString(36).padStart(2, "0");
    block.quality += QUALITY_LETTER[r.quality] ?? "e";
    block.count++;
    for (const t of new Set(r.tokens)) postingLists[vocabIndex.get(t) ?? 0]?.push(id);
  });
  // Postings: for each vocabulary token, the ids of titles containing it, as base-36
  // gaps ("," between ids, ";" between tokens).
  const postings = postingLists
    .map((ids) => ids.map((id, i) => (i === 0 ? id : id - (ids[i - 1] ?? 0)).toString(36)).join(","))
    .join(";");
  return { vocab: vocab.join("\n"), postings, words: words.join("\n"), langs, count: rows.length, rows };
}

export function buildSalaryData(raw: string): { json: string; report: string[] } {
  const occ = readOccupations(raw);
  const occupations = new Map(occ.detailed);
  const cw = buildCrosswalks(raw, occupations, occ.broad);
  const gdp = readGdp(raw);
  const spread = calibrateSpread(raw, occupations, cw.socToIscoMajor, gdp);
  const countries = buildCountries(raw, occ, occupations, spread.k);

  const english = englishTitles(raw, cw, occupations);
  const mappings = escoMappings(raw, cw, occupations);
  const esco = escoTitles(raw, mappings, occupations);
  const curated = curatedTitles(occupations, cw);

  const occList = [...occupations.values()].sort((a, b) => a.code.localeCompare(b.code));
  const occIndex = new Map(occList.map((o, i) => [o.code, i]));
  const titles = encodeTitles([...english, ...esco.titles, ...curated.titles], occIndex);
  const escoPerLanguage = ESCO_LANGS.map((l) => `${l} ${esco.titles.filter((t) => t.lang === l).length}`).join(", ");

  const localized: Record<string, string[]> = {};
  for (const lang of [...ESCO_LANGS, ...curated.langs].sort()) {
    if (lang === "en") continue;
    localized[lang] = occList.map(
      (o) => curated.main.get(o.code)?.get(lang) ?? esco.preferred.get(o.code)?.get(lang)?.text ?? "",
    );
  }

  const data = {
    schema: 2,
    model: {
      usAllOccupations: { median: occ.allMedian, mean: occ.allMean, employment: occ.allEmployment, year: 2024 },
      earningsFromGdp: {
        a: sig(countries.gdpFit.a),
        b: sig(countries.gdpFit.b),
        n: countries.gdpFit.n,
        r2: sig(countries.gdpFit.r2, 3),
      },
      spreadFromGdp: {
        k: sig(spread.k, 4),
        standardError: sig(spread.standardError, 4),
        n: spread.perCountry.length,
        bounds: SPREAD_BOUNDS,
      },
      spreadSample: spread.perCountry.map((c) => ({
        iso3: c.iso3,
        year: c.year,
        beta: sig(c.beta, 4),
        gdpPerCapita: sig(c.gdp),
      })),
    },
    countries: countries.out.map((c) => [
      c.code,
      c.iso3,
      c.name,
      c.currency,
      c.perUsd,
      c.fxYear,
      c.fxSource,
      c.ppp,
      c.pppYear,
      c.level,
      c.meanAnnual,
      c.beta,
      c.expScale,
      c.basis,
      c.basisYear,
      c.basisSource,
    ]),
    noData: countries.noData.map((c) => [c.code, c.name, c.reason]),
    occupations: {
      code: occList.map((o) => o.code),
      title: occList.map((o) => o.title),
      employment: occList.map((o) => o.employment),
      group: occList.map((o) => experienceGroup(o.code)),
      flags: occList.map((o) => o.flags),
      p10: occList.map((o) => sig(o.p10)),
      p25: occList.map((o) => sig(o.p25)),
      median: occList.map((o) => sig(o.median)),
      mean: occList.map((o) => sig(o.mean)),
      p75: occList.map((o) => sig(o.p75)),
      p90: occList.map((o) => sig(o.p90)),
    },
    localized,
    titles: { vocab: titles.vocab, postings: titles.postings, words: titles.words, langs: titles.langs },
  };
  const englishCount = new Set(titles.rows.filter((r) => r.lang === "en").map((r) => [...r.tokens].sort().join(" ")))
    .size;
  const report = [
    `occupations: ${occList.length} (${occList.filter((o) => o.flags & 4).length} broad groups standing in for missing detailed codes)`,
    `countries: ${countries.out.length} with figures (${["bls", "ilostat", "ilostat+gdp", "gdp"].map((b) => `${b} ${countries.out.filter((c) => c.basis === b).length}`).join(", ")}), ${countries.noData.length} without data`,
    `earnings ~ GDP: ln r = ${countries.gdpFit.a.toFixed(3)} + ${countries.gdpFit.b.toFixed(3)} ln(gdp/gdpUS), n=${countries.gdpFit.n}, R²=${countries.gdpFit.r2.toFixed(3)}`,
    `spread: β = 1 + k·ln(gdpUS/gdp), k=${spread.k.toFixed(4)} ± ${spread.standardError.toFixed(4)} (s.e.), n=${spread.perCountry.length}; sample ${spread.perCountry.map((c) => `${c.iso3}=${c.beta.toFixed(2)}`).join(" ")}`,
    `titles: ${titles.count} entries, ${englishCount} distinct English titles; languages ${Object.keys(titles.langs).join(" ")}`,
    `ESCO labels mapped to an occupation, by language: ${escoPerLanguage}`,
    `curated languages present: ${curated.langs.join(" ") || "none"}`,
    ...curated.problems.map((p) => `curated warning: ${p}`),
    ...(countries.unmatchedIlo.length
      ? [`ILOSTAT names not matched to ISO codes: ${countries.unmatchedIlo.join("; ")}`]
      : []),
  ];
  return { json: `${JSON.stringify(data)}\n`, report };
}

function main(): void {
  const raw = resolve(process.env["SALARY_RAW_DATA"] ?? DEFAULT_RAW_DIR);
  if (!existsSync(join(raw, "bls-oews"))) {
    console.error(`Raw datasets not found in ${raw}; set SALARY_RAW_DATA.`);
    process.exit(2);
  }
  const { json, report } = buildSalaryData(raw);
  for (const line of report) console.log(line);
  if (process.argv.includes("--check")) {
    const same = existsSync(OUTPUT) && readFileSync(OUTPUT, "utf8") === json;
    console.log(same ? "salary-data.json is up to date" : "salary-data.json differs from a fresh build");
    process.exit(same ? 0 : 1);
  }
  const outAt = process.argv.indexOf("--out");
  const output = outAt > 0 ? resolve(process.argv[outAt + 1] ?? OUTPUT) : OUTPUT;
  writeFileSync(output, json);
  console.log(`wrote ${output} (${(Buffer.byteLength(json) / 1e6).toFixed(2)} MB)`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
