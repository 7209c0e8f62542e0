import { countEventsByName } from "../db/queries/count-events-by-name.ts";
import { countFunnelVisitors } from "../db/queries/count-funnel-visitors.ts";
import { countPageViewsByLanguage, type LanguageCount } from "../db/queries/count-page-views-by-language.ts";
import { countVariantSplit, type VariantCount } from "../db/queries/count-variant-split.ts";
import type { NameCount } from "../db/queries/count-events-by-name.ts";
import type { Db } from "../db/types.ts";
import { apiError, noStoreJson } from "../http/json-response.ts";

export const FUNNEL_STEPS = ["page_view", "search", "result_view", "ios_download_click"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export interface AnalyticsSummary {
  readonly pageViewsByLanguage: LanguageCount[];
  readonly eventsByName: NameCount[];
  readonly variantSplit: VariantCount[];
  readonly funnel: { step: FunnelStep; visitors: number }[];
  readonly total: number;
  readonly generatedAt: string;
}

const DAY = 86_400_000;

/**
 * Aggregates only. Counts are all-time. The funnel counts distinct visitor hashes over
 * yesterday and today (UTC): the hash's salt changes at midnight UTC, so a visitor seen on
 * both days counts twice, and older hashes cannot be compared at all.
 */
export async function analyticsSummary(db: Db, now: Date): Promise<AnalyticsSummary> {
  const startOfYesterday = now.getTime() - (now.getTime() % DAY) - DAY;
  const [pageViewsByLanguage, eventsByName, variantSplit, funnelRows] = await Promise.all([
    countPageViewsByLanguage(db),
    countEventsByName(db),
    countVariantSplit(db),
    countFunnelVisitors(db, FUNNEL_STEPS, startOfYesterday),
  ]);
  const visitorsOf = new Map(funnelRows.map((r) => [r.name, r.visitors]));
  return {
    pageViewsByLanguage,
    eventsByName,
    variantSplit,
    funnel: FUNNEL_STEPS.map((step) => ({ step, visitors: visitorsOf.get(step) ?? 0 })),
    total: eventsByName.reduce((sum, r) => sum + r.count, 0),
    generatedAt: now.toISOString(),
  };
}

/** GET /api/v1/analytics/summary. */
export async function handleSummaryRequest(db: Db, now: Date): Promise<Response> {
  try {
    return noStoreJson(await analyticsSummary(db, now));
  } catch (error) {
    console.error("Analytics summary failed:", (error as Error).message);
    return apiError(503, "storage_failed", "The summary is unavailable; try again later");
  }
}
