/**
 * A per-address limit on the requests that make the server work (on-demand GET routes past
 * the pre-built files and the shared cache), so that a few clients cannot slow everyone.
 * In memory per instance: each instance protects its own CPU, which is what it is for.
 */
import { LRUCache } from "lru-cache";
import { takeToken, type Bucket } from "../../lib/http/token-bucket.ts";

export interface ClientRateLimit {
  /** 0 when the request may go on, else the seconds to wait (Retry-After). */
  retryAfter(address: string, now?: number): number;
}

/** Addresses tracked at once; a bucket forgotten under pressure refills, which errs toward letting a client through. */
const TRACKED_ADDRESSES = 50_000;

export function createClientRateLimit(perMinute: number): ClientRateLimit {
  const buckets = new LRUCache<string, Bucket>({ max: TRACKED_ADDRESSES });
  const rule = { capacity: perMinute, perSecond: perMinute / 60 };
  return {
    retryAfter(address, now = Date.now()) {
      const t = takeToken(buckets.get(address), now, rule);
      buckets.set(address, t.bucket);
      return t.allowed ? 0 : t.retryAfter;
    },
  };
}
