import { languageDefinitions, DEFAULT_LANGUAGE, type LanguageDefinition } from "./languages.ts";
import { messageFileCodes } from "./messages.ts";
import { offeredLanguages } from "../lib/i18n/offered-languages.ts";

export const OFFERED: readonly LanguageDefinition[] = offeredLanguages(languageDefinitions, messageFileCodes);
export const OFFERED_CODES: readonly string[] = OFFERED.map((l) => l.code);
export const NON_DEFAULT_CODES: readonly string[] = OFFERED_CODES.filter((c) => c !== DEFAULT_LANGUAGE);

export function languageOf(code: string): LanguageDefinition {
  return OFFERED.find((l) => l.code === code) ?? (OFFERED[0] as LanguageDefinition);
}

export function isOffered(code: string | undefined): code is string {
  return code !== undefined && OFFERED_CODES.includes(code);
}
