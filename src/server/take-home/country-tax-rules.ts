/**
 * Every country's take-home rules, from the guide's country facts (career-content/facts),
 * bundled with the server and checked against the schema once, at first use. A file that does
 * not match the schema stops the server: a wrong tax table must not reach a visitor.
 */
import { countryTaxRulesSchema, type CountryTaxRules } from "../../lib/take-home/tax-rules-schema.ts";

const files = import.meta.glob<{ default: unknown }>("../../../career-content/facts/*.json", { eager: true });

let parsed: ReadonlyMap<string, CountryTaxRules> | undefined;

function allRules(): ReadonlyMap<string, CountryTaxRules> {
  parsed ??= new Map(
    Object.values(files)
      .map((file) => countryTaxRulesSchema.parse(file.default))
      // A facts file may hold only the guide's figures, without take-home rules.
      .filter((rules) => rules.years.length > 0)
      .map((rules) => [rules.country, rules] as const),
  );
  return parsed;
}

/** The country's rules, or undefined where the data hold none. */
export function countryTaxRules(country: string): CountryTaxRules | undefined {
  return allRules().get(country);
}

/** ISO codes of every country with take-home rules, sorted. */
export function takeHomeCountries(): readonly string[] {
  return [...allRules().keys()].sort();
}
