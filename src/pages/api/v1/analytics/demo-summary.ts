import type { APIRoute } from "astro";
import { handleSummaryRequest } from "../../../../server/analytics/summary.ts";
import { withSiteServices } from "../../../../server/site-services.ts";

export const prerender = false;

/** GET /api/v1/analytics/demo-summary — counts of the events raised on the demo page only; public, never cached. */
export const GET: APIRoute = () =>
  withSiteServices((services) => handleSummaryRequest(services.db, services.now(), { demo: true }));
