import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from "node:zlib";
import { brotliWindowBits, type ContentEncoding } from "../../lib/http/content-encoding.ts";

/**
 * Compression of rendered bodies: one call on the whole body, never a stream. On a small API
 * answer the `compression` middleware's brotli stream (set-up, transform events, flush) cost
 * more of the server's CPU than the compression itself; one call is a fraction of that.
 */

/**
 * A body this small fits, with its headers, in TCP's initial congestion window (ten segments,
 * about 14 KB), so it arrives in the same round trips compressed or not. Such a body is sent
 * as it is when first rendered, and compressed once if the shared cache serves it again: on a
 * unique salary API query, compressing cost a large share of the request's CPU and saved no
 * round trip (docs/performance.md).
 */
export const SEND_PLAIN_BELOW = 12 * 1024;

/**
 * Compressed on the event loop, in one call: at the qualities below an API answer or a result
 * page takes microseconds. Handing a page to the thread pool instead cost more CPU (the stream
 * machinery) and gave fewer pages per second on two cores. Only bodies large enough to stall
 * the loop for long go to the thread pool. The figures are in docs/performance.md.
 */
const SYNC_COMPRESS_BELOW = 512 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function brotliOptions(size: number) {
  return {
    params: {
      // Quality 2 for small answers (faster than 3, for slightly more bytes); quality 0 for
      // pages (larger than at 4, but several times faster; docs/performance.md).
      // Responses served often come from the shared cache, compressed once; pre-built pages
      // are compressed at the highest quality at build time.
      [zlib.BROTLI_PARAM_QUALITY]: size < 32 * 1024 ? 2 : 0,
      [zlib.BROTLI_PARAM_LGWIN]: brotliWindowBits(size),
      [zlib.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/** The body compressed on the event loop; for bodies below SYNC_COMPRESS_BELOW. */
export function compressNow(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === "br" ? brotliCompressSync(body, brotliOptions(body.length)) : gzipSync(body, { level: 4 });
}

/** The body compressed, on the thread pool when it is large. */
export async function compressBody(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (body.length < SYNC_COMPRESS_BELOW) return compressNow(body, encoding);
  return encoding === "br" ? brotli(body, brotliOptions(body.length)) : gzipAsync(body, { level: 6, memLevel: 8 });
}

/**
 * zlib's output is a view of its larger working buffer. Kept as is by the shared cache, a
 * small answer held its whole chunk: under unique API queries resident memory grew to twice
 * its budget and more (docs/performance.md).
 */
export function exactCopy(view: Buffer): Buffer {
  if (view.buffer.byteLength <= view.length * 1.25) return view;
  const copy = Buffer.allocUnsafeSlow(view.length);
  view.copy(copy);
  return copy;
}
