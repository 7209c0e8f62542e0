/**
 * URL rules for the "same job in every country" pages:
 * /{lang}/salary/occupation/{slug}[/{years}][/{sort}-{dir}] (English unprefixed).
 *
 * The view (experience and sort order) lives in the path, not the query string: the server's
 * shared cache keys on-demand pages by path and drops query parameters a route has not
 * declared (src/lib/http/route-query.ts), so `?sort=usd` would be answered with whichever
 * order was cached first. Defaults are left out, so every view has one canonical spelling;
 * anything else that still names a view redirects to it, and junk falls back to the defaults.
 */
import { EXPERIENCE_MAX_YEARS } from "./errors.ts";

/**
 * The orders a visitor can pick. Local money is not one of them: it would rank rials against
 * euros, which means nothing across currencies.
 */
export const SORT_KEYS = ["name", "usd", "ppp"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = "asc" | "desc";

export interface OccupationView {
  readonly years: number;
  readonly sort: SortKey;
  readonly dir: SortDir;
}

/** The same early-career figure the browse pages and sitemaps use. */
export const DEFAULT_YEARS = 5;
/** Experience levels the page links to; any 0…EXPERIENCE_MAX_YEARS is served. */
export const LINKED_YEARS = [0, 5, 10, 20] as const;
/** Alphabetical by country: the order a visitor scans for their own country. */
export const DEFAULT_VIEW: OccupationView = { years: DEFAULT_YEARS, sort: "name", dir: "asc" };

const isSortKey = (s: string): s is SortKey => (SORT_KEYS as readonly string[]).includes(s);

/** The path of a view; defaults are omitted. `prefix` is the language prefix ("" or "/de"). */
export function occupationPagePath(prefix: string, slug: string, view: OccupationView = DEFAULT_VIEW): string {
  let path = `${prefix}/salary/occupation/${encodeURIComponent(slug)}`;
  if (view.years !== DEFAULT_YEARS) path += `/${view.years}`;
  if (view.sort !== DEFAULT_VIEW.sort || view.dir !== DEFAULT_VIEW.dir) path += `/${view.sort}-${view.dir}`;
  return path;
}

export type ViewCheck =
  { readonly kind: "ok"; readonly view: OccupationView } | { readonly kind: "redirect"; readonly view: OccupationView };

/**
 * Reads the path after the slug ("", "10", "usd-desc", "10/usd-desc"). A part that cannot be
 * read falls back to its default and the whole answers "redirect" to the canonical spelling.
 */
export function checkOccupationView(rest: string): ViewCheck {
  const parts = rest.split("/").filter((p) => p !== "");
  let years = DEFAULT_YEARS;
  let sort: SortKey = DEFAULT_VIEW.sort;
  let dir: SortDir = DEFAULT_VIEW.dir;
  let clean = parts.length <= 2;
  let next = 0;
  const first = parts[0];
  if (first !== undefined && /^\d+$/.test(first)) {
    next = 1;
    const n = Number(first);
    if (n <= EXPERIENCE_MAX_YEARS) years = n;
    else clean = false;
  }
  const sortPart = parts[next];
  if (sortPart !== undefined) {
    const m = /^([a-z]+)-(asc|desc)$/.exec(sortPart);
    if (m && isSortKey(m[1] ?? "")) {
      sort = m[1] as SortKey;
      dir = m[2] as SortDir;
    } else clean = false;
    if (parts.length > next + 1) clean = false;
  }
  const view = { years, sort, dir };
  // Defaults spelled out ("/5", "/name-asc") and leading zeros are valid but not canonical.
  const canonical = occupationPagePath("", "", view).slice("/salary/occupation/".length);
  return clean && canonical === (parts.length ? `/${parts.join("/")}` : "") && !/\/\//.test(rest)
    ? { kind: "ok", view }
    : { kind: "redirect", view };
}
