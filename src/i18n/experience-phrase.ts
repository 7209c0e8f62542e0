/**
 * "with 8 years of experience" in the page's language, as a phrase that sentences take whole
 * ({withExperience}): the number and its word agree by the language's plural rules (German
 * "mit 8 Jahren", Russian "8 лет", Arabic's six forms), and 0 years reads as a new graduate.
 */
import { numberFormat } from "../lib/format/number-format.ts";
import { languageOf } from "./offered.ts";
import { translator } from "./translate.ts";

export function withExperience(lang: string, years: number): string {
  const digits = numberFormat(languageOf(lang).numberLocale, "whole", { maximumFractionDigits: 0 });
  return translator(lang).t("common.withExperience", { count: years, years: digits.format(years) });
}
