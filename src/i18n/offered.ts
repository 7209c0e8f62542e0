import {
  languageDefinitions,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  type LanguageDefinition,
} from "../lib/i18n/languages.ts";
/** The site's languages, each with its message file (the message tests hold the two lists equal). */
export const OFFERED: readonly LanguageDefinition[] = languageDefinitions;
export const OFFERED_CODES: readonly string[] = LANGUAGE_CODES;
export const NON_DEFAULT_CODES: readonly string[] = OFFERED_CODES.filter((c) => c !== DEFAULT_LANGUAGE);

export function languageOf(code: string): LanguageDefinition {
  return OFFERED.find((l) => l.code === code) ?? (OFFERED[0] as LanguageDefinition);
}

export function isOffered(code: string | undefined): code is string {
  return code !== undefined && OFFERED_CODES.includes(code);
}
