/**
 * When a rendered response may be kept in the server's shared (CDN-like) cache, and for how
 * long: only successful GETs marked `public` with an `s-maxage`, never with cookies.
 * Pure, so the rules are tested without a server.
 */
import { chooseEncoding } from "./content-encoding.ts";

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

/**
 * The query parameters each cached route reads; every other parameter (and every parameter
 * of a page) changes nothing in the response, so it must not make a new entry: "?x=1",
 * "?x=2"… would bypass the cache and push real entries out. A route that starts reading a
 * parameter must be listed here.
 */
const ROUTE_PARAMS: readonly (readonly [prefix: string, params: readonly string[]])[] = [
  ["/api/v1/salary", ["country", "position", "experience", "lang"]],
  ["/api/v1/positions", ["q", "limit", "lang"]],
  ["/api/v1/countries", ["lang"]],
  ["/api/v1/og/", ["country", "position", "experience", "lang"]],
];

/** The URL as the route sees it: its path and, in a fixed order, the first value of each parameter it reads. */
export function canonicalCacheUrl(url: string): string {
  const q = url.indexOf("?");
  const path = q < 0 ? url : url.slice(0, q);
  const names = ROUTE_PARAMS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? [];
  if (q < 0 || names.length === 0) return path;
  const params = new URLSearchParams(url.slice(q + 1));
  const kept = names.flatMap((name) => {
    const value = params.get(name);
    return value === null ? [] : [`${name}=${encodeURIComponent(value)}`];
  });
  return kept.length ? `${path}?${kept.join("&")}` : path;
}

/**
 * Requests that share a cache entry: same canonical URL and the same chosen encoding. Keyed on
 * the choice, not the header's list, so "br;q=0, gzip" never shares an entry with "br, gzip"
 * (it would be sent brotli it refused).
 */
export function sharedCacheKey(url: string, acceptEncoding: string | undefined): string {
  return `${chooseEncoding(acceptEncoding ?? "") ?? "identity"} ${canonicalCacheUrl(url)}`;
}
