/**
 * Anchors and the table of contents of an article: one entry per level-2 heading, with an id
 * built from the heading's words (any script) and made unique within the article.
 */

export interface OutlineEntry {
  readonly id: string;
  readonly text: string;
}

export function headingId(text: string): string {
  const base = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return base || "section";
}

/** Ids for every heading in order (levels 2 and 3), unique within the article. */
export function headingIds(texts: readonly string[]): string[] {
  const used = new Map<string, number>();
  return texts.map((text) => {
    const base = headingId(text);
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  });
}
