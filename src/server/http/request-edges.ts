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
  readonly status: 301 | 400 | 405 | 414;
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

// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

export function requestEdgeRejection(
  method: string | undefined,
  target: string | undefined,
): EdgeRejection | undefined {
  const raw = target ?? "/";
  const deletable = raw.startsWith(DELETE_PREFIX);
  const allowed: readonly string[] = deletable ? [...ALLOWED_METHODS, "DELETE"] : ALLOWED_METHODS;
  if (!allowed.includes(method ?? "")) return reject(405, "Method not allowed\n", { Allow: allowed.join(", ") });
  if (raw.length > MAX_TARGET_LENGTH) return reject(414, "URI too long\n");
  const path = raw.split("?", 1)[0] ?? "/";
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
