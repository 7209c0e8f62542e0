/**
 * The "same job in every country" page (/salary/occupation/{slug}): one occupation's estimate
 * in every country with figures, in local money, US dollars and international dollars, in the
 * order the URL asks for. Also the link to it from a result page and its sitemap entries.
 */
import { LRUCache } from "lru-cache";
import { DEFAULT_LANGUAGE } from "../../lib/i18n/languages.ts";
import { languageOf } from "../../i18n/offered.ts";
import { translator } from "../../i18n/translate.ts";
import { withExperience } from "../../i18n/experience-phrase.ts";
import { experienceLabel, moneyFormat, regionalLocale, wholeFormat } from "../../lib/format/number-format.ts";
import { languagePrefix } from "../../lib/i18n/localized-path.ts";
import { TOP_OCCUPATIONS_PER_COUNTRY } from "../../lib/salary/browse.ts";
import { countryName, flagOf } from "../../lib/salary/countries.ts";
import type { SalaryEngine } from "../../lib/salary/engine.ts";
import type { SalaryEstimate } from "../../lib/salary/types.ts";
import {
  ariaSort,
  columnView,
  convertMedian,
  sortCountries,
  type CountryFigures,
} from "../../lib/salary/every-country.ts";
import { displayTitle, positionSlug } from "../../lib/salary/position.ts";
import { regionOfLocale } from "../../lib/salary/calculator-input.ts";
import {
  DEFAULT_VIEW,
  LINKED_YEARS,
  SORT_KEYS,
  checkOccupationView,
  occupationPagePath,
  type SortKey,
} from "../../lib/salary/occupation-url.ts";
import { occupationHref, rankedOccupations } from "./browse-model.ts";

export interface EveryCountryRow extends CountryFigures {
  readonly flag: string;
  readonly href: string;
  readonly medianText: string;
  /** What the median leaves after income tax and employee contributions, local money; "—" where no rules are held. */
  readonly netText: string;
  readonly rangeText: string;
  readonly usdText: string;
  readonly pppText: string;
}

export interface EveryCountryColumn {
  readonly key: SortKey | "local" | "net";
  readonly label: string;
  /** The order this header's link asks for; none for local money, which cannot be ranked across currencies. */
  readonly href: string | undefined;
  readonly ariaSort: "ascending" | "descending" | undefined;
  readonly numeric: boolean;
}

/** The id of a country's row in the table (#in-TR links to it). */
export const rowFragment = (country: string): string => `in-${country}`;

export interface EveryCountryPage {
  readonly kind: "ok";
  readonly title: string;
  readonly description: string;
  readonly heading: string;
  readonly intro: string;
  readonly caption: string;
  readonly usdNote: string;
  readonly pppNote: string;
  readonly rangeLabel: string;
  readonly experienceNav: string;
  readonly years: readonly { readonly label: string; readonly href: string; readonly current: boolean }[];
  readonly columns: readonly EveryCountryColumn[];
  readonly rows: readonly EveryCountryRow[];
  /**
   * The row shown above the table: the language's own country (Türkiye on a Turkish page). A
   * visitor who came from a result page arrives with that country's fragment, and the page's
   * script pins that one instead.
   */
  readonly pinned: EveryCountryRow | undefined;
  readonly pinnedLabel: string;
  /** Only the default view is indexed; the other orders and years are the same table. */
  readonly indexable: boolean;
}

export type EveryCountryModel =
  { readonly kind: "redirect"; readonly location: string } | { readonly kind: "not-found" } | EveryCountryPage;

/** Per engine, so that tests with fixture engines never share answers with the real one. */
interface EngineState {
  readonly bySlug: ReadonlyMap<string, number>;
  readonly slugOf: ReadonlyMap<string, string>;
  /** Broad SOC groups ("all other …") left out: pages exist for them but no sitemap lists them. */
  readonly listed: readonly number[];
  /**
   * Rows per (occupation, years, language), before sorting: building a table (about 190
   * estimates and 760 formatted figures) costs far more than sorting a built one, and the
   * four orders of a table share it. A table is some tens of kB, so 300 stay within a few MB.
   */
  readonly rows: LRUCache<string, readonly EveryCountryRow[]>;
  /** Per language, the slug of each occupation's name in that language → its index (built on first use). */
  readonly localSlugs: Map<string, ReadonlyMap<string, number>>;
}
const states = new WeakMap<SalaryEngine, EngineState>();

function state(engine: SalaryEngine): EngineState {
  let s = states.get(engine);
  if (!s) {
    const bySlug = new Map<string, number>();
    const slugOf = new Map<string, string>();
    engine.occupations.title.forEach((title, i) => {
      const slug = positionSlug(title);
      // English titles are unique as slugs in the shipped data; a clash keeps the first.
      if (bySlug.has(slug)) return;
      bySlug.set(slug, i);
      slugOf.set(engine.occupations.code[i] ?? "", slug);
    });
    s = { bySlug, slugOf, listed: rankedOccupations(engine), rows: new LRUCache({ max: 300 }), localSlugs: new Map() };
    states.set(engine, s);
  }
  return s;
}

/** Occupations the sitemaps list (most employed first) and their slugs. */
export function listedOccupations(engine: SalaryEngine): readonly { readonly index: number; readonly slug: string }[] {
  const s = state(engine);
  return s.listed.map((index) => ({ index, slug: s.slugOf.get(engine.occupations.code[index] ?? "") ?? "" }));
}

/** Occupations per "every country" sitemap: as many as a country's result sitemap lists. */
export const OCCUPATIONS_PER_SITEMAP = TOP_OCCUPATIONS_PER_COUNTRY;

export function occupationSitemapParts(engine: SalaryEngine): number {
  return Math.ceil(listedOccupations(engine).length / OCCUPATIONS_PER_SITEMAP);
}

/** The occupations of sitemap `part` (1-based). */
export function occupationSitemapPart(
  engine: SalaryEngine,
  part: number,
): readonly { readonly index: number; readonly slug: string }[] {
  return listedOccupations(engine).slice((part - 1) * OCCUPATIONS_PER_SITEMAP, part * OCCUPATIONS_PER_SITEMAP);
}

/**
 * The page of occupation `code` at `years` in `lang`, or null when there is none; with `country`,
 * the address lands on that country's row (a fragment: the page itself is the same for everyone).
 */
export function everyCountryHref(
  engine: SalaryEngine,
  code: string,
  lang: string,
  years: number,
  country?: string,
): string | null {
  const slug = state(engine).slugOf.get(code);
  if (!slug) return null;
  const view = checkOccupationView(String(years)).view;
  const path = occupationPagePath(languagePrefix(lang, DEFAULT_LANGUAGE), slug, { ...DEFAULT_VIEW, years: view.years });
  // Not the row's id: the page should open at its top, with that country shown first (the page's script).
  return country ? `${path}#from-${country}` : path;
}

/** What an estimate's median leaves after tax, or null where the country's rules are not held (the server's medianTakeHome). */
export type MedianNet = (estimate: SalaryEstimate) => { readonly net: number } | null;

/** The rows of one table, built once per (occupation, years, language) and kept. */
export function everyCountryRows(
  engine: SalaryEngine,
  i: number,
  years: number,
  lang: string,
  medianNet: MedianNet,
): readonly EveryCountryRow[] {
  const cache = state(engine).rows;
  const key = `${i}|${years}|${lang}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const locale = languageOf(lang).numberLocale;
  const occupation = engine.occupations.code[i] ?? "";
  const usd = moneyFormat(locale, "USD");
  // International dollars have no ISO code: a plain number, named by the column header.
  const intl = wholeFormat(locale);
  const rows: EveryCountryRow[] = [];
  for (const country of engine.countries) {
    const r = engine.estimateOccupation({ country: country.code, occupation, experience: years, lang });
    if (!r.ok) continue;
    const a = r.value.annual;
    const converted = convertMedian(a.median, r.value.exchangeRate.perUsd, country.ppp);
    // Local money reads the way the country writes it in this language, as on its result page
    // ("₹9,58,967" in Indian English); US and international dollars stay in the language's locale.
    const money = moneyFormat(regionalLocale(locale, country.code), r.value.currency);
    const net = medianNet(r.value);
    rows.push({
      code: country.code,
      name: countryName(country, lang),
      flag: flagOf(country.code),
      href: occupationHref(engine, i, lang, country.code, years),
      median: a.median,
      p10: a.p10,
      p90: a.p90,
      medianUsd: converted.usd,
      medianPpp: converted.ppp,
      medianText: money.format(a.median),
      netText: net ? money.format(net.net) : "—",
      rangeText: `${money.format(a.p10)} – ${money.format(a.p90)}`,
      usdText: Number.isFinite(converted.usd) ? usd.format(converted.usd) : "—",
      pppText: Number.isFinite(converted.ppp) ? intl.format(converted.ppp) : "—",
    });
  }
  cache.set(key, rows);
  return rows;
}

export interface EveryCountryInput {
  readonly engine: SalaryEngine;
  readonly lang: string;
  /** The slug segment as routed (already URL-decoded by the router). */
  readonly slug: string;
  /** The path after the slug ("", "10", "usd-desc", "10/usd-desc"). */
  readonly rest: string;
  readonly medianNet: MedianNet;
}

/**
 * The occupation whose name in `lang` has this slug (/de/salary/occupation/softwareentwickler):
 * exact names only, so a word that merely resembles one still finds nothing.
 */
function byLocalSlug(engine: SalaryEngine, s: EngineState, lang: string, slug: string): number | undefined {
  let map = s.localSlugs.get(lang);
  if (!map) {
    const built = new Map<string, number>();
    engine.occupations.localized[lang]?.forEach((name, i) => {
      const local = name ? positionSlug(name) : "";
      if (local && !built.has(local)) built.set(local, i);
    });
    map = built;
    s.localSlugs.set(lang, map);
  }
  return map.get(slug);
}

export function everyCountryModel({ engine, lang, slug, rest, medianNet }: EveryCountryInput): EveryCountryModel {
  const s = state(engine);
  const prefix = languagePrefix(lang, DEFAULT_LANGUAGE);
  const asked = positionSlug(slug);
  const local = s.bySlug.has(asked) ? undefined : byLocalSlug(engine, s, lang, asked);
  // One address per occupation: its English slug, in every language; a local name redirects there.
  const canonicalSlug = local === undefined ? asked : (s.slugOf.get(engine.occupations.code[local] ?? "") ?? asked);
  const i = s.bySlug.get(canonicalSlug);
  if (i === undefined) return { kind: "not-found" };
  const check = checkOccupationView(rest);
  if (check.kind === "redirect" || canonicalSlug !== slug) {
    return { kind: "redirect", location: occupationPagePath(prefix, canonicalSlug, check.view) };
  }
  const view = check.view;
  const { t } = translator(lang);
  const locale = languageOf(lang).numberLocale;
  const occupation = displayTitle(
    engine.occupations.localized[lang]?.[i] || (engine.occupations.title[i] ?? canonicalSlug),
    locale,
  );
  const phrase = withExperience(lang, view.years);
  const collator = new Intl.Collator(locale);
  const rows = sortCountries(
    everyCountryRows(engine, i, view.years, lang, medianNet),
    view.sort,
    view.dir,
    collator.compare,
  );
  const count = rows.length;
  const labels: Record<SortKey | "local", string> = {
    name: t("everyCountry.countryColumn"),
    local: t("everyCountry.localColumn"),
    usd: t("everyCountry.usdColumn"),
    ppp: t("everyCountry.pppColumn"),
  };
  const sortable = (key: SortKey): EveryCountryColumn => ({
    key,
    label: labels[key],
    href: occupationPagePath(prefix, canonicalSlug, columnView(key, view)),
    ariaSort: ariaSort(key, view),
    numeric: key !== "name",
  });
  const home = regionOfLocale(locale);
  const years = [...new Set<number>([...LINKED_YEARS, view.years])].sort((a, b) => a - b);
  return {
    kind: "ok",
    title: t("everyCountry.metaTitle", { occupation }),
    description: t("everyCountry.metaDescription", { occupation, withExperience: phrase, count }),
    heading: t("everyCountry.heading", { occupation }),
    intro: t("everyCountry.intro", { withExperience: phrase, count }),
    caption: t("everyCountry.caption", { occupation, withExperience: phrase }),
    usdNote: t("everyCountry.usdNote"),
    pppNote: t("everyCountry.pppNote"),
    rangeLabel: t("everyCountry.rangeColumn"),
    experienceNav: t("everyCountry.experienceNav"),
    years: years.map((y) => ({
      label: experienceLabel(y, locale, t("calculator.newGraduate")),
      href: occupationPagePath(prefix, canonicalSlug, { ...view, years: y }),
      current: y === view.years,
    })),
    columns: [
      sortable("name"),
      { key: "local", label: labels.local, href: undefined, ariaSort: undefined, numeric: true },
      { key: "net", label: t("takeHome.net"), href: undefined, ariaSort: undefined, numeric: true },
      ...SORT_KEYS.filter((k) => k !== "name").map(sortable),
    ],
    rows,
    pinned: rows.find((r) => r.code === home),
    pinnedLabel: t("everyCountry.pinnedLabel"),
    indexable: view.years === DEFAULT_VIEW.years && view.sort === DEFAULT_VIEW.sort && view.dir === DEFAULT_VIEW.dir,
  };
}
