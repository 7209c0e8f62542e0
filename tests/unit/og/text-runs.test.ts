import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { textRuns, visualOrder } from "../../../src/lib/og/text-runs.ts";
import { familiesFor, isScriptNeutral } from "../../../src/lib/og/font-fallback.ts";

describe("textRuns", () => {
  // Font 1 for letters of "Arabic" (here: uppercase), 0 otherwise; neutrals stay in the open run.
  const fontFor = (g: string, current: number | undefined) =>
    /[A-Z]/.test(g) ? 1 : current !== undefined && !/[a-z]/.test(g) ? current : 0;

  it.each([
    ["one level, one font", "abc def", [0, 0, 0, 0, 0, 0, 0], [[0, 7, 0, 0]]],
    [
      "font changes split runs; a space stays in the run it follows",
      "ab CD ef",
      [0, 0, 0, 0, 0, 0, 0, 0],
      [
        [0, 3, 0, 0],
        [3, 6, 0, 1],
        [6, 8, 0, 0],
      ],
    ],
    [
      "level changes split runs",
      "ab cd",
      [1, 1, 1, 2, 2],
      [
        [0, 3, 1, 0],
        [3, 5, 2, 0],
      ],
    ],
    ["a grapheme is never split", "e\u0301x", [0, 0, 0], [[0, 3, 0, 0]]],
  ])("%s", (_name, text, levels, expected) => {
    const runs = textRuns(text, levels, fontFor).map((r) => [r.start, r.end, r.level, r.font]);
    expect(runs).toEqual(expected);
  });

  it("covers the text exactly, in order", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 40 }),
        (text, lv) => {
          const levels = Array.from(text, (_c, i) => lv[i] ?? 0);
          const runs = textRuns(text, levels, fontFor);
          let at = 0;
          for (const run of runs) {
            expect(run.start).toBe(at);
            expect(run.end).toBeGreaterThan(run.start);
            at = run.end;
          }
          expect(at).toBe(text.length);
        },
      ),
    );
  });
});

describe("visualOrder", () => {
  const order = (levels: number[]) => visualOrder(levels.map((level, i) => ({ level, i }))).map((r) => r.i);

  it.each([
    ["left-to-right stays", [0, 0, 0], [0, 1, 2]],
    ["right-to-left reverses", [1, 1, 1], [2, 1, 0]],
    ["numbers inside right-to-left keep their own order", [1, 2, 2, 1], [3, 1, 2, 0]],
    ["an embedded right-to-left phrase in left-to-right", [0, 1, 1, 0], [0, 2, 1, 3]],
    ["nested levels", [1, 2, 3, 3, 2, 1], [5, 1, 3, 2, 4, 0]],
  ])("%s", (_name, levels, expected) => {
    expect(order(levels)).toEqual(expected);
  });

  it("is a permutation, and reverses a stretch of one odd level", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 30 }), (levels) => {
        const result = order(levels);
        expect([...result].sort((a, b) => a - b)).toEqual(levels.map((_l, i) => i));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), (n) => {
        const ones = Array.from({ length: n }, () => 1);
        expect(order(ones)).toEqual(Array.from({ length: n }, (_v, i) => n - 1 - i));
      }),
    );
  });
});

describe("familiesFor", () => {
  it.each([
    ["a", "en", "latin"],
    ["ж", "ru", "latin"],
    ["ệ", "vi", "latin"],
    ["م", "ar", "arabic"],
    ["ے", "ur", "arabic"],
    ["क्ष", "hi", "devanagari"],
    ["ক", "bn", "bengali"],
    ["த", "ta", "tamil"],
    ["한", "ko", "kr"],
    ["字", "ja", "jp"],
    ["字", "zh", "sc"],
    ["字", "en", "sc"],
    ["カ", "ko", "kr"],
  ])("%s in %s goes to %s first", (grapheme, lang, family) => {
    expect(familiesFor(grapheme, lang)[0]).toBe(family);
  });

  it("treats spaces, digits and punctuation as belonging to no script", () => {
    for (const g of [" ", "5", "·", "€", ",", "("]) expect(isScriptNeutral(g)).toBe(true);
    for (const g of ["a", "م", "字", "e\u0301"]) expect(isScriptNeutral(g)).toBe(false);
  });
});
