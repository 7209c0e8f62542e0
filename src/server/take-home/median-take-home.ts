import { takeHomeSummary, type TakeHomeSummary } from "../../lib/take-home/take-home-summary.ts";
import type { SalaryEstimate } from "../../lib/salary/types.ts";
import { countryTaxRules } from "./country-tax-rules.ts";

/**
 * What the estimate's median leaves after tax in its reference year, under the regional rules
 * asked for (the country's default region when none is); null where the data hold no rules for
 * the country and year, hold them in another currency than the estimate's, or hold no rules for
 * the region asked for.
 */
export function medianTakeHome(
  estimate: Pick<SalaryEstimate, "country" | "currency" | "annual" | "basis">,
  region?: string,
): TakeHomeSummary | null {
  const rules = countryTaxRules(estimate.country.code);
  if (!rules || rules.currency !== estimate.currency) return null;
  const result = takeHomeSummary(rules, { gross: estimate.annual.median, year: estimate.basis.referenceYear, region });
  return result.ok ? result.value : null;
}
