import type { APIRoute } from "astro";
import { analyticsSummary } from "../../../../../server/analytics/summary.ts";
import { privateJson } from "../../../../../features/api/api-response.ts";

export const prerender = false;

/** GET /api/v1/admin/analytics/summary: the same aggregates as the admin home, as JSON. */
export const GET: APIRoute = async ({ locals }) => {
  const { services } = locals.admin!;
  return privateJson(await analyticsSummary(services.db, services.now()));
};
