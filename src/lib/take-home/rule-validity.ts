/**
 * Whether a country's rules are still current on a given day. Each country's latest year says
 * until when it applies (`validUntil`); once that day has passed the figures describe last year,
 * and the check fails until the next year's rules are added. Within WARN_DAYS of it, the check
 * warns, so the new rules can be entered as soon as they are published.
 */
import type { CountryTaxRules } from "./tax-rules-schema.ts";

export const WARN_DAYS = 60;
const DAY_MS = 86_400_000;

export interface ValidityProblem {
  readonly level: "error" | "warning";
  readonly message: string;
}

/** `today` as YYYY-MM-DD (UTC). */
export function ruleValidity(rules: CountryTaxRules, today: string): ValidityProblem[] {
  const latest = [...rules.years].sort((a, b) => b.validFrom.localeCompare(a.validFrom))[0];
  if (!latest?.validUntil) return [];
  const daysLeft = Math.round((Date.parse(latest.validUntil) - Date.parse(today)) / DAY_MS);
  if (daysLeft < 0)
    return [
      {
        level: "error",
        message: `${rules.country}: the ${latest.year} rules ended on ${latest.validUntil}; add the rules in force now`,
      },
    ];
  if (daysLeft <= WARN_DAYS)
    return [
      {
        level: "warning",
        message: `${rules.country}: the ${latest.year} rules end on ${latest.validUntil} (in ${daysLeft} days); add the next year's when they are published`,
      },
    ];
  return [];
}
