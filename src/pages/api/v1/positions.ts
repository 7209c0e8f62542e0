import type { APIRoute } from "astro";
import { POSITION_MAX_LENGTH, POSITION_MIN_LENGTH } from "../../../lib/salary/index.ts";
import { defaultSalaryEngine } from "../../../server/salary/salary-engine.ts";
import { DEFAULT_SUGGESTIONS, MAX_SUGGESTIONS } from "../../../lib/api/salary-api-schemas.ts";
import { declaredQuery } from "../../../lib/http/route-query.ts";
import { apiLanguage, errorResponse, jsonResponse, preflightResponse } from "../../../features/api/api-response.ts";

export const prerender = false;

/** GET /api/v1/positions?q=…&lang=…&limit=10 — job-title suggestions with their occupation code. */
export function positionsResponse(url: URL): Response {
  const lang = apiLanguage(url);
  const params = declaredQuery(url, "/api/v1/positions");
  const q = (params.get("q") ?? "").trim();
  if (q.length > POSITION_MAX_LENGTH)
    return errorResponse("POSITION_TOO_LONG", lang, { values: { max: POSITION_MAX_LENGTH } });
  const limitParam = Number(params.get("limit") ?? DEFAULT_SUGGESTIONS);
  const limit = Number.isInteger(limitParam) ? Math.min(MAX_SUGGESTIONS, Math.max(1, limitParam)) : DEFAULT_SUGGESTIONS;
  // Like the site's other searches, under 2 characters returns nothing.
  const suggestions = [...q].length < POSITION_MIN_LENGTH ? [] : defaultSalaryEngine().suggest(q, lang, limit);
  return jsonResponse({ query: q, lang, suggestions });
}

export const GET: APIRoute = ({ url }) => positionsResponse(url);
export const OPTIONS: APIRoute = () => preflightResponse();
