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
  readIranMarketRate,
  readPakistanLfs,
  readOecdWages,
  readPpp,
  type CountryRow,
  type YearValue,
} from "./country-inputs.ts";
import { PRICE_LEVEL_RANGE } from "../../src/lib/salary/sanity.ts";
import type { CountryRecord } from "../../src/lib/salary/types.ts";
import {
  GROUPS,
  usHourlyAnchor,
  type CountrySeries,
  type FittedModel,
  type ModelData,
  type NationalSurvey,
} from "./country-model.ts";

/** Reference year of every shipped figure (BLS OEWS May 2024). */
export const REFERENCE_YEAR = 2024;

/**
 * Economies whose official exchange rate is not the one wages are converted at, with the
 * market rate used instead. Iran: the official rate stayed at 42,000 rials per dollar
 * while the free-market rate (TGJU) averaged about 620,000 in 2024.
 */
const MARKET_RATES: Readonly<Record<string, (raw: string) => YearValue | undefined>> = {
  IRN: (raw) => readIranMarketRate(raw, REFERENCE_YEAR),
};

export interface CountryInputsRead {
  readonly rows: readonly CountryRow[];
  readonly data: ModelData;
  readonly fx: ReadonlyMap<string, YearValue & { from: string; kind: "official" | "market" }>;
  readonly pppLatest: ReadonlyMap<string, YearValue>;
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

  const series: CountrySeries[] = rows.map((c) => ({
    iso2: c.code,
    iso3: c.iso3,
    gdp: gdp.get(c.iso3),
    ppp: ppp.get(c.code) ?? new Map(),
    hourly: hourly.get(c.iso3) ?? new Map(),
    monthly: earnings.allYears.get(c.code) ?? new Map(),
    oecd: oecd.get(c.iso3) ?? new Map(),
    national: national[c.iso3],
  }));
  const usIlo = new Map(
    [...(hourly.get("USA") ?? new Map<number, Map<string, number>>())].map(([y, g]) => [y, g.get("T") ?? NaN]),
  );

  // Exchange rates: the country's own official rate, else that of another economy with the
  // same currency (the euro area's for euro users), US$ 1 for dollar users, and the market
  // rate where listed above.
  const byCurrency = new Map<string, YearValue & { from: string }>();
  for (const c of rows) {
    const r = official.get(c.iso3);
    if (r && !byCurrency.has(c.currency)) byCurrency.set(c.currency, { ...r, from: c.iso3 });
  }
  const emu = official.get("EMU");
  if (emu) byCurrency.set("EUR", { ...emu, from: "EMU" });
  const fx = new Map<string, YearValue & { from: string; kind: "official" | "market" }>();
  for (const c of rows) {
    const market = MARKET_RATES[c.iso3]?.(raw);
    const own = official.get(c.iso3);
    const rate = market
      ? { ...market, from: c.iso3, kind: "market" as const }
      : c.currency === "USD"
        ? { value: 1, year: own?.year ?? REFERENCE_YEAR, from: "USD", kind: "official" as const }
        : own
          ? { ...own, from: c.iso3, kind: "official" as const }
          : byCurrency.has(c.currency)
            ? { ...(byCurrency.get(c.currency) as YearValue & { from: string }), kind: "official" as const }
            : undefined;
    if (rate) fx.set(c.code, rate);
  }
  const pppLatest = new Map<string, YearValue>();
  for (const c of rows) {
    const p = latest(ppp.get(c.code), REFERENCE_YEAR);
    if (p) pppLatest.set(c.code, p);
  }
  return {
    rows,
    data: { countries: series, usHourly: usHourlyAnchor(usIlo, usMeanHourly2024), usGroupRatio },
    fx,
    pppLatest,
    unmatchedIlo: earnings.unmatched,
  };
}

/** Pakistan's Labour Force Survey 2024-25 (table 5.4): mean monthly wages of paid employees, total and by major group. */
function pakistanSurvey(raw: string): NationalSurvey {
  const rows = readPakistanLfs(raw, "2024-25");
  return { year: 2025, source: "PBS LFS 2024-25", groups: new Map(rows.map((r) => [r.isco, r.monthly])) };
}

/** Experience steepness by income (Lagakos et al. 2018: about half as steep in poor countries as in rich ones). */
export function experienceScale(gdpPerCapita: number): number {
  const t = (Math.log(gdpPerCapita) - Math.log(5000)) / (Math.log(60000) - Math.log(5000));
  return 0.5 + 0.5 * Math.min(1, Math.max(0, t));
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
  ppp: number;
  pppYear: number;
  /** Mean annual earnings of full-time employees, local currency, REFERENCE_YEAR. */
  meanAnnual: number;
  groupRatio: number[];
  expScale: number;
  basis: CountryRecord["basis"];
  basisYear: number;
  structure: CountryRecord["structure"];
  structureYear: number;
  gdpPerCapita: number;
}

export function countryFigures(
  inputs: CountryInputsRead,
  fitted: FittedModel,
  usMeanAnnual: number,
): { out: CountryOut[]; noData: { code: string; name: string; reason: string }[] } {
  const out: CountryOut[] = [];
  const noData: { code: string; name: string; reason: string }[] = [];
  for (const c of inputs.rows) {
    const fit = fitted.byIso3.get(c.iso3);
    const rate = inputs.fx.get(c.code);
    const ppp = inputs.pppLatest.get(c.code);
    const missing: string[] = [];
    if (!rate) missing.push("exchange rate");
    if (!ppp) missing.push("PPP conversion factor");
    if (!fit?.level || !fit.gdpEquivalent) missing.push("earnings or GDP per capita");
    if (!rate || !ppp || !fit?.level || !fit.gdpEquivalent) {
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
    const level = fit.level;
    out.push({
      code: c.code,
      iso3: c.iso3,
      name: c.name,
      currency: c.currency,
      perUsd: rate.value,
      fxYear: rate.year,
      fxSource: rate.from === c.iso3 || rate.from === "USD" ? "" : rate.from,
      fxKind: rate.kind,
      ppp: ppp.value,
      pppYear: ppp.year,
      meanAnnual: c.code === "US" ? usMeanAnnual : level.rel * level.carry * usMeanAnnual * ppp.value,
      groupRatio: [...fit.structure.ratios],
      expScale: experienceScale(fit.gdpEquivalent),
      basis: level.basis,
      basisYear: level.year,
      structure: fit.structure.kind,
      structureYear: fit.structure.year ?? 0,
      gdpPerCapita: fit.gdpEquivalent,
    });
  }
  return { out, noData };
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
