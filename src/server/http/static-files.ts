import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { acceptsEncoding, type ContentEncoding } from "../../lib/http/content-encoding.ts";

/**
 * Serves the pre-built site from an index made once at start-up. The build output does not
 * change while the server runs, so nothing touches the file system per request: a URL either
 * names an indexed file or falls through to the app, which also makes traversal impossible.
 * Measured against maintained static servers on the same pages (docs/http-server.md), serving
 * from memory was about four times faster than streaming each file from disk.
 */

/** Text types we pre-compress at build time and compress on the fly otherwise. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".svg",
  ".xml",
  ".txt",
  ".webmanifest",
  ".ico",
]);

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
};

type Encoding = ContentEncoding;

interface Variant {
  readonly path: string;
  readonly size: number;
  readonly etag: string;
  bytes?: Buffer;
}

interface StaticFile {
  readonly type: string;
  readonly cacheControl: string;
  readonly compressible: boolean;
  readonly identity: Variant;
  readonly encoded: Partial<Record<Encoding, Variant>>;
}

export function cacheControlFor(urlPath: string, extension: string): string {
  // Hashed build assets never change under the same name.
  if (urlPath.startsWith("/_astro/")) return "public, max-age=31536000, immutable";
  if (extension === ".html") return "public, max-age=0, must-revalidate";
  return "public, max-age=3600";
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : entry.isFile() ? [path] : [];
  });
}

function variant(path: string, encoding?: Encoding): Variant {
  const stat = statSync(path);
  const tag = `${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ""}`;
  return { path, size: stat.size, etag: `"${tag}"` };
}

/** URL path (as requested, decoded) → file, for every file under `root`. */
export function indexStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Set(walk(root));
  const index = new Map<string, StaticFile>();
  for (const path of files) {
    if (path.endsWith(".br") || path.endsWith(".gz")) continue;
    const extension = extname(path);
    const urlPath = `/${relative(root, path).split(sep).join("/")}`;
    const compressible = COMPRESSIBLE_EXTENSIONS.has(extension);
    const encoded: Partial<Record<Encoding, Variant>> = {};
    if (compressible) {
      if (files.has(`${path}.br`)) encoded.br = variant(`${path}.br`, "br");
      if (files.has(`${path}.gz`)) encoded.gzip = variant(`${path}.gz`, "gzip");
    }
    const file: StaticFile = {
      type: CONTENT_TYPES[extension] ?? "application/octet-stream",
      cacheControl: cacheControlFor(urlPath, extension),
      compressible,
      identity: variant(path),
      encoded,
    };
    index.set(urlPath, file);
    // Directory pages answer at "/dir" and "/dir/".
    if (urlPath.endsWith("/index.html")) {
      const dir = urlPath.slice(0, -"index.html".length);
      index.set(dir, file);
      if (dir !== "/") index.set(dir.slice(0, -1), file);
    }
  }
  return index;
}

export type StaticFiles = (req: IncomingMessage, res: ServerResponse) => boolean;

/** A handler that serves a pre-built file, or returns false when there is none so the app can answer. */
export function createStaticFiles(root: string): StaticFiles {
  const index = indexStaticFiles(root);
  return (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const raw = (req.url ?? "/").split("?")[0] ?? "/";
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(raw);
    } catch {
      return false;
    }
    const file = index.get(urlPath);
    if (!file) return false;
    const acceptEncoding = String(req.headers["accept-encoding"] ?? "");
    const encoding = file.compressible
      ? (["br", "gzip"] as const).find((e) => file.encoded[e] && acceptsEncoding(acceptEncoding, e))
      : undefined;
    const chosen = (encoding && file.encoded[encoding]) || file.identity;
    res.setHeader("Content-Type", file.type);
    res.setHeader("Cache-Control", file.cacheControl);
    res.setHeader("ETag", chosen.etag);
    if (file.compressible) res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    if (req.headers["if-none-match"] === chosen.etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.setHeader("Content-Length", chosen.size);
    res.statusCode = 200;
    if (req.method === "HEAD") {
      res.end();
      return true;
    }
    // Read on first use and kept: the set is the finite build output, a few tens of MB at most.
    chosen.bytes ??= readFileSync(chosen.path);
    res.end(chosen.bytes);
    return true;
  };
}
