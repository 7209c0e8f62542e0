import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  ariaSort,
  columnView,
  convertMedian,
  sortCountries,
  type CountryFigures,
} from "../../../../src/lib/salary/every-country.ts";
import {
  DEFAULT_VIEW,
  SORT_KEYS,
  checkOccupationView,
  occupationPagePath,
  type OccupationView,
} from "../../../../src/lib/salary/occupation-url.ts";

const row = (code: string, name: string, median: number, medianUsd: number, medianPpp: number): CountryFigures => ({
  code,
  name,
  median,
  p10: median / 2,
  p90: median * 2,
  medianUsd,
  medianPpp,
});
const ROWS = [
  row("DE", "Germany", 80_000, 93_000, 115_000),
  row("IN", "India", 900_000, 10_500, 43_000),
  row("AT", "Austria", 60_000, 70_000, 80_000),
  row("JP", "Japan", 6_000_000, 40_000, 60_000),
  row("XX", "Nowhere", 1_000, Number.NaN, Number.NaN),
];
const byName = (a: string, b: string) => a.localeCompare(b, "en");
const codes = (rows: readonly CountryFigures[]) => rows.map((r) => r.code);

describe("sortCountries", () => {
  it.each([
    ["name", "asc", ["AT", "DE", "IN", "JP", "XX"]],
    ["name", "desc", ["XX", "JP", "IN", "DE", "AT"]],
    ["usd", "desc", ["DE", "AT", "JP", "IN", "XX"]],
    ["usd", "asc", ["IN", "JP", "AT", "DE", "XX"]],
    ["ppp", "desc", ["DE", "AT", "JP", "IN", "XX"]],
    ["ppp", "asc", ["IN", "JP", "AT", "DE", "XX"]],
  ] as const)("%s %s", (sort, dir, expected) => {
    expect(codes(sortCountries(ROWS, sort, dir, byName))).toEqual(expected);
  });

  it("breaks ties by name and leaves the input alone", () => {
    const tied = [row("B", "Beta", 1, 5, 5), row("A", "Alpha", 1, 5, 5)];
    expect(codes(sortCountries(tied, "usd", "desc", byName))).toEqual(["A", "B"]);
    expect(codes(tied)).toEqual(["B", "A"]);
  });

  it("orders by the figure whatever the input order, missing figures last", () => {
    const arb = fc.array(
      fc.record({
        code: fc.string({ minLength: 2, maxLength: 2 }),
        name: fc.string(),
        usd: fc.oneof(fc.double({ min: 0, max: 1e9, noNaN: true }), fc.constant(Number.NaN)),
      }),
    );
    fc.assert(
      fc.property(arb, fc.constantFrom("asc", "desc" as const), (items, dir) => {
        const rows = items.map((i) => row(i.code, i.name, 1, i.usd, 1));
        const sorted = sortCountries(rows, "usd", dir, byName);
        expect(sorted).toHaveLength(rows.length);
        const finite = sorted.filter((r) => Number.isFinite(r.medianUsd));
        expect(sorted.slice(0, finite.length)).toEqual(finite);
        for (let k = 1; k < finite.length; k++) {
          const [a, b] = [finite[k - 1]?.medianUsd ?? 0, finite[k]?.medianUsd ?? 0];
          expect(dir === "asc" ? a <= b : a >= b).toBe(true);
        }
      }),
    );
  });
});

describe("convertMedian", () => {
  it.each([
    [100, 2, 0.5, { usd: 50, ppp: 200 }],
    [80_684, 0.861191, 0.700862, { usd: 80_684 / 0.861191, ppp: 80_684 / 0.700862 }],
    [100, 0, 1, { usd: Number.NaN, ppp: 100 }],
    [100, 1, 0, { usd: 100, ppp: Number.NaN }],
  ])("%d at %d per US$ and %d per int$ → %j", (median, perUsd, ppp, expected) => {
    expect(convertMedian(median, perUsd, ppp)).toEqual(expected);
  });
});

describe("columnView and ariaSort", () => {
  const usdDesc: OccupationView = { years: 10, sort: "usd", dir: "desc" };
  it.each([
    ["name", DEFAULT_VIEW, { years: 5, sort: "name", dir: "desc" }, "ascending"],
    ["usd", DEFAULT_VIEW, { years: 5, sort: "usd", dir: "desc" }, undefined],
    ["ppp", DEFAULT_VIEW, { years: 5, sort: "ppp", dir: "desc" }, undefined],
    ["usd", usdDesc, { years: 10, sort: "usd", dir: "asc" }, "descending"],
    ["name", usdDesc, { years: 10, sort: "name", dir: "asc" }, undefined],
  ] as const)("%s header on %j links to %j, aria-sort %s", (column, view, next, aria) => {
    expect(columnView(column, view)).toEqual(next);
    expect(ariaSort(column, view)).toBe(aria);
  });

  it("marks exactly one header", () => {
    for (const sort of SORT_KEYS)
      for (const dir of ["asc", "desc"] as const)
        expect(SORT_KEYS.filter((k) => ariaSort(k, { years: 5, sort, dir }) !== undefined)).toEqual([sort]);
  });
});

describe("occupation page URLs", () => {
  it.each([
    ["", "/de", DEFAULT_VIEW, "/de/salary/occupation/nurses"],
    ["", "", { years: 10, sort: "name", dir: "asc" }, "/salary/occupation/nurses/10"],
    ["", "", { years: 5, sort: "usd", dir: "desc" }, "/salary/occupation/nurses/usd-desc"],
    ["", "/ar", { years: 0, sort: "ppp", dir: "asc" }, "/ar/salary/occupation/nurses/0/ppp-asc"],
  ] as const)("%s%s %j → %s", (_, prefix, view, path) => {
    expect(occupationPagePath(prefix, "nurses", view)).toBe(path);
  });

  it.each([
    ["", "ok", DEFAULT_VIEW],
    ["10", "ok", { years: 10, sort: "name", dir: "asc" }],
    ["usd-desc", "ok", { years: 5, sort: "usd", dir: "desc" }],
    ["20/ppp-asc", "ok", { years: 20, sort: "ppp", dir: "asc" }],
    ["50/ppp-desc", "ok", { years: 50, sort: "ppp", dir: "desc" }],
    // Local money is not an order (it would rank currencies against each other): old links go to the default.
    ["local-desc", "redirect", DEFAULT_VIEW],
    ["10/local-asc", "redirect", { years: 10, sort: "name", dir: "asc" }],
    // Defaults spelled out, leading zeros, and values that cannot be read fall back.
    ["5", "redirect", DEFAULT_VIEW],
    ["name-asc", "redirect", DEFAULT_VIEW],
    ["010", "redirect", { years: 10, sort: "name", dir: "asc" }],
    ["51", "redirect", DEFAULT_VIEW],
    ["999999999999", "redirect", DEFAULT_VIEW],
    ["usd-sideways", "redirect", DEFAULT_VIEW],
    ["salary-desc", "redirect", DEFAULT_VIEW],
    ["10/usd-desc/extra", "redirect", { years: 10, sort: "usd", dir: "desc" }],
    ["junk/usd-desc", "redirect", DEFAULT_VIEW],
    ["usd-desc/10", "redirect", { years: 5, sort: "usd", dir: "desc" }],
  ] as const)("%j → %s %j", (rest, kind, view) => {
    expect(checkOccupationView(rest)).toEqual({ kind, view });
  });

  it("reads back every view it writes, as canonical", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.constantFrom(...SORT_KEYS),
        fc.constantFrom("asc", "desc" as const),
        (years, sort, dir) => {
          const view = { years, sort, dir };
          const rest = occupationPagePath("", "x", view).slice("/salary/occupation/x".length + 1);
          expect(checkOccupationView(rest)).toEqual({ kind: "ok", view });
        },
      ),
    );
  });
});
