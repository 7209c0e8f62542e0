/**
 * Live figures inside guide articles: a salary table or link block resolved against the salary
 * estimates when the site is built, formatted for the page's language, with the year the
 * figures are carried to and links to the result pages they come from.
 */
import { DEFAULT_LANGUAGE } from "../../lib/i18n/languages.ts";
import { languageOf } from "../../i18n/offered.ts";
import { moneyFormat, regionalLocale } from "../../lib/format/number-format.ts";
import { occupationHref, occupationIndex } from "../salary/browse-model.ts";
import type { Block } from "../../lib/career/content-schema.ts";
import { resultPath } from "../../lib/salary/result-url.ts";
import { languagePrefix } from "../../lib/i18n/localized-path.ts";
import { countryName, flagOf } from "../../lib/salary/countries.ts";
import type { SalaryEngine } from "../../lib/salary/engine.ts";

export interface SalaryRow {
  readonly country: string;
  readonly countryLabel: string;
  readonly flag: string;
  readonly occupation: string;
  readonly low: string;
  readonly average: string;
  readonly high: string;
  readonly href: string;
}

export interface ResolvedSalaryTable {
  readonly rows: readonly SalaryRow[];
  readonly experience: number;
  readonly referenceYear: number;
}

function rowFor(engine: SalaryEngine, lang: string, position: string, country: string, experience: number) {
  const result = engine.estimate({ country, position, experience, lang });
  if (!result.ok) return null;
  const e = result.value;
  const money = moneyFormat(regionalLocale(languageOf(lang).numberLocale, country), e.currency);
  // The result's one address in this language (the sitemap's), whichever word the article used.
  const occupation = e.occupation.seniority === null ? occupationIndex(engine, e.occupation.code) : undefined;
  const row: SalaryRow = {
    country,
    countryLabel: countryName(e.country, lang),
    flag: flagOf(country),
    occupation: e.occupation.title,
    low: money.format(e.annual.min),
    average: money.format(e.annual.average),
    high: money.format(e.annual.max),
    href:
      occupation === undefined
        ? resultPath(languagePrefix(lang, DEFAULT_LANGUAGE), country, position, experience)
        : occupationHref(engine, occupation, lang, country, experience),
  };
  return { row, referenceYear: e.basis.referenceYear };
}

/**
 * The figures of a salaryTable or salaryLink block. Countries without figures are left out (the
 * content check at build time already refuses a block with such a country).
 */
export function resolveSalaryBlock(
  engine: SalaryEngine,
  lang: string,
  block: Extract<Block, { type: "salaryTable" | "salaryLink" }>,
): ResolvedSalaryTable {
  const countries = block.type === "salaryTable" ? block.countries : [block.country];
  const found = countries.flatMap((c) => rowFor(engine, lang, block.position, c, block.experience) ?? []);
  return {
    rows: found.map((f) => f.row),
    experience: block.experience,
    referenceYear: Math.max(0, ...found.map((f) => f.referenceYear)),
  };
}
