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
