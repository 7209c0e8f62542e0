import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { takeHome } from "../../../../src/lib/take-home/take-home.ts";
import { countryTaxRulesSchema } from "../../../../src/lib/take-home/tax-rules-schema.ts";
import { ruleValidity } from "../../../../src/lib/take-home/rule-validity.ts";
import { factValidity } from "../../../../src/lib/career/dated-facts.ts";
import { sourceAuthority } from "../../../../src/lib/career/source-authority.ts";

const directory = new URL("../../../../career-content/facts/", import.meta.url);
const files = readdirSync(directory).filter((name) => /^[A-Z]{2}\.json$/.test(name));
const countries = files.map((name) => {
  const parsed = countryTaxRulesSchema.safeParse(JSON.parse(readFileSync(new URL(name, directory), "utf8")));
  return { name, parsed };
});

const dataDoc = readFileSync(new URL("../../../../docs/DATA.md", import.meta.url), "utf8");
describe.each(countries)("$name", ({ name, parsed }) => {
  it("matches the schema and its file name", () => {
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(`${parsed.data?.country}.json`).toBe(name);
  });

  const rules = parsed.data;
  if (!rules) return;

  it("is still in force today: its latest year has not ended", () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(ruleValidity(rules, today).filter((p) => p.level === "error")).toEqual([]);
  });

  it("its guide figures are in force today and each cites an official page", () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(factValidity(rules.country, rules.facts, today, 60).filter((p) => p.level === "error")).toEqual([]);
    expect(rules.facts.filter((f) => sourceAuthority(f.source.url) !== "official").map((f) => f.id)).toEqual([]);
  });

  it("names every source in docs/DATA.md, none on a low-authority host", () => {
    const urls = [
      ...rules.years.flatMap((year) => year.sources),
      ...rules.examples.map((e) => e.source),
      ...rules.facts.map((f) => f.source),
    ].map((source) => source.url);
    expect(urls.filter((url) => !dataDoc.includes(`(${url})`))).toEqual([]);
    expect(urls.filter((url) => sourceAuthority(url) === "low")).toEqual([]);
  });

  it.each(
    rules.examples.map((example) => ({
      ...example,
      label: `${example.year} ${example.region ?? ""} gross ${example.gross}`,
    })),
  )("reproduces the worked example for $label", (example) => {
    const result = takeHome(rules, { gross: example.gross, year: example.year, region: example.region });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const gap = Math.abs(result.value.net - example.net) / example.gross;
    expect(gap, `net ${result.value.net.toFixed(0)} against ${example.net}`).toBeLessThanOrEqual(example.tolerance);
  });

  it.skipIf(rules.years.length === 0)(
    "covers this year and last, and keeps net between 0 and gross, rising with gross, in every region",
    () => {
      const years = rules.years.map((year) => year.year);
      expect(years).toEqual(expect.arrayContaining([2025, 2026]));
      for (const year of rules.years) {
        for (const region of [undefined, ...year.regions.map((r) => r.code)]) {
          let previous = 0;
          for (let gross = 0; gross <= 50_000_000; gross = gross === 0 ? 100 : Math.round(gross * 1.07)) {
            const result = takeHome(rules, { gross, year: year.year, region });
            expect(result.ok).toBe(true);
            if (!result.ok) continue;
            expect(result.value.net).toBeGreaterThanOrEqual(0);
            expect(result.value.net).toBeLessThanOrEqual(gross + 1e-6);
            expect(result.value.net, `${year.year} ${region ?? ""} at ${gross}`).toBeGreaterThanOrEqual(
              previous - 1e-6,
            );
            previous = result.value.net;
          }
        }
      }
    },
  );
});
