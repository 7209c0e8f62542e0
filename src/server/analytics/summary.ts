import { countEventsByName } from "../db/queries/count-events-by-name.ts";
import { countFunnelVisitors } from "../db/queries/count-funnel-visitors.ts";
import { countPageViewsByLanguage, type LanguageCount } from "../db/queries/count-page-views-by-language.ts";
import { countVariantSplit, type VariantCount } from "../db/queries/count-variant-split.ts";
import type { NameCount } from "../db/queries/count-events-by-name.ts";
import { createHash, timingSafeEqual } from "node:crypto";
import type { Db } from "../db/types.ts";
import { errorResponse, privateJson } from "../../features/api/api-response.ts";
import { FUNNEL_STEPS } from "../../lib/api/analytics-api-schemas.ts";

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
 * Aggregates only, read from the counters the rollup trigger keeps on ingest, so the cost does not
 * grow with the number of events. Counts are all-time. The funnel counts visitors over yesterday
 * and today (UTC): the hash's salt changes at midnight UTC, so a visitor seen on both days counts
 * twice, and older hashes cannot be compared at all. `demo` selects the demo page's events
 * instead of real traffic; the two are never mixed.
 */
export async function analyticsSummary(db: Db, now: Date, demo = false): Promise<AnalyticsSummary> {
  const yesterday = Math.floor(now.getTime() / DAY) - 1;
  const [pageViewsByLanguage, eventsByName, variantSplit, funnelRows] = await Promise.all([
    countPageViewsByLanguage(db, demo),
    countEventsByName(db, demo),
    countVariantSplit(db, demo),
    countFunnelVisitors(db, FUNNEL_STEPS, yesterday, demo),
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

const digest = (text: string): Buffer => createHash("sha256").update(text).digest();

/** Whether the request carries the configured bearer token; compared in constant time. */
export function hasSummaryToken(authorization: string | null, token: string | null): boolean {
  if (token === null || authorization === null) return false;
  const match = /^Bearer ([\x21-\x7e]+)$/.exec(authorization.trim());
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * GET /api/v1/analytics/summary (real traffic, behind the token) and
 * GET /api/v1/analytics/demo-summary (the demo page's own events, public).
 */
export async function handleSummaryRequest(
  db: Db,
  now: Date,
  access: { demo: true } | { demo: false; authorization: string | null; token: string | null },
): Promise<Response> {
  if (!access.demo && !hasSummaryToken(access.authorization, access.token)) {
    return errorResponse("UNAUTHORIZED", "en", {
      private: true,
      headers: { "WWW-Authenticate": 'Bearer realm="analytics"' },
    });
  }
  try {
    return privateJson(await analyticsSummary(db, now, access.demo));
  } catch (error) {
    console.error("Analytics summary failed:", (error as Error).message);
    return errorResponse("STORAGE_FAILED", "en", { private: true });
  }
}
