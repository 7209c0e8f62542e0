/**
 * URL rules for languages: English lives at the root, every other language under /{code}.
 * Paths here are site paths that start with "/" and carry no query string.
 * `splitLanguagePrefix` and `unknownPrefixFallback` are self-contained (no module-level
 * references) because the static 404 page serialises them into an inline script.
 */
export interface SplitPath {
  readonly lang: string | null;
  /** The path without the language prefix, always starting with "/". */
  readonly rest: string;
}

/** Splits a leading /{code} that is an offered language. */
export function splitLanguagePrefix(path: string, offered: readonly string[]): SplitPath {
  const match = /^\/([a-z]{2,3}(?:-[a-z]{2,4})?)(\/.*)?$/i.exec(path);
  const code = match?.[1];
  if (code && offered.includes(code)) return { lang: code, rest: match?.[2] || "/" };
  return { lang: null, rest: path };
}

export function localizePath(rest: string, lang: string, defaultLang: string): string {
  const clean = rest.startsWith("/") ? rest : `/${rest}`;
  if (lang === defaultLang) return clean;
  return `/${lang}${clean}`;
}

/** Same page in another language: swaps, adds or (for the default language) removes the prefix. */
export function switchLanguagePath(
  path: string,
  target: string,
  offered: readonly string[],
  defaultLang: string,
): string {
  return localizePath(splitLanguagePrefix(path, offered).rest, target, defaultLang);
}

/**
 * `/xx/faq` where xx looks like a language code (two letters, optional region, so `/api/…`
 * never does) but is not offered → `/faq`. Null when the path needs no rewrite.
 */
export function unknownPrefixFallback(path: string, offered: readonly string[]): string | null {
  const match = /^\/([a-z]{2}(?:-[a-z]{2,4})?)(\/.+)$/i.exec(path);
  const code = match?.[1];
  const rest = match?.[2];
  if (!code || !rest || offered.includes(code)) return null;
  return rest;
}
