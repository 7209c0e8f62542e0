/**
 * The one spelling of a request path that routes, static files and the shared cache may see.
 * Several spellings of one resource ("//api/v1/salary", "/api/v1/%73alary",
 * "/x/../api/v1/salary") would otherwise reach the same route under different cache keys, or
 * a cache key without the parameters the route reads. Pure (RFC 3986 §6.2.2):
 *
 * - percent-encoded unreserved characters (A–Z a–z 0–9 - . _ ~) are decoded, and the hex
 *   digits of every other percent-encoding are upper-cased;
 * - runs of slashes become one;
 * - dot segments ("." and "..") are removed.
 */

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** Percent-encodings normalised: unreserved characters decoded, the rest with upper-case hex. */
function normalisePercentEncoding(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})/g, (_match, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

/** RFC 3986 §5.2.4, on a path that starts with "/". */
function removeDotSegments(path: string): string {
  const out: string[] = [];
  const segments = path.split("/").slice(1);
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === ".") {
      if (last) out.push("");
    } else if (segment === "..") {
      out.pop();
      if (last) out.push("");
    } else out.push(segment);
  });
  return `/${out.join("/")}`;
}

/** The canonical spelling of an origin-form path (it must start with "/"). */
export function canonicalPath(path: string): string {
  const decoded = normalisePercentEncoding(path);
  return removeDotSegments(decoded.replace(/\/{2,}/g, "/"));
}
