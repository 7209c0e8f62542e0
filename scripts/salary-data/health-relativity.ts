/**
 * How far the US pays health practitioners above other occupations beyond what other
 * countries do. Three national tables of pay by detailed occupation give the evidence: Sweden's
 * wage structure statistics (SCB, SSYK 2012, 2025 means, full-time equivalent), Chile's CASEN
 * 2022+2024 labour income (CIUO-08.CL, sexes pooled by sample) and the UK's ASHE. Each unit's
 * pay relative to its country's mean is compared with the model's relativity for its SOC
 * occupation; the shift shipped is the mean of the countries' mean residuals, so each counts once.
 */
import { logDomesticMean, type CountryPay, type PayParameters } from "../../src/lib/salary/pay-model.ts";
import type { SocPay } from "./calibrate.ts";
import { keyedBySoc, type KeyedUnit } from "./national-tables.ts";
import { isHealthPractitioner } from "./read-occupations.ts";

/** The three countries whose national tables are keyed to BLS occupations by hand (national-tables.ts). */
export type HealthCountry = "SE" | "CL" | "GB";

export interface HealthCell {
  readonly soc: string;
  /** ln(unit's pay ÷ the country's mean pay). */
  readonly relative: number;
}

/** Each country's health practitioners (SOC 29-1) among its keyed units, several units of one occupation jobs-weighted. */
export function readHealthCells(
  keyed: Readonly<Record<HealthCountry, readonly KeyedUnit[]>>,
): Record<HealthCountry, HealthCell[]> {
  const cells = (units: readonly KeyedUnit[]) =>
    [...keyedBySoc(units.filter((u) => isHealthPractitioner(u.soc)))].map(([soc, k]) => ({
      soc,
      relative: k.relative,
    }));
  return { SE: cells(keyed.SE), CL: cells(keyed.CL), GB: cells(keyed.GB) };
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
