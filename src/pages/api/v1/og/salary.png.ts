import type { APIRoute } from "astro";
import { POSITION_MAX_LENGTH } from "../../../../lib/salary/index.ts";
import { declaredQuery } from "../../../../lib/http/route-query.ts";
import { CORS_HEADERS, errorResponse, preflightResponse } from "../../../../features/api/api-response.ts";
import { parseSalaryOgParams, salaryOgImage, type SalaryOgErrorCode } from "../../../../server/og/salary-og-image.ts";

export const prerender = false;

/** Cards never change within a release: a day fresh, a week stale while revalidating. */
export const CACHE_OG_IMAGE = "public, max-age=86400, stale-while-revalidate=604800";

function ogError(code: SalaryOgErrorCode, lang: string): Response {
  return errorResponse(code, lang, { values: { max: POSITION_MAX_LENGTH } });
}

/** GET /api/v1/og/salary.png?country=DE&position=software-developer&experience=5&lang=de — 1200×630 PNG. */
export async function salaryOgResponse(url: URL): Promise<Response> {
  const parsed = parseSalaryOgParams(declaredQuery(url, "/api/v1/og/salary.png"));
  if (!parsed.ok) return ogError(parsed.code, parsed.lang);
  const result = await salaryOgImage(parsed.query);
  if (!result.ok) return ogError(result.code, parsed.query.lang);
  return new Response(result.png, {
    status: 200,
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(result.png.byteLength),
      "Cache-Control": CACHE_OG_IMAGE,
      ...CORS_HEADERS,
    },
  });
}

export const GET: APIRoute = ({ url }) => salaryOgResponse(url);
export const OPTIONS: APIRoute = () => preflightResponse();
