/**
 * The figures of a salary result as the page writes them: every number formatted, the band's
 * positions and the chart's geometry worked out. Words come from the messages where the view
 * (SalaryResultView.astro) writes them; this holds no text of its own and no markup.
 */
import { growthChart, type ChartGeometry } from "./growth-chart.ts";
import { moneyFormat, numberFormat } from "../../lib/format/number-format.ts";
import type { SalaryEstimate } from "../../lib/salary/types.ts";

/** One amount in both currencies the view can show: the page's switch picks one without a reload. */
export interface Money {
  readonly local: string;
  readonly usd: string;
}

export interface ResultViewModel {
  /** US results have one currency: no switch and no exchange-rate note. */
  readonly singleCurrency: boolean;
  readonly currency: string;
  readonly figures: readonly {
    /** The median leads: it is the figure a visitor asks for, and on a phone the first on screen. */
    readonly key: "median" | "min" | "average" | "max";
    readonly annual: Money;
    readonly monthly: Money;
  }[];
  /** Where the middle half and the median sit on the band, as CSS percentages. */
  readonly band: { readonly iqrStart: string; readonly iqrEnd: string; readonly median: string };
  readonly percentiles: readonly { readonly key: "p10" | "p25" | "median" | "p75" | "p90"; readonly value: Money }[];
  readonly growthRate: string;
  readonly chart: ChartGeometry & {
    readonly yLabels: readonly string[];
    readonly xLabels: readonly string[];
  };
  /** Every fifth year and the asked-for one, which is marked current. */
  readonly rows: readonly {
    readonly years: string;
    readonly current: boolean;
    readonly min: Money;
    readonly median: Money;
    readonly max: Money;
  }[];
  /** The rate local money was converted at, for the note under the sources; null for USD. */
  readonly exchange: {
    readonly kind: SalaryEstimate["exchangeRate"]["kind"];
    readonly rate: string;
    readonly period: string;
  } | null;
}

/** What the view reads from an estimate. */
export type ResultViewInput = Pick<
  SalaryEstimate,
  "currency" | "exchangeRate" | "annual" | "monthly" | "growthRate" | "series" | "query"
>;

/** Formats amounts in `currency` as both it and US dollars at `perUsd`. */
export function moneyPair(locale: string, currency: string, perUsd: number): (value: number) => Money {
  const local = moneyFormat(locale, currency);
  const usd = moneyFormat(locale, "USD");
  return (value) => ({ local: local.format(value), usd: usd.format(value / perUsd) });
}

/** `locale` is the figures' locale: the page language with the country as region. */
export function resultViewModel(data: ResultViewInput, locale: string): ResultViewModel {
  const perUsd = data.exchangeRate.perUsd;
  const money = moneyPair(locale, data.currency, perUsd);
  const number = numberFormat(locale, "number", {});
  const compact = numberFormat(locale, "compact", { notation: "compact", maximumFractionDigits: 1 });
  const a = data.annual;
  const span = Math.max(1, a.max - a.min);
  const at = (v: number) => `${(((v - a.min) / span) * 100).toFixed(1)}%`;
  const chart = growthChart(data.series, data.query.experience);
  const singleCurrency = data.currency === "USD";
  return {
    singleCurrency,
    currency: data.currency,
    figures: [
      { key: "median", annual: money(a.median), monthly: money(data.monthly.median) },
      { key: "min", annual: money(a.min), monthly: money(data.monthly.min) },
      { key: "average", annual: money(a.average), monthly: money(data.monthly.average) },
      { key: "max", annual: money(a.max), monthly: money(data.monthly.max) },
    ],
    band: { iqrStart: at(a.p25), iqrEnd: at(a.p75), median: at(a.median) },
    percentiles: [
      { key: "p10", value: money(a.min) },
      { key: "p25", value: money(a.p25) },
      { key: "median", value: money(a.median) },
      { key: "p75", value: money(a.p75) },
      { key: "p90", value: money(a.max) },
    ],
    growthRate: numberFormat(locale, "percent", { style: "percent", maximumFractionDigits: 1 }).format(
      data.growthRate / 100,
    ),
    chart: {
      ...chart,
      yLabels: chart.yTicks.map((tick) => compact.format(tick.value)),
      xLabels: chart.xTicks.map((tick) => number.format(tick.value)),
    },
    rows: data.series
      .filter((p) => p.experience % 5 === 0 || p.experience === data.query.experience)
      .map((p) => ({
        years: number.format(p.experience),
        current: p.experience === data.query.experience,
        min: money(p.min),
        median: money(p.median),
        max: money(p.max),
      })),
    exchange: singleCurrency
      ? null
      : {
          kind: data.exchangeRate.kind,
          rate: numberFormat(locale, "rate", { maximumSignificantDigits: 6 }).format(perUsd),
          period: ratePeriod(locale, data.exchangeRate),
        },
  };
}

// The period is the same for nearly every country (one market-rate window), and ICU's range
// formatting is slow: each locale's text for a window is worked out once.
const ratePeriods = new Map<string, string>();

/** The months the exchange rate averages, as the page's locale writes a month range ("Jan – Sep 2026"). */
function ratePeriod(locale: string, rate: { from: string; to: string; year: number }): string {
  const from = new Date(`${rate.from}T12:00:00Z`);
  const to = new Date(`${rate.to}T12:00:00Z`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return String(rate.year);
  const key = `${locale}|${rate.from}|${rate.to}`;
  let text = ratePeriods.get(key);
  if (text === undefined) {
    text = new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).formatRange(from, to);
    ratePeriods.set(key, text);
  }
  return text;
}
