/**
 * A token bucket: `capacity` requests at once, refilled at `perSecond`. Pure (the caller keeps
 * the buckets and the clock), so the rule is tested without a server.
 */
export interface Bucket {
  readonly tokens: number;
  /** Milliseconds (the caller's clock) when `tokens` was counted. */
  readonly at: number;
}

export interface BucketRule {
  readonly capacity: number;
  readonly perSecond: number;
}

export interface Take {
  readonly bucket: Bucket;
  readonly allowed: boolean;
  /** Whole seconds until one request would be allowed (0 when allowed). */
  readonly retryAfter: number;
}

export function takeToken(bucket: Bucket | undefined, now: number, rule: BucketRule): Take {
  const elapsed = bucket ? Math.max(0, now - bucket.at) / 1000 : 0;
  const tokens = Math.min(rule.capacity, (bucket?.tokens ?? rule.capacity) + elapsed * rule.perSecond);
  if (tokens >= 1) return { bucket: { tokens: tokens - 1, at: now }, allowed: true, retryAfter: 0 };
  return {
    bucket: { tokens, at: now },
    allowed: false,
    retryAfter: Math.max(1, Math.ceil((1 - tokens) / rule.perSecond)),
  };
}
