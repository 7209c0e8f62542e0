/**
 * When a rendered response may be kept in the server's shared (CDN-like) cache, and for how
 * long: only successful GETs marked `public` with an `s-maxage`, never with cookies.
 * Pure, so the rules are tested without a server.
 */
export interface CacheableResponse {
  readonly method: string;
  readonly status: number;
  readonly cacheControl: string | undefined;
  readonly setCookie: boolean;
}

/** Seconds the response may be shared, or 0 when it must not be cached. */
export function sharedMaxAge({ method, status, cacheControl, setCookie }: CacheableResponse): number {
  if (method !== "GET" || status !== 200 || setCookie || !cacheControl) return 0;
  const directives = cacheControl
    .toLowerCase()
    .split(",")
    .map((d) => d.trim());
  if (!directives.includes("public") || directives.some((d) => d === "no-store" || d === "private")) return 0;
  const sMaxAge = directives.find((d) => d.startsWith("s-maxage="));
  const seconds = Number(sMaxAge?.slice("s-maxage=".length));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** Requests that share a cache entry: same URL and the same accepted encodings. */
export function sharedCacheKey(url: string, acceptEncoding: string | undefined): string {
  const encodings = (acceptEncoding ?? "")
    .toLowerCase()
    .split(",")
    .map((e) => e.trim().split(";")[0])
    .filter((e) => e === "br" || e === "gzip")
    .sort()
    .join("+");
  return `${encodings || "identity"} ${url}`;
}
