import type { APIRoute } from "astro";
import { SITE_URL } from "../../../config/site.ts";
import { jsonResponse, preflightResponse } from "../../../features/api/api-response.ts";
import { buildOpenApiDocument } from "../../../lib/api/openapi-document.ts";

export const prerender = false;

/** Built once per process: the schemas do not change while it runs. */
export const openApiDocument = buildOpenApiDocument(`${SITE_URL}/api/v1`);

export const GET: APIRoute = () => jsonResponse(openApiDocument);
export const OPTIONS: APIRoute = () => preflightResponse();
