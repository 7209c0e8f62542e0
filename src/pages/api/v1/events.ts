import type { APIRoute } from "astro";
import { handleEventsRequest } from "../../../server/analytics/events-handler.ts";
import { socketAddressOf, withSiteServices } from "../../../server/site-services.ts";

export const prerender = false;

/** POST /api/v1/events — analytics beacon batches (see src/server/analytics/events-handler.ts). */
export const POST: APIRoute = (context) =>
  withSiteServices((services) => handleEventsRequest(services, context.request, socketAddressOf(context)));
