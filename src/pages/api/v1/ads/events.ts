import type { APIRoute } from "astro";
import { handleAdEventsRequest } from "../../../../server/ads/ad-serving.ts";
import { socketAddressOf, withSiteServices } from "../../../../server/site-services.ts";

export const prerender = false;

/** POST /api/v1/ads/events — impressions, viewable impressions and clicks of the ad slots. */
export const POST: APIRoute = (context) =>
  withSiteServices((services) => handleAdEventsRequest(services, context.request, socketAddressOf(context)));
