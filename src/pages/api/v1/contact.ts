import type { APIRoute } from "astro";
import { handleContactRequest } from "../../../server/contact/contact-handler.ts";
import { socketAddressOf, withSiteServices } from "../../../server/site-services.ts";

export const prerender = false;

/** POST /api/v1/contact { name, email, subject, message, website, lang } — the contact form. */
export const POST: APIRoute = (context) =>
  withSiteServices((services) => handleContactRequest(services, context.request, socketAddressOf(context)));
