/**
 * What the server refuses or redirects before static files, the shared cache or any route
 * sees a request: methods no route answers, request targets too long to be a real page, paths
 * that do not decode or decode to control characters, and paths not in their canonical
 * spelling (src/lib/http/canonical-path.ts): a page is redirected (301) to it, an API request
 * is refused (400), so every resource has one URL and one cache entry. The answers are short
 * plain text that never echo the request.
 */
import { canonicalPath } from "../../lib/http/canonical-path.ts";

export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;
/** DELETE is answered only by the admin API (signing out), so other paths still say 405. */
const DELETE_PREFIX = "/api/v1/admin/";
/** The longest result URL (a 100-character title, percent-encoded as 4-byte characters) is about 1,300. */
export const MAX_TARGET_LENGTH = 2048;

export interface EdgeRejection {
  readonly status: 301 | 400 | 405 | 411 | 413 | 414;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

const reject = (
  status: EdgeRejection["status"],
  body: string,
  headers: Record<string, string> = {},
): EdgeRejection => ({
  status,
  headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  body,
});

// Line and paragraph separators are refused with the control characters: no page's path holds
// one, and one that reached the catch-all route answered 500.
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/;

/**
 * The largest request body any route takes (the contact form's is 16 KiB, an events batch a few):
 * a body is refused before it is read, so no request can hold more than this in memory.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Only reading methods render pages; the rest reach only the routes that take them. */
const READ_METHODS: readonly string[] = ["GET", "HEAD"];

/**
 * Paths whose routes take a method other than GET and HEAD: the JSON APIs (which answer OPTIONS
 * for CORS themselves) and the forms that post without JavaScript. A page elsewhere answers
 * 405 before anything renders it, so a POST or OPTIONS can never cost a page's render.
 */
const WRITABLE = [
  /^\/api\//,
  /^\/admin\/(login|logout|ads-publishers|contact\/[^/]+\/handled)$/,
  /^(\/[a-z]{2})?\/contact\/send$/,
];

/** A Host header as a client sends it: a name or address, and a port. Anything else (a path, "user@") is refused. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export interface EdgeRequest {
  readonly method: string | undefined;
  readonly target: string | undefined;
  readonly host?: string | undefined;
  readonly contentLength?: string | undefined;
  readonly transferEncoding?: string | undefined;
}

/** The request rules that depend on headers: the Host, and the size of a body. */
function headerRejection(req: EdgeRequest): EdgeRejection | undefined {
  // The request URL is built from the Host and the target: a Host that is not one value of
  // name[:port] could change the path a route renders and the cache stores it under.
  if (req.host !== undefined && !HOST.test(req.host)) return reject(400, "Bad request: invalid Host header\n");
  if (req.transferEncoding !== undefined && req.contentLength === undefined && !READ_METHODS.includes(req.method ?? ""))
    return reject(411, "Length required\n");
  const length = req.contentLength === undefined ? 0 : Number(req.contentLength);
  if (!Number.isSafeInteger(length) || length < 0) return reject(400, "Bad request: invalid Content-Length\n");
  if (length > MAX_BODY_BYTES) return reject(413, "Payload too large\n", { Connection: "close" });
  return undefined;
}

export function requestEdgeRejection(req: EdgeRequest): EdgeRejection | undefined {
  const method = req.method;
  const raw = req.target ?? "/";
  const deletable = raw.startsWith(DELETE_PREFIX);
  const allowed: readonly string[] = deletable ? [...ALLOWED_METHODS, "DELETE"] : ALLOWED_METHODS;
  if (!allowed.includes(method ?? "")) return reject(405, "Method not allowed\n", { Allow: allowed.join(", ") });
  if (raw.length > MAX_TARGET_LENGTH) return reject(414, "URI too long\n");
  const headers = headerRejection(req);
  if (headers) return headers;
  // A client never sends a fragment; one in the target is a crafted request for another cache key.
  if (raw.includes("#")) return reject(400, "Bad request: a fragment in the request target\n");
  const path = raw.split("?", 1)[0] ?? "/";
  if (!READ_METHODS.includes(method ?? "") && !WRITABLE.some((w) => w.test(path)))
    return reject(405, "Method not allowed\n", { Allow: READ_METHODS.join(", ") });
  if (path.length > API_PREFIX.length && path.startsWith(API_PREFIX) && path.endsWith("/"))
    return reject(400, "Bad request: an API path ends with a slash\n");
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return reject(400, "Bad request: malformed percent-encoding\n");
  }
  if (CONTROL.test(decoded) || !decoded.isWellFormed())
    return reject(400, "Bad request: control characters in the path\n");
  if (!path.startsWith("/")) return undefined;
  const canonical = canonicalPath(path);
  if (canonical === path) return undefined;
  if (canonical.startsWith(API_PREFIX)) return reject(400, "Bad request: the path is not in its canonical form\n");
  const query = raw.slice(path.length);
  // Permanent: the canonical URL is the resource's only address. The location is a path
  // (it starts with a single "/" once slashes are collapsed), never another host.
  return reject(301, "Moved permanently\n", {
    Location: `${canonical}${query}`,
    "Cache-Control": "public, max-age=3600",
  });
}

const API_PREFIX = "/api/";
