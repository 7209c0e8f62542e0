/**
 * Keyboard rules of an editable combobox with a listbox popup (WAI-ARIA APG), kept apart from React so they can be
 * tested as a table.
 */

/**
 * The option an arrow key lands on. The ends wrap, as in the APG examples; with nothing active (-1), or an index left
 * over from a longer list, ArrowDown enters at the top and ArrowUp at the bottom.
 */
export function nextActiveIndex(current: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return step > 0 ? 0 : count - 1;
  return (current + step + count) % count;
}

export interface ComboboxKeyState {
  readonly open: boolean;
  /** The active option, -1 for none. */
  readonly active: number;
  /** How many options the list has, or would have if it opened now. */
  readonly count: number;
  /**
   * The typed text is a value in its own right (a job title), not only a filter: Enter with nothing active is left to
   * the form. Otherwise (a country) a half-typed filter must never be submitted, so Enter stays in the box and picks
   * the only remaining option.
   */
  readonly freeText: boolean;
}

export type ComboboxKeyAction =
  /** Make this option active, opening the list if it is closed. */
  | { readonly type: "move"; readonly index: number }
  | { readonly type: "pick"; readonly index: number }
  | { readonly type: "close" }
  /** Enter consumed without a pick: nothing to choose yet, and the form must not submit the filter text. */
  | { readonly type: "hold" };

/** What a key does, or null when the key is not the combobox's and must keep its default (typing, submitting). */
export function comboboxKeyAction(key: string, state: ComboboxKeyState): ComboboxKeyAction | null {
  const { open, active, count, freeText } = state;
  switch (key) {
    case "ArrowDown":
    case "ArrowUp":
      if (count === 0) return null;
      // A closed list has no active option, whatever index was last seen.
      return { type: "move", index: nextActiveIndex(open ? active : -1, count, key === "ArrowDown" ? 1 : -1) };
    case "Enter":
      if (!open) return null;
      if (active >= 0 && active < count) return { type: "pick", index: active };
      if (freeText) return null;
      return count === 1 ? { type: "pick", index: 0 } : { type: "hold" };
    case "Escape":
      return open ? { type: "close" } : null;
    default:
      return null;
  }
}
