/**
 * The take-home figures as a result page writes them: net a year and a month, income tax and
 * employee contributions, each in both currencies (the page's switch shows one), and the
 * regions whose rules a visitor may choose, named in the page's language.
 */
import type { TakeHomeSummary } from "../../lib/take-home/take-home-summary.ts";
import { moneyPair, type Money } from "./result-view-model.ts";

export interface TakeHomeView {
  readonly year: number;
  readonly annual: Money;
  readonly monthly: Money;
  readonly incomeTax: Money;
  readonly contributions: Money;
  readonly noIncomeTax: boolean;
  /** The region whose rules the figures follow, named in the page's language. */
  readonly regionName: string | null;
  readonly region: string | null;
  /** The regions a visitor can switch to; empty when the data hold one or none. */
  readonly regionChoices: readonly { readonly code: string; readonly name: string }[];
}

/**
 * `regionNames` names regions in the page's language by ISO 3166-2 code; a region it lacks
 * keeps the name the rules give it.
 */
export function takeHomeView(
  summary: TakeHomeSummary,
  perUsd: number,
  locale: string,
  regionNames: Readonly<Record<string, string>> = {},
): TakeHomeView {
  const money = moneyPair(locale, summary.currency, perUsd);
  const named = summary.regions.map((r) => ({ code: r.code, name: regionNames[r.code] ?? r.name }));
  return {
    year: summary.year,
    annual: money(summary.net),
    monthly: money(summary.netMonthly),
    incomeTax: money(summary.incomeTax),
    contributions: money(summary.contributions),
    noIncomeTax: summary.noIncomeTax,
    regionName: named.find((r) => r.code === summary.region)?.name ?? summary.regionName,
    region: summary.region,
    regionChoices: named.length > 1 ? named : [],
  };
}
