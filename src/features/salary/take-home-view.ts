/**
 * The take-home figures as a result page writes them: net a year and a month, income tax and
 * employee contributions, each in both currencies (the page's switch shows one).
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
  readonly regionName: string | null;
}

export function takeHomeView(summary: TakeHomeSummary, perUsd: number, locale: string): TakeHomeView {
  const money = moneyPair(locale, summary.currency, perUsd);
  return {
    year: summary.year,
    annual: money(summary.net),
    monthly: money(summary.netMonthly),
    incomeTax: money(summary.incomeTax),
    contributions: money(summary.contributions),
    noIncomeTax: summary.noIncomeTax,
    regionName: summary.regionName,
  };
}
