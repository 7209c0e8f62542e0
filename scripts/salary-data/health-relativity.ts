/**
 * How far the US pays health practitioners above other occupations beyond what other
 * countries do. Two national tables of pay by detailed occupation give the evidence: Sweden's
 * wage structure statistics (SCB, SSYK 2012, 2025 means, full-time equivalent) and Chile's CASEN
 * 2022+2024 labour income (CIUO-08.CL, sexes pooled by sample). Each unit's pay relative to its
 * country's mean is compared with the model's relativity for its SOC occupation; the shift
 * shipped is the mean of the two countries' mean residuals, so each country counts once.
 */
import { logDomesticMean, type CountryPay, type PayParameters } from "../../src/lib/salary/pay-model.ts";
import type { SocPay } from "./calibrate.ts";
import { keyedBySoc, readChileUnits, readSwedenUnits, type KeyedUnit, type NationalUnit } from "./national-tables.ts";
import { isHealthPractitioner } from "./read-occupations.ts";

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

/** Sweden and Chile through the health units above; the UK through its keyed ASHE units. */
export type HealthCountry = keyof typeof HEALTH_UNITS | "GB";

export interface HealthCell {
  readonly soc: string;
  /** ln(unit's pay ÷ the country's mean pay). */
  readonly relative: number;
}

function cells(table: { units: Map<string, NationalUnit>; all: number | undefined }, key: Record<string, string>) {
  const all = table.all;
  if (!all) return [];
  return [...table.units].flatMap(([code, unit]) => {
    const soc = key[code];
    return soc ? [{ soc, relative: Math.log(unit.pay / all) }] : [];
  });
}

export function readHealthCells(raw: string, britain: readonly KeyedUnit[]): Record<HealthCountry, HealthCell[]> {
  return {
    SE: cells(readSwedenUnits(raw), HEALTH_UNITS.SE),
    CL: cells(readChileUnits(raw), HEALTH_UNITS.CL),
    GB: [...keyedBySoc(britain.filter((u) => isHealthPractitioner(u.soc)))].map(([soc, k]) => ({
      soc,
      relative: k.relative,
    })),
  };
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
