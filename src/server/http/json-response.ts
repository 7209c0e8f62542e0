/**
 * JSON for the write endpoints and the analytics summary: never cached, and no CORS
 * headers, since only our own pages post here (the beacon and the waitlist form).
 */
export function noStoreJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/** Storage that fails is usually back soon: a 503 tells clients when to retry. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

export const apiError = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  noStoreJson({ error: { code, message } }, status, {
    ...(status === 503 ? { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) } : {}),
    ...headers,
  });
