/**
 * Everything a salary result page needs, computed from the URL segments: the canonical
 * check, the estimate, localized labels, comparable countries and structured data.
 * The page itself only renders what this returns.
 */
import { DEFAULT_LANGUAGE } from "../../lib/i18n/languages.ts";
import { OFFERED_CODES, languageOf } from "../../i18n/offered.ts";
import { occupationHref, occupationIndex } from "./browse-model.ts";
import { absoluteUrl } from "../../lib/seo/alternates.ts";
import { translator } from "../../i18n/translate.ts";
import { languagePrefix } from "../../lib/i18n/localized-path.ts";
import { experienceLabel, moneyFormat, regionalLocale } from "../../lib/format/number-format.ts";
import { checkResultSegments, resultPath } from "../../lib/salary/result-url.ts";
import { displayTitle } from "../../lib/salary/position.ts";
import { API_ERRORS } from "../../lib/api/api-errors.ts";
import { POSITION_MAX_LENGTH, countryName, flagOf, type SalaryEstimate } from "../../lib/salary/index.ts";
import type { SalaryEngine } from "../../lib/salary/engine.ts";
import { ogImageUrl } from "./og-image-url.ts";
import { everyCountryHref } from "./every-country-model.ts";
import { withExperience } from "../../i18n/experience-phrase.ts";
import { closestOccupations, type ClosestOccupation } from "./closest-occupations.ts";

/** Big, well-measured economies to compare with; the first five that are not the page's country. */
const COMPARISON_COUNTRIES = ["US", "GB", "DE", "CA", "AU", "IN", "JP", "FR", "BR", "AE"] as const;
const COMPARISON_COUNT = 5;

export type SalaryPageModel =
  | { readonly kind: "redirect"; readonly location: string }
  | { readonly kind: "invalid"; readonly message: string; readonly position: string }
  | { readonly kind: "country-not-found"; readonly position: string }
  | {
      readonly kind: "no-match";
      readonly position: string;
      readonly country: string;
      readonly years: number;
      /** The closest occupations to choose from, each a link to its result page with the same country and years. */
      readonly closest: readonly ClosestOccupation[];
    }
  | {
      readonly kind: "no-data";
      readonly position: string;
      readonly country: string;
      readonly countryName: string;
      readonly years: number;
    }
  | { readonly kind: "failed"; readonly position: string; readonly country: string; readonly years: number }
  /** A job the pay sources do not cover (the armed forces): said so, with the form to try another title. */
  | { readonly kind: "not-covered"; readonly position: string; readonly country: string; readonly years: number }
  | ({ readonly kind: "ok" } & ResultPageData);

export interface ResultPageData {
  readonly estimate: SalaryEstimate;
  /** The matched occupation's name in the page's language (not the address's slug). */
  readonly position: string;
  readonly countryName: string;
  readonly experienceText: string;
  readonly title: string;
  readonly description: string;
  readonly heading: string;
  /** The title as the visitor typed it, when it is not the matched occupation's name. */
  readonly searchedAs: string | null;
  readonly shareText: string;
  /** The locale the figures are written in: the page language with the country as region. */
  readonly locale: string;
  readonly comparables: readonly { code: string; flag: string; name: string; href: string; medianUsd: string }[];
  readonly jsonLd: object;
  /** The canonical position segment of the page's URL. */
  readonly slug: string;
  /**
   * This result's one address in each language (the sitemap's): its canonical and hreflang
   * alternates. Null for a title with a seniority (its figures are its own), which is its own
   * canonical in its own language only.
   */
  readonly localizedPaths: Readonly<Record<string, string>> | null;
  /** The address this page declares canonical (site path). */
  readonly canonicalPath: string;
  /** The same occupation in every country at this experience; null for one without that page. */
  readonly everyCountryPath: string | null;
}

/** Results change with a data release: five minutes in browsers, a day in shared caches. */
export const RESULT_PAGE_CACHE = "public, max-age=300, s-maxage=86400, stale-while-revalidate=604800";

/** What the page writes around a result, as text for Astro to escape where it writes it. */
export interface ResultPageView extends Pick<ResultPageData, "estimate" | "locale" | "everyCountryPath"> {
  readonly title: string;
  readonly description: string;
  /** Site-relative social card. */
  readonly ogImage: string;
  readonly jsonLd: object;
  readonly heading: string;
  readonly lead: string;
  readonly shareText: string;
  readonly countryCode: string;
  readonly browseLabel: string;
  /** The title as typed, shown beside the occupation's name when they differ. */
  readonly searchedAs: string | null;
  readonly comparisons: readonly { href: string; flag: string; label: string; medianUsd: string }[];
  readonly medianLabel: string;
}

export function resultPageView(model: { readonly kind: "ok" } & ResultPageData, lang: string): ResultPageView {
  const { t } = translator(lang);
  return {
    estimate: model.estimate,
    locale: model.locale,
    everyCountryPath: model.everyCountryPath,
    title: model.title,
    description: model.description,
    ogImage: ogImageUrl({
      country: model.estimate.country.code,
      position: model.slug,
      experience: model.estimate.query.experience,
      lang,
    }),
    jsonLd: model.jsonLd,
    heading: model.heading,
    lead: t("salaryResults.experienceSummary", { experience: model.experienceText }),
    shareText: model.shareText,
    countryCode: model.estimate.country.code,
    browseLabel: t("browse.countryTitle", { country: model.countryName }),
    searchedAs: model.searchedAs,
    comparisons: model.comparables.map((c) => ({
      href: c.href,
      flag: c.flag,
      label: t("salaryResults.compareLink", { position: model.position, country: c.name }),
      medianUsd: c.medianUsd,
    })),
    medianLabel: t("salaryResults.median"),
  };
}

export function experienceText(lang: string, years: number): string {
  return experienceLabel(years, languageOf(lang).numberLocale, translator(lang).t("calculator.newGraduate"));
}

/** Whether two titles name the same thing as written: case, spacing and a plural "-s" aside. */
function sameTitle(a: string, b: string, locale: string): boolean {
  // Punctuation is not part of a name: a slug drops it ("agent d entretien", "office clerks general").
  const words = (text: string) =>
    text
      .normalize("NFKC")
      .toLocaleLowerCase(locale)
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter(Boolean)
      .map((w) => (w.length > 3 ? w.replace(/s$/u, "") : w))
      .join(" ");
  return words(a) === words(b);
}

function occupationJsonLd(
  data: Pick<ResultPageData, "estimate" | "position" | "countryName">,
  canonical: string,
): object {
  const a = data.estimate.annual;
  return {
    "@context": "https://schema.org",
    "@type": "Occupation",
    name: data.position,
    url: canonical,
    occupationalCategory: data.estimate.occupation.code,
    occupationLocation: { "@type": "Country", name: data.countryName },
    experienceRequirements: {
      "@type": "OccupationalExperienceRequirements",
      monthsOfExperience: data.estimate.query.experience * 12,
    },
    estimatedSalary: [
      {
        "@type": "MonetaryAmountDistribution",
        name: "base",
        currency: data.estimate.currency,
        duration: "P1Y",
        percentile10: a.min,
        percentile25: a.p25,
        median: a.median,
        percentile75: a.p75,
        percentile90: a.max,
      },
    ],
  };
}

export interface SalaryPageInput {
  readonly engine: SalaryEngine;
  readonly lang: string;
  readonly segments: { readonly country: string; readonly position: string; readonly experience: string };
  readonly search: string;
  /** The site's origin, for absolute canonical URLs. */
  readonly siteUrl: string;
  /** Test hook for the load-failure state; only honoured when FAULT_INJECTION is enabled. */
  readonly injectFailure?: boolean;
}

export function salaryPageModel({
  engine,
  lang,
  segments,
  search,
  siteUrl,
  injectFailure,
}: SalaryPageInput): SalaryPageModel {
  const { t } = translator(lang);
  const prefix = languagePrefix(lang, DEFAULT_LANGUAGE);
  let rawPosition: string;
  try {
    rawPosition = decodeURIComponent(segments.position);
  } catch {
    return { kind: "invalid", message: t(API_ERRORS.POSITION_INVALID.messageKey), position: "" };
  }
  const check = checkResultSegments(segments.country, rawPosition, segments.experience, lang);
  if (check.kind === "redirect") {
    return { kind: "redirect", location: `${resultPath(prefix, check.country, check.slug, check.years)}${search}` };
  }
  if (check.kind === "invalid") {
    return {
      kind: "invalid",
      message: t(API_ERRORS[check.code].messageKey, { max: POSITION_MAX_LENGTH }),
      position: "",
    };
  }
  if (check.kind === "country-not-found") {
    return { kind: "country-not-found", position: rawPosition.slice(0, POSITION_MAX_LENGTH) };
  }

  const base = { position: check.position, country: check.country, years: check.years };
  let result: ReturnType<typeof engine.estimate>;
  try {
    if (injectFailure) throw new Error("injected salary page failure");
    result = engine.estimate({ country: check.country, position: check.position, experience: check.years, lang });
  } catch {
    return { kind: "failed", ...base };
  }
  if (!result.ok) {
    if (result.code === "COUNTRY_NOT_FOUND") return { kind: "country-not-found", position: check.position };
    if (result.code === "NO_MATCH")
      return { kind: "no-match", ...base, closest: closestOccupations(engine, base, lang) };
    if (result.code === "OCCUPATION_NOT_COVERED") return { kind: "not-covered", ...base };
    if (result.code === "COUNTRY_NO_DATA")
      return { kind: "no-data", ...base, countryName: countryName({ code: check.country, name: check.country }, lang) };
    return { kind: "failed", ...base };
  }

  const estimate = result.value;
  const locale = languageOf(lang).numberLocale;
  // One address per result and language: the occupation's link title there (the sitemap's).
  const occupation =
    estimate.occupation.seniority === null ? occupationIndex(engine, estimate.occupation.code) : undefined;
  const localizedPaths =
    occupation === undefined
      ? null
      : Object.fromEntries(
          OFFERED_CODES.map((l) => [l, occupationHref(engine, occupation, l, check.country, check.years)]),
        );
  const ownPath = resultPath(prefix, check.country, check.slug, check.years);
  // Any other title that finds this occupation (a synonym, a plural, another spelling) shows the
  // same figures and names the one address canonical.
  const canonicalPath = localizedPaths?.[lang] ?? ownPath;
  const name = countryName(estimate.country, lang);
  const position = displayTitle(check.position, locale);
  // The occupation's name in the page's language: the heading, the title and what is shared
  // name the job the figures are for, never the address's slug.
  const occupationName = displayTitle(estimate.occupation.title, locale);
  const experience = experienceText(lang, check.years);
  // Money and numbers of the country's figures read the way that country writes them in this language.
  const figureLocale = regionalLocale(locale, estimate.country.code);
  const money = moneyFormat(figureLocale, estimate.currency);
  const usd = moneyFormat(locale, "USD");
  // Estimated only until enough are found. A title without seniority words found a known
  // occupation, which is priced directly; one with them (a "senior" nurse) is matched again so
  // the same seniority applies in every country.
  const comparables: ResultPageData["comparables"][number][] = [];
  for (const code of COMPARISON_COUNTRIES) {
    if (comparables.length === COMPARISON_COUNT) break;
    if (code === check.country) continue;
    const other =
      occupation === undefined
        ? engine.estimate({ country: code, position: check.position, experience: check.years, lang })
        : engine.estimateOccupation({
            country: code,
            occupation: estimate.occupation.code,
            experience: check.years,
            lang,
          });
    if (!other.ok) continue;
    const v = other.value;
    comparables.push({
      code,
      flag: flagOf(code),
      name: countryName(v.country, lang),
      href:
        occupation === undefined
          ? resultPath(prefix, code, check.slug, check.years)
          : occupationHref(engine, occupation, lang, code, check.years),
      medianUsd: usd.format(v.annual.median / v.exchangeRate.perUsd),
    });
  }
  const canonical = absoluteUrl(siteUrl, canonicalPath);
  const core = {
    estimate,
    position: occupationName,
    countryName: name,
    experienceText: experience,
    locale: figureLocale,
    title: t("salaryResults.metaTitle", { position: occupationName, country: name, experience }),
    description: t("salaryResults.metaDescription", {
      position: occupationName,
      country: name,
      withExperience: withExperience(lang, check.years),
      min: money.format(estimate.annual.min),
      max: money.format(estimate.annual.max),
      average: money.format(estimate.annual.average),
    }),
    // The matched occupation's name in the page's language, so the heading reads in one
    // language; the title as typed is shown beside it when it differs.
    heading: t("salaryResults.heading", { position: occupationName, country: name }),
    searchedAs: sameTitle(estimate.occupation.title, check.position, locale) ? null : position,
    shareText: t("salaryResults.shareText", {
      position: occupationName,
      country: name,
      min: money.format(estimate.annual.min),
      max: money.format(estimate.annual.max),
      average: money.format(estimate.annual.average),
    }),
  };
  return {
    kind: "ok",
    ...core,
    comparables,
    jsonLd: occupationJsonLd(core, canonical),
    slug: check.slug,
    localizedPaths,
    canonicalPath,
    everyCountryPath: everyCountryHref(engine, estimate.occupation.code, lang, check.years, estimate.country.code),
  };
}
