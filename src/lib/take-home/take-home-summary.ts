import { takeHome, type TakeHome, type TakeHomeFailure } from "./take-home.ts";
import type { CountryTaxRules } from "./tax-rules-schema.ts";

/** What the API and the pages say about one take-home figure: the figure, what it assumes, where the rules come from. */
export interface TakeHomeSummary extends TakeHome {
  readonly regionName: string | null;
  readonly assumptions: readonly string[];
  readonly sources: readonly { readonly title: string; readonly url: string; readonly publisher: string }[];
  readonly years: readonly number[];
  readonly regions: readonly { readonly code: string; readonly name: string }[];
}

export function takeHomeSummary(
  rules: CountryTaxRules,
  request: { readonly gross: number; readonly year: number; readonly region?: string | undefined },
): { ok: true; value: TakeHomeSummary } | { ok: false; code: TakeHomeFailure } {
  const result = takeHome(rules, request);
  if (!result.ok) return result;
  const year = rules.years.find((candidate) => candidate.year === result.value.year);
  const regions = (year?.regions ?? []).map((region) => ({ code: region.code, name: region.name }));
  return {
    ok: true,
    value: {
      ...result.value,
      regionName: regions.find((region) => region.code === result.value.region)?.name ?? null,
      assumptions: year?.assumptions ?? [],
      sources: (year?.sources ?? []).map(({ title, url, publisher }) => ({ title, url, publisher })),
      years: rules.years.map((candidate) => candidate.year).sort((a, b) => a - b),
      regions,
    },
  };
}
