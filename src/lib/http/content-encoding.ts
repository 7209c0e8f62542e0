/**
 * Content negotiation for compressed responses, shared by the pre-built files and the
 * rendered ones. Pure, so the rules are tested without a server.
 */

export type ContentEncoding = "br" | "gzip";

/** Whether the Accept-Encoding header allows `name`, honouring an explicit q=0. */
export function acceptsEncoding(acceptEncoding: string, name: ContentEncoding): boolean {
  // A coding named explicitly overrides the wildcard, whatever their order.
  let wildcard: boolean | undefined;
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [token = "", ...params] = part.split(";").map((p) => p.trim());
    if (token !== name && token !== "*") continue;
    const q = params.find((p) => p.startsWith("q="));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (token === name) return allowed;
    wildcard = allowed;
  }
  return wildcard ?? false;
}

/** Brotli when the client takes it (smaller), else gzip, else none. */
export function chooseEncoding(acceptEncoding: string): ContentEncoding | undefined {
  if (acceptsEncoding(acceptEncoding, "br")) return "br";
  if (acceptsEncoding(acceptEncoding, "gzip")) return "gzip";
  return undefined;
}

/** Text formats worth compressing; images, fonts and archives are compressed already. */
export function isCompressibleType(contentType: string): boolean {
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  return (
    type.startsWith("text/") ||
    type === "image/svg+xml" ||
    type === "image/x-icon" ||
    /^application\/(?:[\w.+-]+\+)?(?:json|xml|javascript|manifest\+json)$/.test(type)
  );
}

/**
 * Brotli's window (log2 of bytes) for a body of `size` bytes: the smallest that holds it,
 * between 10 and 18. A window larger than the body only costs set-up time, for the same
 * output (docs/performance.md).
 */
export function brotliWindowBits(size: number): number {
  return Math.min(18, Math.max(10, Math.ceil(Math.log2(Math.max(1, size)))));
}

/** Below this the headers outweigh the saving. */
export const MIN_COMPRESS_BYTES = 1024;

export interface RenderedBody {
  readonly acceptEncoding: string;
  readonly contentType: string;
  readonly cacheControl: string;
  /** A Content-Encoding the response already has. */
  readonly contentEncoding: string | undefined;
  readonly size: number;
}

/** The coding a rendered body is compressed with, or undefined when it is sent as it is. */
export function codingForBody(body: RenderedBody): ContentEncoding | undefined {
  if (body.size < MIN_COMPRESS_BYTES || body.contentEncoding || !isCompressibleType(body.contentType)) return undefined;
  if (/\bno-transform\b/i.test(body.cacheControl)) return undefined;
  return chooseEncoding(body.acceptEncoding);
}
