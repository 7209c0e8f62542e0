import { localizePath } from "../i18n/localized-path.ts";

export interface Alternate {
  readonly hreflang: string;
  readonly href: string;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/$/, "")}${path}`;
}

/** Canonical URL of `rest` in `lang`: English unprefixed, others under /{lang}. */
export function canonicalUrl(siteUrl: string, rest: string, lang: string, defaultLang: string): string {
  return absoluteUrl(siteUrl, localizePath(rest, lang, defaultLang));
}

/** One alternate per offered language plus x-default (the default language's URL). */
export function alternateLinks(
  siteUrl: string,
  rest: string,
  offered: readonly string[],
  defaultLang: string,
): Alternate[] {
  const links = offered.map((code) => ({ hreflang: code, href: canonicalUrl(siteUrl, rest, code, defaultLang) }));
  return [...links, { hreflang: "x-default", href: canonicalUrl(siteUrl, rest, defaultLang, defaultLang) }];
}

/**
 * Alternates for a page that exists only in some languages (a guide article): one per language
 * that has it, and x-default pointing at the default language's version, else the first.
 */
export function partialAlternateLinks(
  siteUrl: string,
  rest: string,
  languages: readonly string[],
  defaultLang: string,
): Alternate[] {
  if (languages.length === 0) return [];
  const links = languages.map((code) => ({ hreflang: code, href: canonicalUrl(siteUrl, rest, code, defaultLang) }));
  const fallback = languages.includes(defaultLang) ? defaultLang : languages[0]!;
  return [...links, { hreflang: "x-default", href: canonicalUrl(siteUrl, rest, fallback, defaultLang) }];
}

/**
 * Alternates of a page whose address differs by language (a result page under each language's
 * slug): one per language, and x-default at the default language's address, else the first.
 */
export function pathAlternateLinks(
  siteUrl: string,
  paths: Readonly<Record<string, string>>,
  defaultLang: string,
): Alternate[] {
  const entries = Object.entries(paths);
  if (entries.length === 0) return [];
  const links = entries.map(([code, path]) => ({ hreflang: code, href: absoluteUrl(siteUrl, path) }));
  const fallback = paths[defaultLang] ?? entries[0]![1];
  return [...links, { hreflang: "x-default", href: absoluteUrl(siteUrl, fallback) }];
}
