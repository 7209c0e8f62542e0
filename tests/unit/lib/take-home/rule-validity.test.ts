import { describe, expect, it } from "vitest";
import { ruleValidity } from "../../../../src/lib/take-home/rule-validity.ts";
import type { CountryTaxRules } from "../../../../src/lib/take-home/tax-rules-schema.ts";

const year = (y: number, validUntil?: string) =>
  ({
    year: y,
    validFrom: `${y}-01-01`,
    ...(validUntil ? { validUntil } : {}),
    noIncomeTax: false,
    incomeTaxes: [],
    contributions: [],
    regions: [],
    assumptions: ["A single employee."],
    sources: [{ title: "Rates", url: "https://www.gov.example/rates", publisher: "Tax office" }],
  }) as CountryTaxRules["years"][number];
const rules = (...years: CountryTaxRules["years"]) =>
  ({ country: "XX", currency: "XXX", years, examples: [] }) as unknown as CountryTaxRules;

describe("ruleValidity", () => {
  it.each([
    ["in force, far from its end", rules(year(2026, "2026-12-31")), "2026-06-01", []],
    ["without an end date", rules(year(2026)), "2030-01-01", []],
    ["ending within 60 days", rules(year(2026, "2026-12-31")), "2026-12-07", ["warning"]],
    ["ending today", rules(year(2026, "2026-12-31")), "2026-12-31", ["warning"]],
    ["ended yesterday", rules(year(2026, "2026-12-31")), "2027-01-01", ["error"]],
    // Only the latest year counts: last year's rules have ended by design.
    ["last year ended, this year current", rules(year(2025, "2025-12-31"), year(2026, "2026-12-31")), "2026-03-01", []],
    ["next year entered early", rules(year(2027, "2027-12-31"), year(2026, "2026-12-31")), "2026-12-20", []],
  ] as const)("%s", (_, r, today, levels) => {
    expect(ruleValidity(r, today).map((p) => p.level)).toEqual(levels);
  });

  it("names the country, the year and the day it ended", () => {
    expect(ruleValidity(rules(year(2026, "2026-12-31")), "2027-02-01")[0]?.message).toBe(
      "XX: the 2026 rules ended on 2026-12-31; add the rules in force now",
    );
  });
});
