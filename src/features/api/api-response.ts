import { SALARY_ERRORS, type SalaryErrorCode } from "../../lib/salary/errors.ts";
import { isOffered } from "../../i18n/offered.ts";
import { translator } from "../../i18n/translate.ts";
import type { PlainReply } from "../../lib/http/plain-reply.ts";

/**
 * JSON responses for the public API (/api/v1/*): open CORS, explicit caching, and
 * errors as { error: { code, message } } with the message in the caller's language.
 */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
  "Access-Control-Max-Age": "86400",
};

/** The data changes with a release, not by the minute: an hour in browsers, a day in shared caches. */
export const CACHE_DATA = "public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400";
const CACHE_CLIENT_ERROR = "public, max-age=300";
const CACHE_NONE = "no-store";

/** A JSON answer as plain data, for routes the server answers without a Web Response. */
export function jsonReply(body: unknown, status = 200, cacheControl = CACHE_DATA): PlainReply {
  return {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": cacheControl, ...CORS_HEADERS },
    body: Buffer.from(JSON.stringify(body)),
  };
}

export function replyResponse(reply: PlainReply): Response {
  // The body is a Buffer over an ordinary ArrayBuffer (never a shared one).
  return new Response(reply.body as Uint8Array<ArrayBuffer>, { status: reply.status, headers: reply.headers });
}

export function jsonResponse(body: unknown, status = 200, cacheControl = CACHE_DATA): Response {
  return replyResponse(jsonReply(body, status, cacheControl));
}

/** The language of API messages: `lang` when the site offers it, else English. */
export function apiLanguage(url: URL): string {
  const lang = url.searchParams.get("lang") ?? undefined;
  return isOffered(lang) ? lang : "en";
}

/** What an error may carry besides its code and message (see apiErrorSchema). */
export interface ErrorDetails {
  readonly candidates?: readonly { readonly code: string; readonly title: string; readonly path: string }[];
}

export function errorReply(
  code: SalaryErrorCode,
  lang: string,
  values: Record<string, string | number> = {},
  details: ErrorDetails = {},
): PlainReply {
  const { status, messageKey } = SALARY_ERRORS[code];
  const message = translator(lang).t(messageKey, values);
  return jsonReply({ error: { code, message, ...details } }, status, status >= 500 ? CACHE_NONE : CACHE_CLIENT_ERROR);
}

export function errorResponse(
  code: SalaryErrorCode,
  lang: string,
  values: Record<string, string | number> = {},
): Response {
  return replyResponse(errorReply(code, lang, values));
}

/** Answer to CORS pre-flight requests. */
export function preflightResponse(): Response {
  return new Response(null, { status: 204, headers: { ...CORS_HEADERS, "Cache-Control": "public, max-age=86400" } });
}
