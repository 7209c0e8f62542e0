/** What the salary result view shows and the words it uses; shared by the page model, the API and the view. */
import type { SalaryEstimate } from "../../lib/salary/types.ts";

/** What the view needs from an estimate: the engine's output and the API's JSON both fit. */
export type ResultData = Pick<
  SalaryEstimate,
  "currency" | "exchangeRate" | "basis" | "annual" | "monthly" | "growthRate" | "series" | "confidence" | "sources"
> & {
  readonly occupation: Pick<SalaryEstimate["occupation"], "title" | "code">;
  readonly query: Pick<SalaryEstimate["query"], "experience">;
};

export interface ResultLabels {
  readonly annual: string;
  readonly monthly: string;
  readonly min: string;
  readonly average: string;
  readonly max: string;
  readonly median: string;
  readonly p10: string;
  readonly p25: string;
  readonly p75: string;
  readonly p90: string;
  readonly perYear: string;
  readonly perMonth: string;
  readonly distributionTitle: string;
  readonly projectionTitle: string;
  readonly projectionCaption: string;
  readonly yearsColumn: string;
  readonly growthRate: string;
  /** Contains {rate}. */
  readonly growthRateValue: string;
  /** Contains {occupation}. */
  readonly showingResultsFor: string;
  readonly confidence: string;
  readonly confidenceLevels: Readonly<Record<"high" | "medium" | "low", string>>;
  readonly dataSources: string;
  readonly sourcesIntro: string;
  /** Contains {rate}, {currency}, {year}. */
  readonly exchangeRateNote: string;
  /** Contains {rate}, {currency}, {year}; used where the market rate replaces the official one. */
  readonly marketRateNote: string;
  /** Contains {referenceYear}, {basis}, {year}. */
  readonly basisNote: string;
  readonly basisKinds: Readonly<Record<SalaryEstimate["basis"]["level"], string>>;
  readonly showInUsd: string;
  /** Contains {currency}. */
  readonly showInLocal: string;
  readonly factorsTitle: string;
  readonly factors: readonly string[];
  readonly disclaimer: string;
  readonly dataSourcesLink: string;
  readonly dataSourcesHref: string;
}
