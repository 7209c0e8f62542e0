/**
 * Whether an enabled AdSense publisher exists, for the Content-Security-Policy: Google's ad
 * hosts are allowed only then. Publishers live in the database and pages must not wait on it,
 * so the answer is kept in memory: read once the tables exist (the caller's first refresh), every
 * `refreshMs` (another instance may have changed them), and again whenever this instance has
 * answered a request that changes them. A read that fails keeps the last answer.
 */
import type { Publisher } from "../../lib/ads/ad-publishers.ts";

export interface AdsenseConfigured {
  /** The latest answer (false until the first read has come back). */
  readonly enabled: () => boolean;
  /** Reads again; resolves once this read (or a later one) has been applied. */
  readonly refresh: () => Promise<void>;
  readonly stop: () => void;
}

/** Paths whose non-GET requests change the publishers. */
const PUBLISHER_WRITES = /^\/(?:api\/v1\/admin\/publishers(?:\/|$)|admin\/ads-publishers(?:$|[/?]))/;

export function changesPublishers(method: string | undefined, path: string): boolean {
  return method !== "GET" && method !== "HEAD" && PUBLISHER_WRITES.test(path);
}

export function adsenseConfigured(read: () => Promise<readonly Publisher[]>, refreshMs = 30_000): AdsenseConfigured {
  let enabled = false;
  let started = 0;
  let applied = 0;
  const refresh = async (): Promise<void> => {
    // Reads can overlap (a change during a periodic read): only a newer read's answer replaces an older one.
    const n = ++started;
    try {
      const publishers = await read();
      if (n > applied) {
        applied = n;
        enabled = publishers.some((p) => p.enabled && p.kind === "adsense");
      }
    } catch (error) {
      console.warn("AdSense hosts: reading publishers failed:", (error as Error).message);
    }
  };
  const timer = setInterval(() => void refresh(), refreshMs);
  timer.unref();
  return { enabled: () => enabled, refresh, stop: () => clearInterval(timer) };
}
