/**
 * What the browse pages (/salary and /salary/{CC}) and the result-page sitemaps show: links to
 * result pages of the most common occupations, named in the page's language where that name
 * leads back to the same occupation.
 */
import { DEFAULT_LANGUAGE } from "../../lib/i18n/languages.ts";
import { languageOf } from "../../i18n/offered.ts";
import { translator } from "../../i18n/translate.ts";
import { moneyFormat } from "../../lib/format/number-format.ts";
import { withExperience } from "../../i18n/experience-phrase.ts";
import { languagePrefix, localizePath } from "../../lib/i18n/localized-path.ts";
import { resultPathOfSlug, resultSlugSegment } from "../../lib/salary/result-url.ts";
import {
  BROWSE_EXPERIENCE,
  ISCO_GROUPS,
  OCCUPATIONS_PER_GROUP,
  TOP_OCCUPATIONS_PER_COUNTRY,
  rankByEmployment,
  topByGroup,
} from "../../lib/salary/browse.ts";
import { countryName, flagOf } from "../../lib/salary/countries.ts";
import type { SalaryEngine } from "../../lib/salary/engine.ts";

export interface OccupationLink {
  readonly title: string;
  readonly href: string;
}

const prefixOf = (lang: string) => languagePrefix(lang, DEFAULT_LANGUAGE);

/** Per engine, so that tests with fixture engines never share answers with the real one. */
const memo = new WeakMap<
  SalaryEngine,
  { ranked: number[]; titles: Map<string, string>; segments: Map<string, string>; indexOfCode: Map<string, number> }
>();

function state(engine: SalaryEngine) {
  let s = memo.get(engine);
  if (!s) {
    const indexOfCode = new Map<string, number>();
    engine.occupations.code.forEach((code, i) => indexOfCode.set(code, i));
    s = { ranked: rankByEmployment(engine.occupations), titles: new Map(), segments: new Map(), indexOfCode };
    memo.set(engine, s);
  }
  return s;
}

/** The row of an occupation code in the engine's table. */
export function occupationIndex(engine: SalaryEngine, code: string): number | undefined {
  return state(engine).indexOfCode.get(code);
}

/**
 * The title a link uses for occupation `i` in `lang`: the localized name when a result page for
 * it finds the same occupation again, else the English one (which always does).
 */
export function linkTitle(engine: SalaryEngine, i: number, lang: string): string {
  const { titles } = state(engine);
  const key = `${lang}:${i}`;
  let title = titles.get(key);
  if (title === undefined) {
    const english = engine.occupations.title[i] ?? "";
    const local = engine.occupations.localized[lang]?.[i];
    title = english;
    if (local) {
      const found = engine.estimate({ country: "US", position: local, experience: BROWSE_EXPERIENCE, lang });
      if (found.ok && found.value.occupation.code === engine.occupations.code[i]) title = local;
    }
    titles.set(key, title);
  }
  return title;
}

/** The most common occupations, for a country page and its sitemap. */
/** Every occupation, most employed first. */
export function rankedOccupations(engine: SalaryEngine): readonly number[] {
  return state(engine).ranked;
}

export function topOccupations(engine: SalaryEngine): readonly number[] {
  return state(engine).ranked.slice(0, TOP_OCCUPATIONS_PER_COUNTRY);
}

export function occupationHref(
  engine: SalaryEngine,
  i: number,
  lang: string,
  country: string,
  years: number = BROWSE_EXPERIENCE,
): string {
  // A result page links to its occupation in every language and five other countries: the
  // slug of a title in a language is made once.
  const { segments } = state(engine);
  const key = `${lang}:${i}`;
  let segment = segments.get(key);
  if (segment === undefined) {
    segment = resultSlugSegment(prefixOf(lang), linkTitle(engine, i, lang));
    segments.set(key, segment);
  }
  return resultPathOfSlug(prefixOf(lang), country, segment, years);
}

export interface BrowseIndexModel {
  readonly countries: readonly { code: string; name: string; flag: string; href: string }[];
  readonly groupCountry: { readonly code: string; readonly name: string };
  /** "with 5 years of experience", the experience every figure here is for. */
  readonly withExperience: string;
  readonly groups: readonly { id: number; name: string; occupations: readonly OccupationLink[] }[];
  readonly occupationCount: number;
}

/** The browse index: every country with figures, and the top occupations of each group in `groupCountry`. */
export function browseIndexModel(engine: SalaryEngine, lang: string, groupCountry: string): BrowseIndexModel {
  const { t } = translator(lang);
  const locale = languageOf(lang).numberLocale;
  const collator = new Intl.Collator(locale);
  const countries = engine.countries
    .map((c) => ({
      code: c.code,
      name: countryName(c, lang),
      flag: flagOf(c.code),
      href: localizePath(`/salary/${c.code}`, lang, DEFAULT_LANGUAGE),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  const country = engine.country(groupCountry) ?? engine.country("US");
  const code = country?.code ?? "US";
  const byGroup = topByGroup(engine.occupations, state(engine).ranked, OCCUPATIONS_PER_GROUP);
  return {
    countries,
    groupCountry: { code, name: country ? countryName(country, lang) : code },
    withExperience: withExperience(lang, BROWSE_EXPERIENCE),
    groups: ISCO_GROUPS.map((id) => ({
      id,
      name: t(`browse.groups.${id}` as const),
      occupations: (byGroup.get(id) ?? []).map((i) => ({
        title: linkTitle(engine, i, lang),
        href: occupationHref(engine, i, lang, code),
      })),
    })),
    occupationCount: engine.occupations.code.length,
  };
}

export interface CountryPageModel {
  readonly code: string;
  readonly name: string;
  readonly flag: string;
  /** "with 5 years of experience", the experience every figure here is for. */
  readonly withExperience: string;
  readonly rows: readonly (OccupationLink & { readonly median: string })[];
}

/** A country page: its most common occupations with the median estimate, or null for an unknown country. */
export function countryPageModel(engine: SalaryEngine, lang: string, code: string): CountryPageModel | null {
  const country = engine.country(code);
  if (!country || country.code !== code) return null;
  const locale = languageOf(lang).numberLocale;
  const rows = topOccupations(engine).flatMap((i) => {
    const title = linkTitle(engine, i, lang);
    const occupation = engine.occupations.code[i] ?? "";
    const r = engine.estimateOccupation({ country: code, occupation, experience: BROWSE_EXPERIENCE, lang });
    if (!r.ok) return [];
    return [
      {
        title,
        href: occupationHref(engine, i, lang, code),
        median: moneyFormat(locale, r.value.currency).format(r.value.annual.median),
      },
    ];
  });
  return {
    code,
    name: countryName(country, lang),
    flag: flagOf(code),
    withExperience: withExperience(lang, BROWSE_EXPERIENCE),
    rows,
  };
}
