import type { APIRoute } from "astro";
import { handleWaitlistRequest } from "../../../server/waitlist/waitlist-handler.ts";
import { socketAddressOf, withSiteServices } from "../../../server/site-services.ts";

export const prerender = false;

/** POST /api/v1/waitlist { email, lang } — the Android waitlist. */
export const POST: APIRoute = (context) =>
  withSiteServices((services) => handleWaitlistRequest(services, context.request, socketAddressOf(context)));
