/**
 * URL rules of the career guide. Every article has one canonical address,
 * `/career-guide/{section}/{article}[/{sub}[/{nested}]]` in English and the same path under
 * `/{lang}` for other languages; slugs are shared between languages. Older addresses answer a
 * permanent redirect: the Turkish and Spanish roots, and the employee-benefits country pages
 * that moved under a region. Only slug-shaped segments are accepted, so no request can name a
 * file outside the guide's content.
 */
import { SLUG_PATTERN } from "./content-schema.ts";
import { localizePath } from "../i18n/localized-path.ts";

export const GUIDE_SEGMENT = "career-guide";
export const MAX_GUIDE_DEPTH = 4;

/** Older language-specific roots, up to three levels below them. */
export const LEGACY_ROOTS: Readonly<Record<string, { readonly lang: string; readonly maxDepth: number }>> = {
  "kariyer-rehberi": { lang: "tr", maxDepth: 3 },
  "guia-carrera": { lang: "es", maxDepth: 3 },
};

/** The guide's editorial and corrections policy sits beside the sections, under this slug. */
export const EDITORIAL_POLICY_SLUG = "editorial-policy";

export const BENEFITS_SECTION = "employee-benefits-guide";

/** The article on what gross pay leaves after tax and contributions, which every result page links to (same slugs in every language). */
export const GROSS_VS_NET_ARTICLE = ["understanding-pay", "gross-vs-net-salary"] as const;

/** Country pages of the benefits guide that moved under a region segment. */
export const BENEFITS_REGION_OF: Readonly<Record<string, string>> = {
  australia: "oceania",
  "new-zealand": "oceania",
  nigeria: "africa-middle-east",
  egypt: "africa-middle-east",
  turkey: "europe-asia",
  venezuela: "americas",
  philippines: "asia-pacific",
};

export function guideRoot(lang: string, defaultLang: string): string {
  return localizePath(`/${GUIDE_SEGMENT}`, lang, defaultLang);
}

/** The guide's search answered by the server, for browsers without JavaScript (?q=…). */
export function guideSearchPath(lang: string, defaultLang: string): string {
  return `${guideRoot(lang, defaultLang)}/search`;
}

export function guidePath(lang: string, slugs: readonly string[], defaultLang: string): string {
  return [guideRoot(lang, defaultLang), ...slugs].join("/");
}

/** `employee-benefits-guide/{country}/…` → `employee-benefits-guide/{region}/{country}/…`; null if not moved. */
export function movedBenefitsSlugs(slugs: readonly string[]): string[] | null {
  const region = slugs[0] === BENEFITS_SECTION && slugs[1] ? BENEFITS_REGION_OF[slugs[1]] : undefined;
  return region ? [BENEFITS_SECTION, region, ...slugs.slice(1)] : null;
}

export type GuideRequest =
  | { readonly kind: "page"; readonly lang: string; readonly slugs: readonly string[] }
  | { readonly kind: "redirect"; readonly location: string }
  /** Under the guide but not a possible article address (bad segment, too deep). */
  | { readonly kind: "invalid"; readonly lang: string };

/**
 * What a request path means for the guide, or null when it is not under the guide.
 * `path` is the raw (still percent-encoded) path without query.
 */
export function resolveGuideRequest(
  path: string,
  offered: readonly string[],
  defaultLang: string,
): GuideRequest | null {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const segments = trimmed.split("/").slice(1);
  let lang = defaultLang;
  let prefixed = false;
  if (segments.length > 1 && offered.includes(segments[0]!) && segments[1] === GUIDE_SEGMENT) {
    lang = segments.shift()!;
    prefixed = true;
  }
  const root = segments.shift();
  const legacy = root !== undefined && !prefixed ? LEGACY_ROOTS[root] : undefined;
  if (root !== GUIDE_SEGMENT && !legacy) return null;
  if (legacy) lang = legacy.lang;
  const maxDepth = legacy ? legacy.maxDepth : MAX_GUIDE_DEPTH;
  if (segments.length > maxDepth || !segments.every((s) => SLUG_PATTERN.test(s))) return { kind: "invalid", lang };

  const moved = movedBenefitsSlugs(segments);
  const slugs = moved && moved.length <= MAX_GUIDE_DEPTH ? moved : segments;
  if (legacy || moved || (prefixed && lang === defaultLang)) {
    if (moved && moved.length > MAX_GUIDE_DEPTH) return { kind: "invalid", lang };
    return { kind: "redirect", location: guidePath(lang, slugs, defaultLang) };
  }
  return { kind: "page", lang, slugs };
}
