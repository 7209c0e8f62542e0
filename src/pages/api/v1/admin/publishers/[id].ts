import type { APIRoute } from "astro";
import {
  deletePublisherResponse,
  getPublisherResponse,
  publisherId,
  updatePublisherResponse,
} from "../../../../../server/ads/publisher-api.ts";

export const prerender = false;

/** GET one publisher; POST replaces it; DELETE removes it. */
export const GET: APIRoute = ({ locals, params }) =>
  getPublisherResponse(locals.admin!.services.db, publisherId(params.id));

export const POST: APIRoute = ({ locals, params, request }) =>
  updatePublisherResponse(
    locals.admin!.services.db,
    publisherId(params.id),
    request,
    locals.admin!.services.now().getTime(),
  );

export const DELETE: APIRoute = ({ locals, params }) =>
  deletePublisherResponse(locals.admin!.services.db, publisherId(params.id));
