import { describe, expect, it } from "vitest";
import { takeHomeView } from "../../../../src/features/salary/take-home-view.ts";
import { messagesFor } from "../../../../src/i18n/messages.ts";
import { languageDefinitions } from "../../../../src/lib/i18n/languages.ts";
import { countryTaxRules, takeHomeCountries } from "../../../../src/server/take-home/country-tax-rules.ts";
import { takeHomeSummary } from "../../../../src/lib/take-home/take-home-summary.ts";

function summaryFor(country: string, region?: string) {
  const rules = countryTaxRules(country);
  if (!rules) throw new Error(`no rules for ${country}`);
  const year = Math.max(...rules.years.map((y) => y.year));
  const result = takeHomeSummary(rules, { gross: 60_000, year, region });
  if (!result.ok) throw new Error(result.code);
  return result.value;
}

describe("takeHomeView", () => {
  it("offers the held regions by their name in the page's language, the one in force selected", () => {
    const names = messagesFor("ja").takeHome.regionNames;
    const view = takeHomeView(summaryFor("US", "US-NY"), 1, "ja-JP", names);
    expect(view.region).toBe("US-NY");
    expect(view.regionName).toBe(names["US-NY"]);
    expect(view.regionChoices.map((r) => r.code)).toEqual(["US-CA", "US-NY", "US-TX", "US-FL", "US-IL"]);
    expect(
      view.regionChoices.every((r) => r.name !== summaryFor("US").regions.find((d) => d.code === r.code)?.name),
    ).toBe(true);
  });

  it("offers no choice where the data hold one region or none", () => {
    expect(takeHomeView(summaryFor("CH"), 1, "de-CH", {}).regionChoices).toEqual([]);
    expect(takeHomeView(summaryFor("DE"), 1, "de-DE", {}).regionChoices).toEqual([]);
  });

  it("keeps the rules' own name for a region the language does not name", () => {
    expect(takeHomeView(summaryFor("GB", "GB-SCT"), 1, "en-GB", {}).regionName).toBe("Scotland");
  });
});

describe("region names", () => {
  const held = takeHomeCountries().flatMap((country) =>
    (countryTaxRules(country)?.years ?? []).flatMap((year) => year.regions.map((region) => region.code)),
  );

  it.each(languageDefinitions.map((l) => l.code))("%s names every region the tax rules hold, and no other", (lang) => {
    const names = messagesFor(lang).takeHome.regionNames as Record<string, string>;
    expect(Object.keys(names).sort()).toEqual([...new Set(held)].sort());
    for (const name of Object.values(names)) expect(name.trim().length).toBeGreaterThan(1);
  });
});
