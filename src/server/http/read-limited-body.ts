export type LimitedBody = { readonly ok: true; readonly text: string } | { readonly ok: false };

/**
 * Reads a request body as UTF-8 text, giving up (ok: false) as soon as it passes `maxBytes`:
 * a declared Content-Length is checked before reading, and the stream is cancelled on overflow,
 * so an oversized or endless body costs at most `maxBytes` of memory.
 */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<LimitedBody> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) return { ok: false };
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
      return { ok: false };
    }
    chunks.push(value);
  }
  return { ok: true, text: Buffer.concat(chunks).toString("utf8") };
}

export type JsonBody =
  | { readonly kind: "json"; readonly value: unknown }
  /** The body is not JSON at all (bad syntax, or empty). */
  | { readonly kind: "malformed" }
  | { readonly kind: "too_large" }
  | { readonly kind: "not_json_type" };

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/** A JSON request body, read within `maxBytes`, from a request that says it is JSON. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  if (!JSON_TYPE.test((request.headers.get("content-type") ?? "").trim())) return { kind: "not_json_type" };
  const body = await readLimitedBody(request, maxBytes);
  if (!body.ok) return { kind: "too_large" };
  try {
    return { kind: "json", value: JSON.parse(body.text) as unknown };
  } catch {
    return { kind: "malformed" };
  }
}
