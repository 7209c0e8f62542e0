import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { codingForBody, isCompressibleType } from "../../lib/http/content-encoding.ts";
import { compressBody, exactCopy, SEND_PLAIN_BELOW } from "./body-compression.ts";

/**
 * Holds back what the app writes and sends it in one piece, compressed in one call.
 *
 * Astro renders each on-demand response whole (streaming is off), so nothing is gained by
 * streaming it through a compressor, and a stream costs: on a small API answer the `compression`
 * middleware's brotli stream (set-up, transform events, flush) cost more of the server's CPU
 * than the compression itself. One call on the whole body is a fraction of that.
 * docs/http-server.md and docs/performance.md have the figures.
 */

export interface HeldResponse {
  readonly status: number;
  /**
   * The headers the app set, without those already on the response when it was held (the
   * security headers, set afresh for every response). A cached copy of helmet's per-response
   * policy string made each small cache entry cost several times its body.
   */
  readonly headers: OutgoingHttpHeaders;
  readonly body: Buffer;
}

/** Copies writeHead's headers (an object or a flat [name, value, …] list) onto the response. */
function applyHeaders(res: ServerResponse, headers: unknown): void {
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1] as string);
  } else if (headers && typeof headers === "object") {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  }
}

/**
 * From here on, what the app writes to `res` is kept until it ends; then the body is
 * compressed when the type and the client allow it, `onComplete` sees the final response (to
 * cache it), and it is sent with a Content-Length. The returned function drops what was
 * kept so far, for an error page that replaces a half-written response; it returns false
 * when the response has already ended and must be left alone.
 */
export function holdResponse(
  req: IncomingMessage,
  res: ServerResponse,
  onComplete?: (held: HeldResponse) => void,
): () => boolean {
  const chunks: Buffer[] = [];
  let ended = false;
  const presetHeaders = res.getHeaderNames();
  const writeHead = res.writeHead.bind(res) as (status: number) => ServerResponse;
  const end = res.end.bind(res) as (body?: Buffer) => ServerResponse;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
          : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
    );
  };
  const callbackOf = (args: unknown[]) => args.find((a): a is () => void => typeof a === "function");

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status;
    applyHeaders(res, typeof rest[0] === "string" ? rest[1] : rest[0]);
    return res;
  }) as typeof res.writeHead;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    const callback = callbackOf(rest);
    if (callback) queueMicrotask(callback);
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (ended) return res;
    ended = true;
    if (typeof chunk !== "function") keep(chunk, rest[0]);
    const callback = callbackOf(typeof chunk === "function" ? [chunk] : rest);
    void finish().then(callback, (error: unknown) => {
      console.error(error);
      if (!res.headersSent) writeHead(500);
      end();
    });
    return res;
  }) as typeof res.end;

  return () => {
    if (ended) return false;
    chunks.length = 0;
    return true;
  };

  async function finish(): Promise<void> {
    // One chunk (a filled page) is used as it is; the cache gets an exact copy below if it, or
    // the compressor's output, is a view of a larger buffer.
    let body: Buffer = chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks);
    const status = res.statusCode;
    const type = String(res.getHeader("content-type") ?? "");
    const bodyless = req.method === "HEAD" || status === 204 || status === 304;
    if (!bodyless && isCompressibleType(type)) {
      res.setHeader("Vary", "Accept-Encoding");
      // Small bodies go out as they are (see SEND_PLAIN_BELOW); the shared cache compresses
      // the ones it serves again.
      const encoding =
        body.length >= SEND_PLAIN_BELOW
          ? codingForBody({
              acceptEncoding: String(req.headers["accept-encoding"] ?? ""),
              contentType: type,
              cacheControl: String(res.getHeader("cache-control") ?? ""),
              contentEncoding: res.getHeader("content-encoding")?.toString(),
              size: body.length,
            })
          : undefined;
      if (encoding) {
        body = await compressBody(body, encoding);
        res.setHeader("Content-Encoding", encoding);
      }
    }
    if (!bodyless) res.setHeader("Content-Length", body.length);
    if (onComplete) {
      body = exactCopy(body);
      const headers = res.getHeaders();
      for (const name of presetHeaders) delete headers[name];
      onComplete({ status, headers, body });
    }
    if (res.destroyed) return;
    writeHead(status);
    end(bodyless ? undefined : body);
  }
}
