import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
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
  /** Records what the app writes to `res` so a cacheable response can be stored. */
  capture(req: IncomingMessage, res: ServerResponse): void;
}

export function createSharedCache(maxBytes = 32 * 1024 * 1024): SharedCache {
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    // Headers are small next to a page; a fixed allowance keeps tiny bodies from counting as free.
    sizeCalculation: (entry) => entry.body.length + 512,
    ttlAutopurge: false,
  });

  const keyOf = (req: IncomingMessage) =>
    // Requests carrying test fault injection must always reach the app.
    req.method === "GET" && !req.headers["x-fault-inject"]
      ? sharedCacheKey(req.url ?? "/", req.headers["accept-encoding"]?.toString())
      : null;

  return {
    serve(req, res) {
      const key = keyOf(req);
      // Expired entries are not returned (the cache checks each entry's ttl on read).
      const entry = key ? entries.get(key) : undefined;
      if (!entry) return false;
      res.writeHead(entry.status, {
        ...entry.headers,
        "content-length": entry.body.length,
        age: String(Math.floor((Date.now() - entry.storedAt) / 1000)),
      });
      res.end(entry.body);
      return true;
    },

    capture(req, res) {
      const key = keyOf(req);
      if (!key) return;
      const chunks: Buffer[] = [];
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      const keep = (chunk: unknown, encoding?: unknown) => {
        if (chunk === undefined || chunk === null || typeof chunk === "function") return;
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding as BufferEncoding));
      };
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        keep(chunk, typeof rest[0] === "string" ? rest[0] : undefined);
        return write(chunk, ...rest);
      }) as typeof res.write;
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        keep(chunk, typeof rest[0] === "string" ? rest[0] : undefined);
        const seconds = sharedMaxAge({
          method: req.method ?? "GET",
          status: res.statusCode,
          cacheControl: res.getHeader("cache-control")?.toString(),
          setCookie: res.hasHeader("set-cookie"),
        });
        if (seconds > 0) {
          const now = Date.now();
          entries.set(
            key,
            { status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks), storedAt: now },
            { ttl: seconds * 1000 },
          );
        }
        return end(chunk, ...rest);
      }) as typeof res.end;
    },
  };
}
