import { readFileSync, statSync, type Stats } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";

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

/** Built files never change while the server runs; stat results are remembered (bounded, since URLs are not). */
const statCache = new Map<string, Stats | null>();
function fileStat(path: string): Stats | null {
  const known = statCache.get(path);
  if (known !== undefined) return known;
  let stat: Stats | null;
  try {
    const found = statSync(path);
    stat = found.isFile() ? found : null;
  } catch {
    stat = null;
  }
  if (statCache.size > 20_000) statCache.clear();
  statCache.set(path, stat);
  return stat;
}

/** Maps a URL path to a file under `root`, or null (never escapes root). */
export function resolveStaticFile(root: string, urlPath: string): { path: string; stat: Stats } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const base = normalize(join(root, decoded));
  if (base !== root && !base.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  // `/404` is the static-host error page; it must never reach the app, which only knows the catch-all.
  for (const candidate of [base, join(base, "index.html"), ...(decoded === "/404" ? [`${base}.html`] : [])]) {
    const stat = fileStat(candidate);
    if (stat) return { path: candidate, stat };
  }
  return null;
}

/** Picks the best pre-compressed sibling the client accepts. */
function negotiate(
  path: string,
  acceptEncoding: string,
): { path: string; encoding: string | null; stat: Stats | null } {
  const accepts = (name: string) => new RegExp(`(^|[\\s,])${name}(?!;q=0(\\.0*)?(,|$))`).test(acceptEncoding);
  for (const [encoding, suffix] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ] as const) {
    if (!accepts(encoding)) continue;
    const stat = fileStat(path + suffix);
    if (stat) return { path: path + suffix, encoding, stat };
  }
  return { path, encoding: null, stat: null };
}

export function cacheControlFor(urlPath: string, extension: string): string {
  // Hashed build assets never change under the same name.
  if (urlPath.startsWith("/_astro/")) return "public, max-age=31536000, immutable";
  if (extension === ".html") return "public, max-age=0, must-revalidate";
  return "public, max-age=3600";
}

/** Serves a pre-built file; returns false when there is none so the app can answer. */
export function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const urlPath = (req.url ?? "/").split("?")[0] ?? "/";
  const found = resolveStaticFile(root, urlPath);
  if (!found) return false;
  const extension = extname(found.path);
  const chosen = COMPRESSIBLE_EXTENSIONS.has(extension)
    ? negotiate(found.path, String(req.headers["accept-encoding"] ?? ""))
    : { path: found.path, encoding: null, stat: null };
  const stat = chosen.stat ?? found.stat;
  const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}${chosen.encoding ? `-${chosen.encoding}` : ""}"`;
  res.setHeader("Content-Type", CONTENT_TYPES[extension] ?? "application/octet-stream");
  res.setHeader("Cache-Control", cacheControlFor(urlPath, extension));
  res.setHeader("ETag", etag);
  if (COMPRESSIBLE_EXTENSIONS.has(extension)) res.setHeader("Vary", "Accept-Encoding");
  if (chosen.encoding) res.setHeader("Content-Encoding", chosen.encoding);
  if (req.headers["if-none-match"] === etag) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  res.setHeader("Content-Length", stat.size);
  res.statusCode = found.path.endsWith(`${sep}404.html`) ? 404 : 200;
  if (req.method === "HEAD") {
    res.end();
    return true;
  }
  res.end(fileBytes(chosen.path));
  return true;
}

/** Read each built file from disk once. */
const fileCache = new Map<string, Buffer>();
function fileBytes(path: string): Buffer {
  let bytes = fileCache.get(path);
  if (!bytes) {
    bytes = readFileSync(path);
    fileCache.set(path, bytes);
  }
  return bytes;
}
