import type { APIRoute } from "astro";
import { handleSummaryRequest } from "../../../../server/analytics/summary.ts";
import { withSiteServices } from "../../../../server/site-services.ts";

export const prerender = false;

/** GET /api/v1/analytics/summary — real traffic's counts, only with `Authorization: Bearer <token>`; never cached. */
export const GET: APIRoute = ({ request }) =>
  withSiteServices((services) =>
    handleSummaryRequest(services.db, services.now(), {
      demo: false,
      authorization: request.headers.get("authorization"),
      token: services.settings.summaryToken,
    }),
  );
