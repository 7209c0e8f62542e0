/**
 * Shared number formatters. Building an Intl.NumberFormat costs tens of microseconds, far more
 * than formatting with one, and a result page formats dozens of figures: every caller shares
 * one formatter per locale and option set.
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

/** "5 years" in the locale's words. */
export const yearsFormat = (locale: string): Intl.NumberFormat =>
  numberFormat(locale, "years", { style: "unit", unit: "year", unitDisplay: "long" });

/** The experience label everywhere it is shown: the new-graduate wording at 0, else "N years". */
export function experienceLabel(years: number, locale: string, newGraduate: string): string {
  return years === 0 ? newGraduate : yearsFormat(locale).format(years);
}

const remembered = new WeakMap<Intl.NumberFormat, Map<number, string>>();
/** Beyond this many values per formatter the memory is dropped and refilled. */
const REMEMBER_MAX = 4096;

/**
 * `format.format(value)`, remembered per formatter. A result page formats about eighty
 * figures, and the experience table's are the same for every page of one occupation in one
 * country: looking them up costs a fraction of formatting them again.
 */
export function formatRemembered(format: Intl.NumberFormat, value: number): string {
  let values = remembered.get(format);
  if (!values) {
    values = new Map();
    remembered.set(format, values);
  }
  let text = values.get(value);
  if (text === undefined) {
    if (values.size >= REMEMBER_MAX) values.clear();
    text = format.format(value);
    values.set(value, text);
  }
  return text;
}
