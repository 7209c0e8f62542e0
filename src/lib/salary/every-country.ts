/**
 * The "same job in every country" table: one occupation's median in local money, in US dollars
 * at the market rate and in international (PPP) dollars, and the order of its rows.
 * Pure: the page model supplies the estimates and the collator.
 */
import type { OccupationView, SortDir, SortKey } from "./occupation-url.ts";

export interface CountryFigures {
  readonly code: string;
  /** Localized country name, for display and for sorting by name. */
  readonly name: string;
  /** Annual figures in local currency. */
  readonly median: number;
  readonly p10: number;
  readonly p90: number;
  /** The median at the market exchange rate. */
  readonly medianUsd: number;
  /** The median in international dollars: local money ÷ the PPP conversion factor. */
  readonly medianPpp: number;
}

/** Converts a local median: `perUsd` and `ppp` are local currency units per US and international dollar. */
export function convertMedian(median: number, perUsd: number, ppp: number): { usd: number; ppp: number } {
  return {
    usd: perUsd > 0 ? median / perUsd : Number.NaN,
    ppp: ppp > 0 ? median / ppp : Number.NaN,
  };
}

const VALUE: Record<Exclude<SortKey, "name">, (r: CountryFigures) => number> = {
  usd: (r) => r.medianUsd,
  ppp: (r) => r.medianPpp,
};

/**
 * Rows in the view's order. Figures that are not numbers (a country without a PPP factor) go
 * last in both directions, and ties fall back to the name, so the order never depends on the
 * input's.
 */
export function sortCountries<T extends CountryFigures>(
  rows: readonly T[],
  sort: SortKey,
  dir: SortDir,
  compareNames: (a: string, b: string) => number,
): T[] {
  const sign = dir === "asc" ? 1 : -1;
  const byName = (a: T, b: T) => compareNames(a.name, b.name) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
  if (sort === "name") return [...rows].sort((a, b) => sign * byName(a, b));
  const value = VALUE[sort];
  return [...rows].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    const na = !Number.isFinite(va);
    const nb = !Number.isFinite(vb);
    if (na || nb) return na === nb ? byName(a, b) : na ? 1 : -1;
    return sign * (va - vb) || byName(a, b);
  });
}

/** Money columns open largest first, names A to Z; the active column's link turns its order round. */
export function columnView(column: SortKey, current: OccupationView): OccupationView {
  if (column === current.sort) return { ...current, dir: current.dir === "asc" ? "desc" : "asc" };
  return { ...current, sort: column, dir: column === "name" ? "asc" : "desc" };
}

/** The header's aria-sort: only the column the rows are ordered by carries one. */
export function ariaSort(column: SortKey, current: OccupationView): "ascending" | "descending" | undefined {
  if (column !== current.sort) return undefined;
  return current.dir === "asc" ? "ascending" : "descending";
}
