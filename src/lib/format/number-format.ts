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

/**
 * How a formatter writes a whole, non-negative number, read off its own output: the text
 * before and after the digits, the digits it uses, the group separator and group sizes
 * (three, or three then two as in India), and whether four-digit numbers are grouped.
 */
interface IntegerPlan {
  readonly prefix: string;
  readonly suffix: string;
  /** The locale's digits 0–9, or undefined for ASCII. */
  readonly digits: readonly string[] | undefined;
  readonly group: string;
  readonly primary: number;
  readonly secondary: number;
  /** Fewest integer digits that get a separator (5 where "1234" stays ungrouped, as in Spanish). */
  readonly groupFrom: number;
}

/** Values the plan must reproduce exactly before it is used, fractions and group edges included. */
const PROBES = [
  0, 1, 7, 42, 999, 999.5, 1000, 1234, 1234.5, 9999, 10000, 12345, 99999, 100000, 123456, 1234567, 12345678, 123456789,
  9876543210, 0.4, 0.5, 2.5,
];

function readPlan(format: Intl.NumberFormat): IntegerPlan | undefined {
  const options = format.resolvedOptions();
  if (options.maximumFractionDigits !== 0 || options.notation !== "standard" || options.signDisplay !== "auto") {
    return undefined;
  }
  const parts = format.formatToParts(1234567890);
  const first = parts.findIndex((p) => p.type === "integer");
  const last = parts.findLastIndex((p) => p.type === "integer");
  if (first < 0) return undefined;
  const middle = parts.slice(first, last + 1);
  if (middle.some((p) => p.type !== "integer" && p.type !== "group")) return undefined;
  const sizes = middle.filter((p) => p.type === "integer").map((p) => p.value.length);
  const group = middle.find((p) => p.type === "group")?.value ?? "";
  const digitOf = (d: number) => format.formatToParts(d).find((p) => p.type === "integer")?.value ?? "";
  const digits = Array.from({ length: 10 }, (_v, d) => digitOf(d));
  const grouped4 = format.formatToParts(1234).some((p) => p.type === "group");
  const plan: IntegerPlan = {
    prefix: parts
      .slice(0, first)
      .map((p) => p.value)
      .join(""),
    suffix: parts
      .slice(last + 1)
      .map((p) => p.value)
      .join(""),
    digits: digits.join("") === "0123456789" ? undefined : digits,
    group,
    primary: sizes.at(-1) ?? 3,
    secondary: sizes.length > 2 ? (sizes.at(-2) ?? 3) : (sizes.at(-1) ?? 3),
    groupFrom: group === "" ? Infinity : grouped4 ? 4 : 5,
  };
  return PROBES.every((v) => formatWithPlan(plan, v) === format.format(v)) ? plan : undefined;
}

function formatWithPlan(plan: IntegerPlan, value: number): string {
  let text = String(Math.round(value));
  if (plan.digits) {
    const digits = plan.digits;
    text = text.replace(/[0-9]/g, (d) => digits[d.charCodeAt(0) - 48] ?? d);
  }
  if (text.length >= plan.groupFrom && text.length > plan.primary) {
    let end = text.length - plan.primary;
    let out = text.slice(end);
    while (end > 0) {
      const start = Math.max(0, end - plan.secondary);
      out = text.slice(start, end) + plan.group + out;
      end = start;
    }
    text = out;
  }
  return plan.prefix + text + plan.suffix;
}

const plans = new WeakMap<Intl.NumberFormat, IntegerPlan | null>();

/**
 * `format.format(value)`, without Intl for whole-unit formatters and non-negative values
 * below 10^15: the formatter's own output fixes the pattern once (and must match it on a set
 * of probe values), then each figure is digits and separators. Intl takes about ten times
 * longer per figure, and a result page formats about eighty.
 */
export function formatFast(format: Intl.NumberFormat, value: number): string {
  let plan = plans.get(format);
  if (plan === undefined) {
    plan = readPlan(format) ?? null;
    plans.set(format, plan);
  }
  return plan && value >= 0 && value < 1e15 ? formatWithPlan(plan, value) : format.format(value);
}

/** For tests: whether formatFast writes this formatter's figures itself. */
export function formatsWithoutIntl(format: Intl.NumberFormat): boolean {
  formatFast(format, 0);
  return Boolean(plans.get(format));
}
