/** The mobile menu lists these first, plus the current language. */
export const MOBILE_SHORTLIST = ["en", "tr", "es", "fr", "de", "zh", "ja", "ko", "pt", "it", "ru", "ar"] as const;

export interface LanguageGroups<T> {
  readonly short: T[];
  readonly more: T[];
}

export function splitMobileLanguages<T extends { readonly code: string }>(
  offered: readonly T[],
  current: string,
): LanguageGroups<T> {
  const inShort = (code: string) => code === current || (MOBILE_SHORTLIST as readonly string[]).includes(code);
  return {
    short: offered.filter((l) => inShort(l.code)),
    more: offered.filter((l) => !inShort(l.code)),
  };
}
