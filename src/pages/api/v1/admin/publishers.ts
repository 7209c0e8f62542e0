import type { APIRoute } from "astro";
import { createPublisherResponse, listPublishersResponse } from "../../../../server/ads/publisher-api.ts";

export const prerender = false;

/** GET: every publisher. POST: create one (JSON, checked by the publisher schema). */
export const GET: APIRoute = ({ locals }) => listPublishersResponse(locals.admin!.services.db);

export const POST: APIRoute = ({ locals, request }) =>
  createPublisherResponse(locals.admin!.services.db, request, locals.admin!.services.now().getTime());
