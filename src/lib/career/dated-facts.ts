/**
 * A country's dated legal figures (minimum wages, contribution rates, leave and notice
 * minimums, severance caps) as data, so that each is stated once and every guide language
 * takes it from there. An article writes `{{fact:TR.minimum-wage-2026-gross}}`; the content
 * loader puts the value in its place, written the way the article's language writes numbers.
 *
 * A fact is one value for one period. `kind` groups the periods of the same figure: the
 * 2025 and 2026 minimum wages are two facts of one kind. Only the latest fact of a kind must
 * still be in force: an article may keep saying what the figure was in 2025, but once the
 * latest period has ended the data are out of date, and the build says so.
 */
import { z } from "zod";
import { numberFormat } from "../format/number-format.ts";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** What a value counts: money in the country's currency per period, a share, or a length of time. */
export const FACT_UNITS = [
  "money-hour",
  "money-day",
  "money-month",
  "money-year",
  "money",
  "share",
  "days",
  "weeks",
  "months",
  "hours",
] as const;
export type FactUnit = (typeof FACT_UNITS)[number];

export const datedFactSchema = z.strictObject({
  /** Unique within the country; the placeholder names it. */
  id: slug,
  /** The figure this is one period of (e.g. "minimum-wage-monthly-gross"). */
  kind: slug,
  /** Money in the file's currency, a share as a fraction (0.14 for 14%), or a count of units. */
  value: z.number().finite().nonnegative(),
  unit: z.enum(FACT_UNITS),
  validFrom: isoDate,
  /** The last day it applies, when the law or the authority says. */
  validUntil: isoDate.optional(),
  /** The legal act that sets it. */
  act: z.string().min(3),
  /** The authority's page that states it. */
  source: z.strictObject({ title: z.string().min(3), publisher: z.string().min(2), url: z.url() }),
});
export type DatedFact = z.infer<typeof datedFactSchema>;

export const datedFactsSchema = z.array(datedFactSchema).superRefine((facts, ctx) => {
  const seen = new Set<string>();
  facts.forEach((fact, i) => {
    if (seen.has(fact.id)) ctx.addIssue({ code: "custom", path: [i, "id"], message: `"${fact.id}" is used twice` });
    seen.add(fact.id);
    if (fact.validUntil && fact.validUntil < fact.validFrom)
      ctx.addIssue({ code: "custom", path: [i, "validUntil"], message: "ends before it starts" });
  });
});

/** `{{fact:CC.id}}`: a country code and a fact id. */
const PLACEHOLDER = /\{\{fact:([A-Z]{2})\.([a-z0-9-]+)\}\}/g;

export interface FactLookup {
  /** The fact and its country's currency, or undefined when the data hold no such fact. */
  (country: string, id: string): { readonly fact: DatedFact; readonly currency: string } | undefined;
}

/** The value as a reader of `locale` expects it: money with its currency sign, a percentage, "14 days". */
export function formatFact(fact: DatedFact, currency: string, locale: string): string {
  const fraction = Number.isInteger(fact.value) ? 0 : 2;
  switch (fact.unit) {
    case "share":
      return numberFormat(locale, "fact:share", { style: "percent", maximumFractionDigits: 2 }).format(fact.value);
    case "days":
    case "weeks":
    case "months":
    case "hours": {
      const unit = fact.unit.slice(0, -1);
      return numberFormat(locale, `fact:${unit}`, {
        style: "unit",
        unit,
        unitDisplay: "long",
        maximumFractionDigits: 1,
      }).format(fact.value);
    }
    default: {
      const money = (currencyDisplay: "narrowSymbol" | "symbol") =>
        numberFormat(locale, `fact:${currency}:${currencyDisplay}:${fraction}`, {
          style: "currency",
          currency,
          currencyDisplay,
          minimumFractionDigits: fraction,
          maximumFractionDigits: fraction,
        }).format(fact.value);
      // The narrow sign reads best (₺, RM, ₱), except a bare "$" for another dollar or peso,
      // which a reader would take for US dollars: A$, NZ$, MX$ (or the code) say which.
      const narrow = money("narrowSymbol");
      return currency !== "USD" && /(?:^|[^\p{L}])\$/u.test(narrow) ? money("symbol") : narrow;
    }
  }
}

/**
 * The text with every placeholder replaced by its formatted value; `named` lists the facts the
 * text names ("CC.id"), `missing` those the data do not hold (left as written, and the content
 * check fails).
 */
export function fillFacts(
  text: string,
  lookup: FactLookup,
  locale: string,
): { text: string; named: string[]; missing: string[] } {
  const named: string[] = [];
  const missing: string[] = [];
  const filled = text.replace(PLACEHOLDER, (whole, country: string, id: string) => {
    named.push(`${country}.${id}`);
    const found = lookup(country, id);
    if (!found) {
      missing.push(`${country}.${id}`);
      return whole;
    }
    return formatFact(found.fact, found.currency, locale);
  });
  return { text: filled, named, missing };
}

export interface FactProblem {
  readonly level: "error" | "warning";
  readonly message: string;
}

const DAY_MS = 86_400_000;

/**
 * The latest fact of each kind must still apply on `today` (YYYY-MM-DD): once it has ended
 * the data describe the past (error); within `warnDays` of its end, a warning, so the next
 * figure is entered as soon as it is published.
 */
export function factValidity(
  country: string,
  facts: readonly DatedFact[],
  today: string,
  warnDays: number,
): FactProblem[] {
  const latest = new Map<string, DatedFact>();
  for (const fact of facts) {
    const held = latest.get(fact.kind);
    if (!held || fact.validFrom > held.validFrom) latest.set(fact.kind, fact);
  }
  const problems: FactProblem[] = [];
  for (const fact of latest.values()) {
    if (!fact.validUntil) continue;
    const daysLeft = Math.round((Date.parse(fact.validUntil) - Date.parse(today)) / DAY_MS);
    if (daysLeft < 0)
      problems.push({
        level: "error",
        message: `${country}: ${fact.id} ended on ${fact.validUntil}; add the ${fact.kind} in force now`,
      });
    else if (daysLeft <= warnDays)
      problems.push({
        level: "warning",
        message: `${country}: ${fact.id} ends on ${fact.validUntil} (in ${daysLeft} days); add the next ${fact.kind} when it is published`,
      });
  }
  return problems;
}

/**
 * Words that call a rule a draft or a bill, by guide language. A text that names a fact the
 * data hold as law and also says one of these is listed for an editor to read again.
 */
const DRAFT_WORDS: Readonly<Record<string, RegExp>> = {
  en: /\b(?:draft|bill|proposed|proposal)\b/i,
  de: /\b(?:Entwurf|Referentenentwurf|Gesetzentwurf|geplant)/i,
  es: /\b(?:proyecto de ley|anteproyecto|borrador)\b/i,
  fr: /\b(?:projet de loi|avant-projet|proposition de loi)\b/i,
  it: /\b(?:bozza|disegno di legge|ddl)\b/i,
  pt: /\b(?:projeto de lei|anteprojeto|minuta)\b/i,
  nl: /\b(?:wetsvoorstel|conceptwet|voorstel)\b/i,
  sv: /\b(?:lagförslag|förslag|utkast)\b/i,
  pl: /\bprojekt/i,
  tr: /\b(?:taslak|kanun teklifi)/i,
  ru: /(?:законопроект|проект закона|проект)/i,
  kk: /(?:жоба)/i,
  uz: /\bloyiha/i,
  az: /\blayihə/i,
  ar: /(?:مشروع قانون|مسودة)/,
  ur: /(?:مسودہ)/,
  ps: /(?:مسوده|طرحه)/,
  hi: /(?:मसौदा|विधेयक|प्रस्तावित)/,
  bn: /(?:খসড়া|প্রস্তাবিত)/,
  ta: /(?:வரைவு)/,
  id: /\b(?:rancangan|RUU|RPP)\b/,
  ms: /\b(?:draf|rang undang-undang)\b/i,
  vi: /(?:dự thảo)/i,
  zh: /(?:草案|征求意见稿)/,
  ja: /(?:法案|改正案|草案)/,
  ko: /(?:법안|개정안|초안)/,
  sw: /\b(?:rasimu|muswada)\b/i,
};

/** Whether `text`, in `lang`, calls something a draft. */
export function saysDraft(text: string, lang: string): boolean {
  return DRAFT_WORDS[lang]?.test(text) ?? false;
}
