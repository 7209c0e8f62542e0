/**
 * Result pages filled from a per-language template instead of rendered per request.
 *
 * The template is the real result page (SalaryResultPage.astro) rendered with markers for
 * every value and for the URL's segments; filling it gives the same bytes Astro would render
 * for that URL, which the tests check page by page. Only canonical URLs of plain slugs are
 * filled; anything else (redirects, errors, non-ASCII slugs) is rendered by Astro as before.
 */
import { DEFAULT_LANGUAGE } from "../../i18n/languages.ts";
import { isOffered } from "../../i18n/offered.ts";
import { escapeHtml } from "../../lib/html/escape-html.ts";
import { fillPageTemplate, holeMarker, jsonHoleMarker, type PageTemplate } from "../../lib/html/page-template.ts";
import { localizePath } from "../../lib/i18n/localized-path.ts";
import type { ResultPageView } from "./result-page-model.ts";

/** The holes a result page template has; a template with any other is not used. */
export const RESULT_PAGE_HOLES: ReadonlySet<string> = new Set([
  "cc",
  "slug",
  "years",
  "title",
  "description",
  "ogimage",
  "jsonld",
  "heading",
  "lead",
  "sharetext",
  "browse",
  "searchedas",
  "result",
  "compare",
]);

/** The path segments of the template request: markers, which no real URL can contain. */
export const TEMPLATE_SEGMENTS = {
  country: holeMarker("cc"),
  position: holeMarker("slug"),
  experience: holeMarker("years"),
} as const;

export function resultTemplatePath(lang: string): string {
  const { country, position, experience } = TEMPLATE_SEGMENTS;
  return localizePath(`/salary/${country}/${position}/${experience}`, lang, DEFAULT_LANGUAGE);
}

/** The view the template is rendered with. The social card's path is site-relative, so its marker keeps the slash. */
export function resultTemplateView(): ResultPageView {
  return {
    title: holeMarker("title"),
    description: holeMarker("description"),
    ogImage: `/${holeMarker("ogimage")}`,
    jsonLd: jsonHoleMarker("jsonld"),
    heading: holeMarker("heading"),
    lead: holeMarker("lead"),
    shareText: holeMarker("sharetext"),
    countryCode: holeMarker("cc"),
    browseLabel: holeMarker("browse"),
    searchedAsHtml: holeMarker("searchedas"),
    resultHtml: holeMarker("result"),
    compareHtml: holeMarker("compare"),
  };
}

export interface FillableResultUrl {
  readonly lang: string;
  readonly country: string;
  readonly slug: string;
  readonly years: string;
}

// Only what needs no decoding and no escaping: upper-case country, lower-case ASCII slug, and
// years without leading zeros. Whether it is canonical is still the page model's call.
const FILLABLE = /^(?:\/([a-z]{2,3}))?\/salary\/([A-Z]{2})\/([a-z0-9]+(?:-[a-z0-9]+)*)\/(0|[1-9][0-9]?)$/;

export function fillableResultUrl(pathname: string): FillableResultUrl | undefined {
  const m = FILLABLE.exec(pathname);
  if (!m) return undefined;
  const lang = m[1] ?? DEFAULT_LANGUAGE;
  // An explicit default prefix redirects; an unknown one is not a language.
  if ((m[1] !== undefined && lang === DEFAULT_LANGUAGE) || !isOffered(lang)) return undefined;
  return { lang, country: m[2] ?? "", slug: m[3] ?? "", years: m[4] ?? "" };
}

/** The page for `url` from its language's template, as UTF-8. */
export function fillResultPage(
  template: PageTemplate,
  url: FillableResultUrl,
  view: ResultPageView,
  allocate?: (bytes: number) => Uint8Array,
): Uint8Array {
  return fillPageTemplate(template, resultPageValues(url, view), allocate);
}

/** Each hole's value, escaped as Astro escapes it in the same place. */
function resultPageValues(url: FillableResultUrl, view: ResultPageView): Record<string, string> {
  const e = escapeHtml;
  return {
    cc: e(url.country),
    slug: e(url.slug),
    years: e(url.years),
    title: e(view.title),
    description: e(view.description),
    ogimage: e(view.ogImage.slice(1)),
    jsonld: JSON.stringify(view.jsonLd).replace(/</g, "\\u003c"),
    heading: e(view.heading),
    lead: e(view.lead),
    sharetext: e(view.shareText),
    browse: e(view.browseLabel),
    searchedas: view.searchedAsHtml,
    result: view.resultHtml,
    compare: view.compareHtml,
  };
}
