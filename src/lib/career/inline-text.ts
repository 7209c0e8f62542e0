/**
 * The only markup an article's text may carry: **bold**, *emphasis* and [label](href).
 * Text is split into typed spans; the page renders them as elements, so nothing an editor
 * writes is ever parsed as HTML.
 */

export type InlineSpan =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "strong"; readonly text: string }
  | { readonly kind: "em"; readonly text: string }
  | { readonly kind: "link"; readonly text: string; readonly href: string; readonly external: boolean };

/** Site paths ("/de/salary/DE") or https addresses; anything else is kept as plain text. */
export function linkTarget(href: string): { href: string; external: boolean } | null {
  if (/^\/(?!\/)[^\s\\]*$/.test(href)) return { href, external: false };
  if (/^https:\/\/[^\s/\\]+\.[^\s/\\]+(?:\/[^\s\\]*)?$/.test(href)) return { href, external: true };
  return null;
}

// Emphasis needs a non-word character (or the edge) on both sides, so "O*NET" stays text.
const TOKEN = /\*\*([^*]+)\*\*|(?<![\p{L}\p{N}*])\*([^*\s][^*]*?)\*(?![\p{L}\p{N}*])|\[([^\]]+)\]\(([^)\s]+)\)/gu;

export function parseInline(source: string): InlineSpan[] {
  const spans: InlineSpan[] = [];
  let last = 0;
  const push = (span: InlineSpan) => {
    const prev = spans.at(-1);
    if (span.kind === "text" && prev?.kind === "text") {
      spans[spans.length - 1] = { kind: "text", text: prev.text + span.text };
    } else if (span.text !== "") {
      spans.push(span);
    }
  };
  for (const m of source.matchAll(TOKEN)) {
    push({ kind: "text", text: source.slice(last, m.index) });
    if (m[1] !== undefined) push({ kind: "strong", text: m[1] });
    else if (m[2] !== undefined) push({ kind: "em", text: m[2] });
    else {
      const target = linkTarget(m[4]!);
      push(target ? { kind: "link", text: m[3]!, ...target } : { kind: "text", text: m[0] });
    }
    last = m.index + m[0].length;
  }
  push({ kind: "text", text: source.slice(last) });
  return spans;
}

/** The words of a text without its markup, for search, descriptions and reading time. */
export function plainText(source: string): string {
  return parseInline(source)
    .map((s) => s.text)
    .join("");
}

/** Links whose target is refused, so the content check can name them. */
export function rejectedLinks(source: string): string[] {
  return [...source.matchAll(TOKEN)].filter((m) => m[4] !== undefined && !linkTarget(m[4])).map((m) => m[4]!);
}
