export type LimitedBody =
  { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: "too_large" | "invalid_utf8" };

/**
 * Reads a request body as UTF-8 text, giving up (ok: false) as soon as it passes `maxBytes`:
 * a declared Content-Length is checked before reading, and the stream is cancelled on overflow,
 * so an oversized or endless body costs at most `maxBytes` of memory. Bytes that are not UTF-8
 * refuse the body rather than turn into U+FFFD, which would store something the client never sent.
 */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<LimitedBody> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) return { ok: false, reason: "too_large" };
  if (!request.body) return { ok: true, text: "" };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return { ok: false, reason: "too_large" };
    }
    chunks.push(value);
  }
  try {
    // ignoreBOM keeps a leading BOM in the text, as before, so JSON.parse still refuses it.
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(Buffer.concat(chunks));
    return { ok: true, text };
  } catch {
    return { ok: false, reason: "invalid_utf8" };
  }
}

export type JsonBody =
  | { readonly kind: "json"; readonly value: unknown }
  /** The body is not JSON at all (bad syntax, not UTF-8, or empty). */
  | { readonly kind: "malformed" }
  | { readonly kind: "too_large" }
  | { readonly kind: "not_json_type" };

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/** A JSON request body, read within `maxBytes`, from a request that says it is JSON. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  if (!JSON_TYPE.test((request.headers.get("content-type") ?? "").trim())) return { kind: "not_json_type" };
  const body = await readLimitedBody(request, maxBytes);
  if (!body.ok) return { kind: body.reason === "too_large" ? "too_large" : "malformed" };
  try {
    return { kind: "json", value: JSON.parse(body.text) as unknown };
  } catch {
    return { kind: "malformed" };
  }
}
