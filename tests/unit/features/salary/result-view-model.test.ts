import { describe, expect, it } from "vitest";
import { engine } from "../../lib/salary/engine.ts";
import { resultViewModel } from "../../../../src/features/salary/result-view-model.ts";

function estimate(country: string, position: string, experience: number) {
  const result = engine.estimate({ country, position, experience, lang: "en" });
  if (!result.ok) throw new Error(result.code);
  return result.value;
}

describe("resultViewModel", () => {
  it("writes every figure in the country's money and in dollars at the estimate's rate", () => {
    const data = estimate("DE", "nurse", 5);
    const view = resultViewModel(data, "de-DE");
    const local = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
    const usd = new Intl.NumberFormat("de-DE", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    // The median leads, then the low (10%), average and high (90%) figures.
    expect(view.figures.map((f) => f.key)).toEqual(["median", "min", "average", "max"]);
    expect(view.figures[0]?.annual.local).toBe(local.format(data.annual.median));
    expect(view.figures[0]?.monthly.local).toBe(local.format(data.monthly.median));
    expect(view.figures[2]?.annual).toEqual({
      local: local.format(data.annual.average),
      usd: usd.format(data.annual.average / data.exchangeRate.perUsd),
    });
    expect(view.figures[3]?.monthly.local).toBe(local.format(data.monthly.max));
    // The 10th and 90th percentiles are the figures the API calls min and max.
    expect(view.percentiles.map((p) => p.value.local)).toEqual(
      [data.annual.min, data.annual.p25, data.annual.median, data.annual.p75, data.annual.max].map((v) =>
        local.format(v),
      ),
    );
    expect(view.singleCurrency).toBe(false);
    expect(view.exchange?.rate).toBe(
      new Intl.NumberFormat("de-DE", { maximumSignificantDigits: 6 }).format(data.exchangeRate.perUsd),
    );
  });

  it.each([
    ["DE", "software developer", 7],
    ["IN", "teacher", 0],
    ["JP", "accountant", 33],
    ["BR", "chef", 12],
  ] as const)("%s %s at %i years: rows every five years plus the asked-for one, marked", (country, title, years) => {
    const view = resultViewModel(estimate(country, title, years), "en-US");
    const shown = view.rows.map((r) => Number(r.years.replace(/,/g, "")));
    expect(view.rows.filter((r) => r.current).map((r) => r.years)).toEqual([String(years)]);
    expect(shown.every((y) => y % 5 === 0 || y === years)).toBe(true);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });

  it("places the middle half and the median inside the band, in order", () => {
    const view = resultViewModel(estimate("FR", "electrician", 10), "fr-FR");
    const pct = (s: string) => Number(s.replace("%", ""));
    const { iqrStart, iqrEnd, median } = view.band;
    expect(pct(iqrStart)).toBeGreaterThanOrEqual(0);
    expect(pct(iqrStart)).toBeLessThanOrEqual(pct(median));
    expect(pct(median)).toBeLessThanOrEqual(pct(iqrEnd));
    expect(pct(iqrEnd)).toBeLessThanOrEqual(100);
  });

  it("US results have one currency and no exchange-rate note; chart labels match their ticks", () => {
    const view = resultViewModel(estimate("US", "nurse", 3), "en-US");
    expect(view.singleCurrency).toBe(true);
    expect(view.exchange).toBeNull();
    expect(view.chart.yLabels).toHaveLength(view.chart.yTicks.length);
    expect(view.chart.xLabels).toEqual(view.chart.xTicks.map((t) => String(t.value)));
    expect(view.chart.yLabels[0]).toBe("0");
  });

  it("writes figures in the locale it is given (Arabic digits for ar-EG)", () => {
    const view = resultViewModel(estimate("EG", "accountant", 4), "ar-EG");
    expect(view.figures[1]?.annual.local).toMatch(/[٠-٩]/);
    expect(view.growthRate).toMatch(/[٠-٩]/);
  });
});
