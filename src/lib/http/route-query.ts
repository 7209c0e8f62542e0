/**
 * The query parameters each shared-cached route reads, declared once: the route reads its
 * parameters only through `declaredQuery`, and the shared cache builds its key from the same
 * list (shared-cache-policy.ts). A parameter a route starts to read without declaring it here
 * reads as absent, so it can never vary a response the cache would share.
 */
export const ROUTE_QUERY = {
  "/api/v1/salary": ["country", "position", "experience", "lang"],
  "/api/v1/positions": ["q", "limit", "lang"],
  "/api/v1/countries": ["lang"],
  "/api/v1/take-home": ["country", "gross", "year", "region", "lang"],
  "/api/v1/og/salary.png": ["country", "position", "experience", "lang"],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type CachedRoute = keyof typeof ROUTE_QUERY;

/** The parameters a route declared, first value each; nothing else. */
export function declaredQuery(url: URL, route: CachedRoute): URLSearchParams {
  const out = new URLSearchParams();
  for (const name of ROUTE_QUERY[route]) {
    const value = url.searchParams.get(name);
    if (value !== null) out.set(name, value);
  }
  return out;
}

/** The declared parameters of a path, or none when the path is not a shared-cached route. */
export function declaredParamsOf(path: string): readonly string[] {
  return Object.hasOwn(ROUTE_QUERY, path) ? ROUTE_QUERY[path as CachedRoute] : [];
}
