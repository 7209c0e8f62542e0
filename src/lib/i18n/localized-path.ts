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

/** The path prefix of a language: "" for the default language, "/{code}" for the others. */
export function languagePrefix(lang: string, defaultLang: string): string {
  return lang === defaultLang ? "" : `/${lang}`;
}

export function localizePath(rest: string, lang: string, defaultLang: string): string {
  const clean = rest.startsWith("/") ? rest : `/${rest}`;
  return `${languagePrefix(lang, defaultLang)}${clean}`;
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
 * Where a path with a language-looking first segment (two letters, optional region, so `/api/…`
 * never matches) should go instead; null when it is fine as it is.
 * - the default language's prefix is dropped: `/en/faq` → `/faq`, `/en` → `/`;
 * - an offered code in other letter case is lower-cased: `/De/faq` → `/de/faq`;
 * - a code that is not offered is dropped: `/xx/faq` → `/faq`, `/xx` → `/`.
 */
export function languagePrefixRedirect(path: string, offered: readonly string[], defaultLang: string): string | null {
  const match = /^\/([a-z]{2}(?:-[a-z]{2,4})?)(\/.*)?$/i.exec(path);
  const code = match?.[1];
  if (!code) return null;
  const rest = match?.[2] || "/";
  const lower = code.toLowerCase();
  if (lower === defaultLang) return rest;
  if (offered.includes(code)) return null;
  if (offered.includes(lower)) return "/" + lower + (match?.[2] || "");
  return rest;
}
