import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boundedEditDistance, buildTypoIndex, typoCandidates } from "../../../../src/lib/salary/typo-index.ts";

/** Textbook Levenshtein distance, to check the bounded one against. */
function levenshtein(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(
        (prev[j] ?? 0) + 1,
        (cur[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    prev = cur;
  }
  return prev[b.length] ?? 0;
}

describe("boundedEditDistance", () => {
  it.each([
    ["nurse", "nurse", 2, 0],
    ["nurse", "nurses", 2, 1],
    ["enginer", "engineer", 2, 1],
    ["acountant", "accountant", 2, 1],
    ["kitten", "sitting", 2, 3],
    ["", "abc", 2, 3],
    ["short", "muchlongerword", 2, 3],
  ])("%s → %s within %i is %i", (a, b, max, expected) => {
    expect(boundedEditDistance(a, b, max)).toBe(expected);
  });

  it("equals the Levenshtein distance up to the bound, and bound + 1 past it", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }),
        fc.string({ maxLength: 12 }),
        fc.integer({ min: 0, max: 3 }),
        (a, b, max) => {
          const d = levenshtein(a, b);
          expect(boundedEditDistance(a, b, max)).toBe(d <= max ? d : max + 1);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("typoCandidates", () => {
  // A toy vocabulary: each word is used by two titles, so every one is a typo target.
  const vocab = ["accountant", "developer", "electrician", "engineer", "nurse", "pharmacist", "teacher"];
  const postingStart = Int32Array.from(vocab.map((_, i) => 2 * i).concat(2 * vocab.length));
  const typos = buildTypoIndex(vocab, postingStart);
  const found = (word: string) => typoCandidates(typos, word).map((c) => vocab[c.token]);

  it.each([
    ["enginer", ["engineer"]],
    ["acountant", ["accountant"]],
    ["pharmasist", ["pharmacist"]],
    ["devloper", ["developer"]],
    ["electirican", ["electrician"]],
    ["zzzzzzz", []],
  ])("%s finds %j", (word, expected) => {
    expect(found(word)).toEqual(expected);
  });

  it("gives less credit the more edits a reading needs", () => {
    const [one] = typoCandidates(typos, "enginer");
    const [two] = typoCandidates(typos, "engner");
    expect(one?.credit).toBeGreaterThan(two?.credit ?? 1);
  });

  it("never offers a word more than two edits away, whatever the query", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{3,12}$/), (word) => {
        for (const c of typoCandidates(typos, word)) {
          expect(boundedEditDistance(word, vocab[c.token] ?? "", 2)).toBeLessThanOrEqual(2);
        }
      }),
    );
  });
});
