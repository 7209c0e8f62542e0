/**
 * A rendered page with holes, filled per request by string concatenation.
 *
 * The page is rendered once by the framework with marker values (`holeMarker("title")` where
 * the title goes); the markers survive HTML escaping, JSON and URL building unchanged because
 * they are plain ASCII words. Parsing splits the HTML at the markers; filling joins the
 * literal parts with the values, which the caller has already escaped for their place.
 */

const MARKER = /\{"__hole_([a-z]+)__":0\}|__hole_([a-z]+)__/g;

/** The marker for a hole in text, an attribute or a URL. */
export function holeMarker(name: string): string {
  return `__hole_${name}__`;
}

/** The marker for a hole where a JSON value is serialised (structured data). */
export function jsonHoleMarker(name: string): Record<string, 0> {
  return { [holeMarker(name)]: 0 };
}

export interface PageTemplate {
  /** Literal HTML around the holes: always one more than `holes`. */
  readonly parts: readonly string[];
  /** The same parts as UTF-8, encoded once: most of a page's bytes. */
  readonly encodedParts: readonly Uint8Array[];
  /** Total bytes of `encodedParts`. */
  readonly encodedLength: number;
  readonly holes: readonly string[];
}

export function parsePageTemplate(html: string): PageTemplate {
  const parts: string[] = [];
  const holes: string[] = [];
  let last = 0;
  for (const match of html.matchAll(MARKER)) {
    parts.push(html.slice(last, match.index));
    holes.push(match[1] ?? match[2] ?? "");
    last = match.index + match[0].length;
  }
  parts.push(html.slice(last));
  const encoder = new TextEncoder();
  const encodedParts = parts.map((p) => encoder.encode(p));
  const encodedLength = encodedParts.reduce((sum, p) => sum + p.byteLength, 0);
  return { parts, encodedParts, encodedLength, holes };
}

/** The names a template has holes for, each once. */
export function templateHoles(template: PageTemplate): ReadonlySet<string> {
  return new Set(template.holes);
}

function valueOf(values: Readonly<Record<string, string>>, name: string): string {
  const value = values[name];
  if (value === undefined) throw new Error(`page template: no value for hole "${name}"`);
  return value;
}

const encoder = new TextEncoder();

/**
 * The template joined with `values`, as UTF-8 in one buffer: the template's own bytes were
 * encoded once and are copied; the values are encoded straight into place, so a page is one
 * allocation rather than a chunk per hole. A hole without a value is an error, never
 * silently empty. The server passes an allocator that skips zero-filling (Buffer.allocUnsafe).
 */
export function fillPageTemplate(
  template: PageTemplate,
  values: Readonly<Record<string, string>>,
  allocate: (bytes: number) => Uint8Array = (bytes) => new Uint8Array(bytes),
): Uint8Array {
  const { holes, encodedParts } = template;
  // A UTF-16 code unit never takes more than three bytes of UTF-8.
  let bound = template.encodedLength;
  for (const name of holes) bound += valueOf(values, name).length * 3;
  // Every byte up to the returned length is written, so `allocate` need not clear memory.
  const out = allocate(bound);
  let at = 0;
  for (let i = 0; i <= holes.length; i++) {
    const part = encodedParts[i];
    if (part) {
      out.set(part, at);
      at += part.byteLength;
    }
    const name = holes[i];
    if (name !== undefined) at += encoder.encodeInto(valueOf(values, name), out.subarray(at)).written;
  }
  return out.subarray(0, at);
}
