/**
 * How far the US pays health practitioners above other occupations beyond what other
 * countries do. Two national tables of pay by detailed occupation give the evidence: Sweden's
 * wage structure statistics (SCB, SSYK 2012, 2025 means, full-time equivalent) and Chile's CASEN
 * 2022+2024 labour income (CIUO-08.CL, sexes pooled by sample). Each unit's pay relative to its
 * country's mean is compared with the model's relativity for its SOC occupation; the shift
 * shipped is the mean of the two countries' mean residuals, so each country counts once.
 */
import { join } from "node:path";
import { logDomesticMean, type CountryPay, type PayParameters } from "../../src/lib/salary/pay-model.ts";
import type { SocPay } from "./calibrate.ts";
import { num, readTable } from "./tables.ts";

/**
 * Health units of each national classification and the SOC occupation each is, read from
 * their official labels (the national codes differ from ISCO-08's at four digits: SSYK 2260
 * and CIUO-08.CL 2241 are dentists, ISCO 2261). Units of doctors in training (Swedish ST- and
 * AT-läkare) and groups of several professions are left out.
 */
export const HEALTH_UNITS = {
  SE: {
    "2211": "29-1229", // Specialistläkare
    "2221": "29-1141", // Grundutbildade sjuksköterskor
    "2222": "29-1161", // Barnmorskor
    "2250": "29-1131", // Veterinärer
    "2260": "29-1021", // Tandläkare
    "2272": "29-1123", // Sjukgymnaster
    "2273": "29-1122", // Arbetsterapeuter
    "2282": "29-1031", // Dietister
    "2283": "29-1127", // Audionomer och logopeder
    "2284": "29-1041", // Optiker
  },
  CL: {
    "2211": "29-1215", // Médicos generales
    "2212": "29-1229", // Médicos especialistas
    "2221": "29-1141", // Enfermeros profesionales
    "2230": "29-1131", // Veterinarios
    "2241": "29-1021", // Dentistas
    "2242": "29-1051", // Químicos farmacéuticos
    "2244": "29-1123", // Kinesiólogos
    "2245": "29-1031", // Dietistas y nutricionistas
    "2246": "29-1127", // Fonoaudiólogos
    "2248": "29-1122", // Terapeutas ocupacionales
  },
} as const satisfies Record<string, Record<string, string>>;

export type HealthCountry = keyof typeof HEALTH_UNITS;

export interface HealthCell {
  readonly soc: string;
  /** ln(unit's pay ÷ the country's mean pay). */
  readonly relative: number;
}

const SWEDEN_YEAR = "2025";

/** Sweden: 2025 mean monthly pay by unit, relative to all occupations' mean. */
function swedenCells(raw: string): HealthCell[] {
  const rows = readTable(join(raw, "scb-sweden-pay-by-occupation/se_scb_ssyk2012_monthly_pay.csv")).filter(
    (r) => r["year"] === SWEDEN_YEAR && r["statistic"] === "mean",
  );
  const all = num(rows.find((r) => r["code"] === "0000")?.["value"]);
  if (!all) return [];
  return rows.flatMap((r) => {
    const soc = (HEALTH_UNITS.SE as Record<string, string>)[r["code"] ?? ""];
    const v = num(r["value"]);
    return soc && v ? [{ soc, relative: Math.log(v / all) }] : [];
  });
}

/** Chile: each unit's mean (sexes pooled by sample), relative to the sample-weighted mean of every unit. */
function chileCells(raw: string): HealthCell[] {
  const units = new Map<string, { sum: number; n: number }>();
  for (const r of readTable(join(raw, "casen-chile-income-by-occupation/cl_casen_2022_2024_income_by_ciuo08_4d.csv"))) {
    const v = num(r["value"]);
    const n = num(r["n_sample"]);
    if (r["statistic"] !== "mean" || !v || !n) continue;
    const u = units.get(r["code"] ?? "") ?? { sum: 0, n: 0 };
    units.set(r["code"] ?? "", { sum: u.sum + v * n, n: u.n + n });
  }
  let sum = 0;
  let n = 0;
  for (const u of units.values()) {
    sum += u.sum;
    n += u.n;
  }
  if (n === 0) return [];
  const all = sum / n;
  return [...units].flatMap(([code, u]) => {
    const soc = (HEALTH_UNITS.CL as Record<string, string>)[code];
    return soc ? [{ soc, relative: Math.log(u.sum / u.n / all) }] : [];
  });
}

export function readHealthCells(raw: string): Record<HealthCountry, HealthCell[]> {
  return { SE: swedenCells(raw), CL: chileCells(raw) };
}

/**
 * Mean of (national relativity − the model's) over a country's health units, with the model
 * run without the shift: how much lower (negative) the country pays them than the model would.
 */
export function healthResidual(
  cells: readonly HealthCell[],
  country: CountryPay,
  params: PayParameters,
  socPay: ReadonlyMap<string, SocPay>,
): { mean: number; n: number } {
  const unshifted = { ...params, healthAbroad: 0 };
  const residuals = cells.flatMap((c) => {
    const occ = socPay.get(c.soc);
    if (!occ) return [];
    const model = logDomesticMean(country, unshifted, occ) - Math.log(country.meanAnnual);
    return [c.relative - model];
  });
  const mean = residuals.reduce((a, b) => a + b, 0) / Math.max(1, residuals.length);
  return { mean, n: residuals.length };
}
