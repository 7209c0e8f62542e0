/**
 * When a rendered response may be kept in the server's shared (CDN-like) cache, and for how
 * long: only successful GETs marked `public` with an `s-maxage`, never with cookies.
 * Pure, so the rules are tested without a server.
 */
import { chooseEncoding } from "./content-encoding.ts";
import { declaredParamsOf } from "./route-query.ts";

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

/** The URL as the route sees it: its path and, in a fixed order, the first value of each parameter it reads. */
export function canonicalCacheUrl(url: string): string {
  const q = url.indexOf("?");
  const path = q < 0 ? url : url.slice(0, q);
  // Paths are canonical by now (the server redirects or refuses every other spelling first).
  const names = declaredParamsOf(path);
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
