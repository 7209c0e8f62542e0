import { DEFAULT_LANGUAGE } from "../../lib/i18n/languages.ts";
import { languageOf } from "../../i18n/offered.ts";
import { translator } from "../../i18n/translate.ts";
import { languagePrefix, localizePath } from "../../lib/i18n/localized-path.ts";
import { regionOfLocale, type CalculatorErrors } from "../../lib/salary/calculator-input.ts";
import { EXPERIENCE_MAX_YEARS, POSITION_MAX_LENGTH, countryName, flagOf } from "../../lib/salary/index.ts";
import type { SalaryEngine } from "../../lib/salary/engine.ts";
import { experienceLabel } from "../../lib/format/number-format.ts";

/** Per engine and language: the static part is built once. */
const caches = new WeakMap<SalaryEngine, Map<string, ReturnType<typeof build>>>();

function build(engine: SalaryEngine, lang: string) {
  const { t } = translator(lang);
  const locale = languageOf(lang).numberLocale;
  const collator = new Intl.Collator(locale);
  const countries = engine.countries
    .map((c) => ({ code: c.code, name: countryName(c, lang), flag: flagOf(c.code) }))
    .sort((a, b) => collator.compare(a.name, b.name));

  const region = regionOfLocale(locale);
  return {
    lang,
    action: localizePath("/salary-search", lang, DEFAULT_LANGUAGE),
    prefix: languagePrefix(lang, DEFAULT_LANGUAGE),
    countries,
    defaultCountry: region && countries.some((c) => c.code === region) ? region : "",
    experienceOptions: Array.from({ length: EXPERIENCE_MAX_YEARS + 1 }, (_, value) => ({
      value,
      label: experienceLabel(value, locale, t("calculator.newGraduate")),
    })),
    labels: {
      positionLabel: t("calculator.positionLabel"),
      positionPlaceholder: t("calculator.positionPlaceholder"),
      characterCount: t("calculator.characterCount", { current: "{current}", max: "{max}" }),
      countryLabel: t("calculator.countryLabel"),
      countryPlaceholder: t("calculator.countryPlaceholder"),
      noCountries: t("calculator.noCountries"),
      showCountries: t("calculator.showCountries"),
      experienceLabel: t("calculator.experienceLabel"),
      submit: t("calculator.submit"),
      suggestions: t("calculator.suggestions"),
      noSuggestions: t("calculator.noSuggestions"),
      suggestionsFailed: t("salaryErrors.searchFailed"),
    },
    errorMessages: {
      "validation.countryRequired": t("validation.countryRequired"),
      "validation.positionRequired": t("validation.positionRequired"),
      "validation.positionTooShort": t("validation.positionTooShort"),
      "validation.positionTooLong": t("validation.positionTooLong", { max: POSITION_MAX_LENGTH }),
      "validation.positionInvalid": t("validation.positionInvalid"),
      "validation.experienceInvalid": t("validation.experienceInvalid"),
    },
  };
}

/** Props for the calculator island in one language; the static part is built once per language. */
export function calculatorProps(
  engine: SalaryEngine,
  lang: string,
  initial?: { position: string; country: string; experience: string; errors: CalculatorErrors },
) {
  let cache = caches.get(engine);
  if (!cache) {
    cache = new Map();
    caches.set(engine, cache);
  }
  let base = cache.get(lang);
  if (!base) {
    base = build(engine, lang);
    cache.set(lang, base);
  }
  return initial ? { ...base, initial } : base;
}
