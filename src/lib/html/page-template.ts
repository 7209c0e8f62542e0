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
  return { parts, encodedParts: parts.map((p) => encoder.encode(p)), holes };
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

/**
 * The template joined with `values`, as UTF-8 chunks in order: the template's own bytes were
 * encoded once, so only the values are encoded here. A hole without a value is an error,
 * never silently empty.
 */
export function fillPageTemplate(template: PageTemplate, values: Readonly<Record<string, string>>): Uint8Array[] {
  const encoder = new TextEncoder();
  const out: Uint8Array[] = [template.encodedParts[0] ?? new Uint8Array()];
  const encoded = new Map<string, Uint8Array>();
  for (let i = 0; i < template.holes.length; i++) {
    const name = template.holes[i] ?? "";
    let bytes = encoded.get(name);
    if (!bytes) {
      bytes = encoder.encode(valueOf(values, name));
      encoded.set(name, bytes);
    }
    out.push(bytes, template.encodedParts[i + 1] ?? new Uint8Array());
  }
  return out;
}
