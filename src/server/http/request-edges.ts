/**
 * What the server refuses before any route sees a request: methods no route answers, request
 * targets too long to be a real page, and paths that do not decode or decode to control
 * characters. The answers are short plain text that never echo the request.
 */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;
/** DELETE is answered only by the admin API (signing out), so other paths still say 405. */
const DELETE_PREFIX = "/api/v1/admin/";
/** The longest result URL (a 100-character title, percent-encoded as 4-byte characters) is about 1,300. */
export const MAX_TARGET_LENGTH = 2048;

export interface EdgeRejection {
  readonly status: 400 | 405 | 414;
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
  return undefined;
}
