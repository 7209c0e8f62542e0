import type { ContributionRule, CountryTaxRules, IncomeTaxRule, TaxBand, TaxYearRules } from "./tax-rules-schema.ts";

/** One line of the answer: what a single tax or contribution takes from the year's gross pay. */
export interface TakeHomeItem {
  readonly name: string;
  readonly kind: "incomeTax" | "contribution";
  readonly amount: number;
}

export interface TakeHome {
  readonly country: string;
  readonly currency: string;
  readonly year: number;
  readonly region: string | null;
  readonly gross: number;
  readonly incomeTax: number;
  readonly contributions: number;
  readonly net: number;
  readonly netMonthly: number;
  readonly items: readonly TakeHomeItem[];
  readonly noIncomeTax: boolean;
}

export type TakeHomeFailure = "YEAR_NOT_COVERED" | "REGION_UNKNOWN";

/** Tax on `income` under a marginal band schedule. */
export function bandTax(income: number, bands: readonly TaxBand[]): number {
  let tax = 0;
  let lower = 0;
  for (const band of bands) {
    const upper = band.upTo ?? Infinity;
    if (income <= lower) break;
    const width = Math.min(income, upper) - lower;
    tax += band.rate * width;
    if (band.rateAtTop !== undefined && Number.isFinite(upper)) {
      // A marginal rate rising linearly across the band: the area of the triangle above `rate`.
      tax += ((band.rateAtTop - band.rate) * width * width) / (2 * (upper - lower));
    }
    lower = upper;
  }
  return tax;
}

/** y at x on the polyline through `points`, flat beyond its ends. */
export function piecewise(points: readonly (readonly [number, number])[], x: number): number {
  const first = points[0]!;
  if (x <= first[0]) return first[1];
  for (let i = 1; i < points.length; i += 1) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    if (x <= x1) return x1 === x0 ? y1 : y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return points[points.length - 1]![1];
}

function contribution(rule: ContributionRule, gross: number): number {
  if (rule.exemptBelow !== undefined && gross < rule.exemptBelow) return 0;
  return bandTax(gross * rule.baseShare, rule.bands);
}

function deductionsFrom(rule: IncomeTaxRule, gross: number): number {
  return rule.deductions.reduce((sum, deduction) => {
    if (deduction.ofGross) return sum + piecewise(deduction.ofGross, gross);
    if (deduction.share !== undefined) {
      const share = deduction.share * gross;
      return sum + Math.min(deduction.max ?? Infinity, Math.max(deduction.min ?? 0, share));
    }
    return sum + (deduction.amount ?? 0);
  }, 0);
}

function incomeTax(rule: IncomeTaxRule, gross: number, contributions: number): number {
  const taxable = Math.max(0, gross - rule.contributionsDeductible * contributions - deductionsFrom(rule, gross));
  const scheduled = bandTax(taxable, rule.bands);
  const measures = { gross, taxable, tax: scheduled };
  const credits = rule.credits.reduce((sum, credit) => sum + piecewise(credit.points, measures[credit.of]), 0);
  const tax = Math.max(0, scheduled - credits);
  const surtaxes = rule.surtaxes.reduce((sum, surtax) => {
    if (surtax.threshold !== undefined && tax <= surtax.threshold) return sum;
    const full = surtax.rate * tax;
    const phased =
      surtax.phaseInRate !== undefined && surtax.threshold !== undefined
        ? surtax.phaseInRate * (tax - surtax.threshold)
        : Infinity;
    return sum + Math.min(full, phased);
  }, 0);
  return tax + surtaxes;
}

/** The rules of `year`, or nothing when the data do not cover it. */
export function taxYear(rules: CountryTaxRules, year: number): TaxYearRules | undefined {
  return rules.years.find((candidate) => candidate.year === year);
}

/**
 * What a single employee without children keeps of `gross` a year after income taxes and
 * employee social contributions, under the rules of `year` and, where rules differ by region,
 * of `region` (the data's default region when none is asked for).
 */
export function takeHome(
  rules: CountryTaxRules,
  request: { readonly gross: number; readonly year: number; readonly region?: string | undefined },
): { ok: true; value: TakeHome } | { ok: false; code: TakeHomeFailure } {
  const year = taxYear(rules, request.year);
  if (!year) return { ok: false, code: "YEAR_NOT_COVERED" };
  const regionCode = request.region ?? year.defaultRegion;
  const region = regionCode === undefined ? undefined : year.regions.find((r) => r.code === regionCode);
  if (regionCode !== undefined && !region) return { ok: false, code: "REGION_UNKNOWN" };

  const gross = request.gross;
  const contributionRules = [...year.contributions, ...(region?.contributions ?? [])];
  const contributionItems = contributionRules.map((rule) => ({
    name: rule.name,
    kind: "contribution" as const,
    amount: contribution(rule, gross),
  }));
  const contributions = contributionItems.reduce((sum, item) => sum + item.amount, 0);
  const taxItems = [...year.incomeTaxes, ...(region?.incomeTaxes ?? [])].map((rule) => ({
    name: rule.name,
    kind: "incomeTax" as const,
    amount: incomeTax(rule, gross, contributions),
  }));
  const tax = taxItems.reduce((sum, item) => sum + item.amount, 0);
  const net = gross - tax - contributions;
  return {
    ok: true,
    value: {
      country: rules.country,
      currency: rules.currency,
      year: year.year,
      region: region?.code ?? null,
      gross,
      incomeTax: tax,
      contributions,
      net,
      netMonthly: net / 12,
      items: [...taxItems, ...contributionItems],
      noIncomeTax: year.noIncomeTax,
    },
  };
}
