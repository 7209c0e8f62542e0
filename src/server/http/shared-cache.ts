import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import type { HeldResponse } from "./buffered-response.ts";
import { PAGE_TEMPLATE_HEADER } from "./direct-routes.ts";
import { sharedCacheKey, sharedMaxAge } from "../../lib/http/shared-cache-policy.ts";

/**
 * An in-process stand-in for a CDN in front of the on-demand routes: a response that says
 * `public, s-maxage=N` is kept (already compressed) for N seconds in a least-recently-used
 * cache bounded in bytes. Keys are canonical URLs, so unknown query parameters share an entry.
 * Result pages are pure functions of their URL, so a hit is exactly what a render would give.
 */
interface Entry {
  readonly status: number;
  readonly headers: OutgoingHttpHeaders;
  readonly body: Buffer;
  readonly storedAt: number;
}

export interface SharedCache {
  /** Serves a stored response; true when it did. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Keeps a finished response when its Cache-Control lets a shared cache keep it. */
  store(req: IncomingMessage, held: HeldResponse): void;
}

export function createSharedCache(maxBytes = 16 * 1024 * 1024): SharedCache {
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    // Headers are small next to a page; a fixed allowance keeps tiny bodies from counting as free.
    sizeCalculation: (entry) => entry.body.length + 512,
    ttlAutopurge: false,
  });

  // A miss looks the key up once to serve and once to store; it is worked out once.
  const keys = new WeakMap<IncomingMessage, string | null>();
  const keyOf = (req: IncomingMessage) => {
    let key = keys.get(req);
    if (key === undefined) {
      // Requests carrying test fault injection, and the server's own template requests, must
      // always reach the app.
      key =
        req.method === "GET" && !req.headers["x-fault-inject"] && !req.headers[PAGE_TEMPLATE_HEADER]
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
      const entry = key ? entries.get(key) : undefined;
      if (!entry) return false;
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
      if (seconds > 0) entries.set(key, { ...held, storedAt: Date.now() }, { ttl: seconds * 1000 });
    },
  };
}
