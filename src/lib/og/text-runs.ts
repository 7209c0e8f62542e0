/**
 * Splitting a line of card text into runs a shaper can take whole, and putting the runs in
 * display order. Pure: the bidi levels and the choice of font come from the caller.
 */

export interface TextRun {
  /** UTF-16 offsets into the line, end exclusive. */
  readonly start: number;
  readonly end: number;
  /** Bidi embedding level: odd is right-to-left. */
  readonly level: number;
  /** Which font the run is drawn with, as the caller numbers them. */
  readonly font: number;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * Maximal runs of one bidi level and one font. A grapheme never straddles two runs, so a
 * base letter and its marks are always shaped together. `fontFor` gets the font of the run
 * being built (when the level matches) so that spaces and punctuation can stay in it.
 */
export function textRuns(
  text: string,
  levels: ArrayLike<number>,
  fontFor: (grapheme: string, current: number | undefined) => number,
): TextRun[] {
  const runs: TextRun[] = [];
  let open: { start: number; end: number; level: number; font: number } | undefined;
  for (const { segment, index } of graphemes.segment(text)) {
    const level = levels[index] ?? 0;
    const font = fontFor(segment, open?.level === level ? open.font : undefined);
    if (open && open.level === level && open.font === font) {
      open.end = index + segment.length;
      continue;
    }
    if (open) runs.push(open);
    open = { start: index, end: index + segment.length, level, font };
  }
  if (open) runs.push(open);
  return runs;
}

/**
 * Runs in the order they are displayed, left to right (rule L2 of the Unicode bidi
 * algorithm): from the highest level down to the lowest odd one, every stretch of runs at
 * that level or above is reversed.
 */
export function visualOrder<T extends { readonly level: number }>(runs: readonly T[]): T[] {
  const out = [...runs];
  if (out.length < 2) return out;
  const highest = Math.max(...out.map((r) => r.level));
  const lowestOdd = Math.min(...out.map((r) => (r.level % 2 === 1 ? r.level : Infinity)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < out.length;) {
      if (out[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < out.length && out[j]!.level >= level) j++;
      out.splice(i, j - i, ...out.slice(i, j).reverse());
      i = j;
    }
  }
  return out;
}
