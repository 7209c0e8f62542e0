import type { APIRoute } from "astro";
import { handleAdDecisionRequest } from "../../../server/ads/ad-serving.ts";
import { sharedSiteServices } from "../../../server/site-services.ts";

export const prerender = false;

/** GET /api/v1/ads?lang=&country= — which ad, if any, fills each placement. */
export const GET: APIRoute = async ({ url }) =>
  handleAdDecisionRequest(await sharedSiteServices().catch(() => undefined), url);
