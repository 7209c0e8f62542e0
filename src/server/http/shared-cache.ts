import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { HeldResponse } from "./buffered-response.ts";
import { compressNow, exactCopy } from "./body-compression.ts";
import { codingForBody, type ContentEncoding } from "../../lib/http/content-encoding.ts";
import { sharedCacheKey, sharedMaxAge } from "../../lib/http/shared-cache-policy.ts";

/**
 * An in-process stand-in for a CDN in front of the on-demand routes: a response that says
 * `public, s-maxage=N` is kept, compressed, for N seconds in a least-recently-used
 * cache bounded in bytes. Keys are canonical URLs, so unknown query parameters share an entry.
 * Result pages are pure functions of their URL, so a hit is exactly what a render would give.
 *
 * Small bodies are sent uncompressed when rendered (src/server/http/body-compression.ts); an
 * entry holding one is compressed on its first hit, so a popular answer is compressed once
 * and a query asked once never is.
 *
 * Admission: a response is kept only when its key was asked for before (a doorkeeper of
 * recently seen keys). A burst of one-off URLs then never enters the cache, so it cannot push
 * popular entries out; the price is one more render of each URL that does become popular.
 */
interface Entry {
  readonly status: number;
  readonly headers: OutgoingHttpHeaders;
  readonly body: Buffer;
  readonly storedAt: number;
  /** The coding the entry's requests accept, while its body is still uncompressed. */
  readonly compressLater?: ContentEncoding | undefined;
}

export interface SharedCache {
  /** Serves a stored response; true when it did. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Keeps a finished response when its Cache-Control lets a shared cache keep it. */
  store(req: IncomingMessage, held: HeldResponse): void;
}

export interface SharedCacheOptions {
  readonly maxBytes?: number;
  /** How many recently seen keys the doorkeeper remembers. */
  readonly doorkeeperKeys?: number;
  /** When true (tests only), requests with `x-fault-inject` bypass the cache. */
  readonly faultInjection?: boolean;
}

/**
 * The largest entry kept: 1 MiB, and at most a quarter of the cache. An uncompressed sitemap
 * (5.4 MB, for a client that accepts no coding) would otherwise push out three hundred pages,
 * and eight such requests emptied the cache. Such a body is sent and not kept; compressed
 * sitemaps and every page fit.
 */
const MAX_ENTRY_BYTES = 1024 * 1024;

export function createSharedCache({
  maxBytes = 16 * 1024 * 1024,
  doorkeeperKeys = 50_000,
  faultInjection = false,
}: SharedCacheOptions = {}): SharedCache {
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    maxEntrySize: Math.min(MAX_ENTRY_BYTES, Math.floor(maxBytes / 4)),
    // Headers are small next to a page; a fixed allowance keeps tiny bodies from counting as free.
    sizeCalculation: (entry) => entry.body.length + 512,
    ttlAutopurge: false,
  });
  // Keys are kept as short digests: a flood of long unique URLs costs the doorkeeper little.
  const seen = new LRUCache<string, true>({ max: doorkeeperKeys });
  const digest = (key: string) => createHash("sha1").update(key).digest("base64url");

  // A miss looks the key up once to serve and once to store; it is worked out once.
  const keys = new WeakMap<IncomingMessage, string | null>();
  const keyOf = (req: IncomingMessage) => {
    let key = keys.get(req);
    if (key === undefined) {
      // Requests carrying test fault injection (when enabled) must always reach the app.
      const faulted = faultInjection && req.headers["x-fault-inject"] !== undefined;
      key =
        req.method === "GET" && !faulted
          ? sharedCacheKey(req.url ?? "/", req.headers["accept-encoding"]?.toString())
          : null;
      keys.set(req, key);
    }
    return key;
  };

  return {
    serve(req, res) {
      const key = keyOf(req);
      // Expired entries are not returned (the cache checks each entry's ttl on read).
      let entry = key ? entries.get(key) : undefined;
      if (!key || !entry) return false;
      if (entry.compressLater) entry = compressEntry(key, entry, entry.compressLater);
      res.writeHead(entry.status, {
        ...entry.headers,
        age: String(Math.floor((Date.now() - entry.storedAt) / 1000)),
      });
      res.end(entry.body);
      return true;
    },

    store(req, held) {
      const key = keyOf(req);
      if (!key) return;
      const seconds = sharedMaxAge({
        method: req.method ?? "GET",
        status: held.status,
        cacheControl: held.headers["cache-control"]?.toString(),
        setCookie: held.headers["set-cookie"] !== undefined,
      });
      if (seconds <= 0) return;
      const d = digest(key);
      if (!seen.has(d)) {
        seen.set(d, true);
        return;
      }
      const compressLater = codingForBody({
        acceptEncoding: String(req.headers["accept-encoding"] ?? ""),
        contentType: String(held.headers["content-type"] ?? ""),
        cacheControl: String(held.headers["cache-control"] ?? ""),
        contentEncoding: held.headers["content-encoding"]?.toString(),
        size: held.body.length,
      });
      // The policy is the one of the moment it is served (it follows the ads configuration), not of the first render.
      const { "content-security-policy": _policy, ...headers } = held.headers;
      entries.set(key, { ...held, headers, storedAt: Date.now(), compressLater }, { ttl: seconds * 1000 });
    },
  };

  /** The entry with its body compressed, kept in its place for the rest of its time. */
  function compressEntry(key: string, entry: Entry, coding: ContentEncoding): Entry {
    const body = exactCopy(compressNow(entry.body, coding));
    const compressed: Entry = {
      status: entry.status,
      headers: { ...entry.headers, "content-encoding": coding, "content-length": String(body.length) },
      body,
      storedAt: entry.storedAt,
    };
    const ttl = entries.getRemainingTTL(key);
    if (ttl > 0) entries.set(key, compressed, { ttl });
    return compressed;
  }
}
