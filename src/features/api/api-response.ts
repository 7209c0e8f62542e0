import { API_ERRORS, type ApiErrorCode } from "../../lib/api/api-errors.ts";
import { isOffered, languageOf } from "../../i18n/offered.ts";
import { translator } from "../../i18n/translate.ts";
import { wholeFormat } from "../../lib/format/number-format.ts";
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

/** Storage that fails is usually back soon: a 503 tells clients when to retry. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

export interface JsonOptions {
  readonly status?: number;
  readonly cacheControl?: string;
  /** The public read API answers any origin; the write endpoints only our own pages. */
  readonly cors?: boolean;
  readonly headers?: Readonly<Record<string, string>>;
}

/** Every JSON answer of the site, as plain data. */
export function jsonReply(body: unknown, options: JsonOptions = {}): PlainReply {
  const { status = 200, cacheControl = CACHE_DATA, cors = true, headers = {} } = options;
  return {
    status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": cacheControl,
      ...(cors ? CORS_HEADERS : {}),
      ...headers,
    },
    body: Buffer.from(JSON.stringify(body)),
  };
}

export function replyResponse(reply: PlainReply): Response {
  // The body is a Buffer over an ordinary ArrayBuffer (never a shared one).
  return new Response(reply.body as Uint8Array<ArrayBuffer>, { status: reply.status, headers: reply.headers });
}

export function jsonResponse(body: unknown, options: JsonOptions = {}): Response {
  return replyResponse(jsonReply(body, options));
}

/** The write endpoints' and the admin's answers: never cached, no CORS. */
export function privateJson(body: unknown, status = 200, headers: Readonly<Record<string, string>> = {}): Response {
  return jsonResponse(body, { status, cacheControl: CACHE_NONE, cors: false, headers });
}

/** The language of API messages: `lang` when the site offers it, else English. */
export function apiLanguage(url: URL): string {
  const lang = url.searchParams.get("lang") ?? undefined;
  return isOffered(lang) ? lang : "en";
}

/** What an error may carry besides its code and message (see apiErrorSchema). */
export interface ErrorDetails {
  readonly candidates?: readonly { readonly code: string; readonly title: string; readonly path: string }[];
  /** Which field or event failed and why, for developers (English). */
  readonly detail?: string;
  /** The contact form: each invalid field's localized message. */
  readonly fields?: Readonly<Record<string, string>>;
}

export interface ErrorOptions {
  readonly values?: Record<string, string | number>;
  readonly details?: ErrorDetails;
  /** Seconds to wait (429, 503): sent as Retry-After and given to the message as {seconds}. */
  readonly retryAfter?: number;
  /** Private endpoints (the forms, the beacon, the admin): no CORS and never cached. */
  readonly private?: boolean;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * Every JSON error: `{ error: { code, message, …details } }` with the catalogue's status and the
 * message in `lang`. A public 4xx may be cached briefly; anything else is not.
 */
export function errorReply(code: ApiErrorCode, lang: string, options: ErrorOptions = {}): PlainReply {
  const { status, messageKey } = API_ERRORS[code];
  const retryAfter = options.retryAfter ?? (status === 503 ? STORAGE_RETRY_AFTER_SECONDS : undefined);
  const seconds =
    retryAfter === undefined ? {} : { seconds: wholeFormat(languageOf(lang).numberLocale).format(retryAfter) };
  const values = { ...seconds, ...options.values };
  const message = translator(lang).t(messageKey, values);
  return jsonReply(
    { error: { code, message, ...options.details } },
    {
      status,
      cacheControl: options.private || status >= 500 || status === 429 ? CACHE_NONE : CACHE_CLIENT_ERROR,
      cors: !options.private,
      headers: { ...(retryAfter === undefined ? {} : { "Retry-After": String(retryAfter) }), ...options.headers },
    },
  );
}

export function errorResponse(code: ApiErrorCode, lang: string, options: ErrorOptions = {}): Response {
  return replyResponse(errorReply(code, lang, options));
}

/** Answer to CORS pre-flight requests. */
export function preflightResponse(): Response {
  return new Response(null, { status: 204, headers: { ...CORS_HEADERS, "Cache-Control": "public, max-age=86400" } });
}
