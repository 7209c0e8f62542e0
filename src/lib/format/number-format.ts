/**
 * Shared number formatters. Building an Intl.NumberFormat costs tens of microseconds, a figure
 * from a built one about one (docs/http-server.md), and a result page formats dozens of figures:
 * every caller shares one formatter per locale and option set.
 */
const formatters = new Map<string, Intl.NumberFormat>();

/** A formatter for `locale`; `key` names the option set (options must not vary under one key). */
export function numberFormat(locale: string, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${locale}|${key}`;
  let format = formatters.get(id);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formatters.set(id, format);
  }
  return format;
}

/** Whole units of a currency, the way annual pay is shown. */
export const moneyFormat = (locale: string, currency: string): Intl.NumberFormat =>
  numberFormat(locale, `money:${currency}`, { style: "currency", currency, maximumFractionDigits: 0 });

/** A count without decimals, as pages write numbers (the locale's digits and grouping). */
export const wholeFormat = (locale: string): Intl.NumberFormat =>
  numberFormat(locale, "whole", { maximumFractionDigits: 0 });

/** "5 years" in the locale's words. */
export const yearsFormat = (locale: string): Intl.NumberFormat =>
  numberFormat(locale, "years", { style: "unit", unit: "year", unitDisplay: "long" });

/** The experience label everywhere it is shown: the new-graduate wording at 0, else "N years". */
export function experienceLabel(years: number, locale: string, newGraduate: string): string {
  return years === 0 ? newGraduate : yearsFormat(locale).format(years);
}

const regional = new Map<string, string>();

/**
 * The page language's locale with the figures' country as its region ("es-ES" and MX give
 * "es-MX"), so money reads the way that country writes it in that language: "$81,350" for a
 * Mexican reader, "₹9,58,967" in Indian English. The language's own numbering system is kept
 * (one digit system a page); a pair Intl cannot resolve stays on the language's locale.
 */
export function regionalLocale(locale: string, region: string): string {
  const key = `${locale}|${region}`;
  let tag = regional.get(key);
  if (tag === undefined) {
    tag = locale;
    try {
      const base = new Intl.Locale(locale);
      // The page's digits, even where the country's own default differs (Arabic pages read Latin
      // digits, and "ar-EG" alone would switch its rows to Arabic-Indic ones): one digit system a page.
      const digits = base.numberingSystem ?? new Intl.NumberFormat(locale).resolvedOptions().numberingSystem;
      const plain = new Intl.Locale(base.language, { region, ...(base.script ? { script: base.script } : {}) });
      const differs = new Intl.NumberFormat(plain.toString()).resolvedOptions().numberingSystem !== digits;
      const candidate = (
        base.numberingSystem || differs ? new Intl.Locale(plain.toString(), { numberingSystem: digits }) : plain
      ).toString();
      if (Intl.NumberFormat.supportedLocalesOf(candidate).length > 0) tag = candidate;
    } catch {
      // An unusual region code keeps the language's own locale.
    }
    regional.set(key, tag);
  }
  return tag;
}
