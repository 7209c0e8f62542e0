import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  comboboxKeyAction,
  nextActiveIndex,
  type ComboboxKeyAction,
  type ComboboxKeyState,
} from "../../../../src/lib/ui/combobox-keys.ts";

describe("nextActiveIndex", () => {
  it.each([
    // current, count, step, expected
    [-1, 3, 1, 0],
    [0, 3, 1, 1],
    [2, 3, 1, 0],
    [-1, 3, -1, 2],
    [0, 3, -1, 2],
    [2, 3, -1, 1],
    [0, 1, 1, 0],
    [0, 1, -1, 0],
    [5, 3, 1, 0],
    [5, 3, -1, 2],
    [-1, 0, 1, -1],
    [-1, 0, -1, -1],
  ] as const)("from %i of %i, step %i → %i", (current, count, step, expected) => {
    expect(nextActiveIndex(current, count, step)).toBe(expected);
  });

  it("always lands on an option, and a step back undoes a step forward", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(), (count, seed) => {
        const current = seed % count;
        const down = nextActiveIndex(current, count, 1);
        expect(down).toBeGreaterThanOrEqual(0);
        expect(down).toBeLessThan(count);
        expect(nextActiveIndex(down, count, -1)).toBe(current);
      }),
    );
  });
});

describe("comboboxKeyAction", () => {
  const closed: ComboboxKeyState = { open: false, active: -1, count: 3, freeText: false };
  const open: ComboboxKeyState = { ...closed, open: true };

  it.each<[string, string, ComboboxKeyState, ComboboxKeyAction | null]>([
    ["ArrowDown opens a closed list on its first option", "ArrowDown", closed, { type: "move", index: 0 }],
    ["ArrowUp opens a closed list on its last option", "ArrowUp", closed, { type: "move", index: 2 }],
    ["a closed list ignores a stale active index", "ArrowDown", { ...closed, active: 1 }, { type: "move", index: 0 }],
    ["ArrowDown steps", "ArrowDown", { ...open, active: 0 }, { type: "move", index: 1 }],
    ["ArrowDown wraps to the top", "ArrowDown", { ...open, active: 2 }, { type: "move", index: 0 }],
    ["ArrowUp wraps to the bottom", "ArrowUp", { ...open, active: 0 }, { type: "move", index: 2 }],
    ["arrows with no options keep their default", "ArrowDown", { ...open, count: 0 }, null],
    ["closed arrows with no options keep their default", "ArrowUp", { ...closed, count: 0 }, null],
    ["Enter picks the active option", "Enter", { ...open, active: 1 }, { type: "pick", index: 1 }],
    [
      "free text: Enter picks the active option",
      "Enter",
      { ...open, active: 1, freeText: true },
      { type: "pick", index: 1 },
    ],
    ["free text: Enter with nothing active submits", "Enter", { ...open, freeText: true }, null],
    ["free text: Enter on the only option, not active, submits", "Enter", { ...open, count: 1, freeText: true }, null],
    ["filter: Enter picks the only match", "Enter", { ...open, count: 1 }, { type: "pick", index: 0 }],
    ["filter: Enter among several matches stays in the box", "Enter", open, { type: "hold" }],
    ["filter: Enter with no match stays in the box", "Enter", { ...open, count: 0 }, { type: "hold" }],
    ["Enter on a closed list submits", "Enter", { ...closed, count: 1 }, null],
    [
      "Enter with a stale active index beyond the list",
      "Enter",
      { ...open, active: 7, count: 1 },
      { type: "pick", index: 0 },
    ],
    ["Escape closes an open list", "Escape", { ...open, active: 1 }, { type: "close" }],
    ["Escape on a closed list keeps its default", "Escape", closed, null],
    ["typing keeps its default", "a", open, null],
    ["Home stays in the text", "Home", open, null],
    ["Tab moves on", "Tab", { ...open, active: 1 }, null],
  ])("%s", (_name, key, state, expected) => {
    expect(comboboxKeyAction(key, state)).toEqual(expected);
  });
});
