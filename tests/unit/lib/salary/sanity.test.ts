import { describe, expect, it } from "vitest";
import { sanityProblems, type SanityOccupation } from "../../../../src/lib/salary/sanity.ts";
import { engine } from "./engine.ts";

const t = engine.occupations;
const common: SanityOccupation[] = [...t.code.keys()]
  .filter((i) => ((t.flags[i] ?? 0) & 4) === 0)
  .sort((a, b) => (t.employment[b] ?? 0) - (t.employment[a] ?? 0))
  .slice(0, 50)
  .map((i) => ({
    code: t.code[i] ?? "",
    mean: t.mean[i] ?? 0,
    isco: t.isco[i] ?? 0,
    group: t.group[i] ?? 0,
    tradable: ((t.flags[i] ?? 0) & 8) !== 0,
  }));

describe("plausibility of the shipped figures", () => {
  it.each(engine.countries.map((c) => [c.code, c] as const))("%s passes every check", (_, country) => {
    expect(sanityProblems(country, t.pay, common)).toEqual([]);
  });

  it("rejects a currency mix-up (PPP factor and exchange rate 300× apart, as Zimbabwe's rows)", () => {
    const de = engine.country("DE");
    if (!de) throw new Error("DE missing");
    const problems = sanityProblems({ ...de, perUsd: de.perUsd * 300 }, t.pay, common);
    expect(problems.some((p) => p.startsWith("price level"))).toBe(true);
  });

  it("rejects a level far below GDP per capita (a cashier paid a few dollars a year)", () => {
    const ng = engine.country("KE");
    if (!ng) throw new Error("KE missing");
    const problems = sanityProblems({ ...ng, meanAnnual: ng.meanAnnual / 200 }, t.pay, common);
    expect(problems.some((p) => p.includes("below the floor"))).toBe(true);
  });

  it("rejects a structure where the developer earns barely more than the cashier", () => {
    const fr = engine.country("FR");
    if (!fr) throw new Error("FR missing");
    const flat = { ...fr, groupRatio: fr.groupRatio.map(() => 1), withinSlope: 0 };
    expect(
      sanityProblems(flat, { ...t.pay, tradable: { thetaMax: 0, years: 1, worldShare: 1 } }, common).join(" "),
    ).toContain("software developer ÷ cashier");
  });

  it("answers Iran in the market rate, so its pay is not converted at the official 42,000 rials", () => {
    const ir = engine.estimate({ country: "IR", position: "cashier", experience: 10, lang: "en" });
    const be = engine.estimate({ country: "BE", position: "cashier", experience: 10, lang: "en" });
    if (!ir.ok || !be.ok) throw new Error("estimate failed");
    expect(ir.value.exchangeRate.kind).toBe("market");
    expect(ir.value.exchangeRate.perUsd).toBeGreaterThan(400_000);
    expect(ir.value.annual.median / ir.value.exchangeRate.perUsd).toBeLessThan(
      be.value.annual.median / be.value.exchangeRate.perUsd / 4,
    );
  });

  it("keeps a new graduate's range plausible: the p90 at 0 years is above the BLS p10 (US, every occupation)", () => {
    const below: string[] = [];
    for (let i = 0; i < t.code.length; i++) {
      const r = engine.estimate({ country: "US", position: t.title[i] ?? "", experience: 0, lang: "en" });
      if (!r.ok || r.value.occupation.code !== t.code[i] || r.value.occupation.seniority) continue;
      if (r.value.annual.max < (t.p10[i] ?? 0)) below.push(`${t.code[i]} ${t.title[i]}`);
    }
    expect(below).toEqual([]);
  });
});
