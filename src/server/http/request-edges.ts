/**
 * What the server refuses before any route sees a request: methods no route answers, request
 * targets too long to be a real page, and paths that do not decode or decode to control
 * characters. The answers are short plain text that never echo the request.
 */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;
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
  if (!ALLOWED_METHODS.includes((method ?? "") as (typeof ALLOWED_METHODS)[number])) {
    return reject(405, "Method not allowed\n", { Allow: ALLOWED_METHODS.join(", ") });
  }
  const raw = target ?? "/";
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
