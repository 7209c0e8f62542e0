import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The "low" and "high" figures are the 10th and 90th percentiles, not the extremes; a label that
// lost its "10" would quietly tell visitors nobody earns less or more.
const dir = new URL("../../../src/i18n/messages/", import.meta.url);
const codes = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.slice(0, -5));

interface Labels {
  salaryResults: { min: string; max: string };
  guide: { salaryLow: string; salaryHigh: string };
}
const read = (code: string) => JSON.parse(readFileSync(new URL(`${code}.json`, dir), "utf8")) as Labels;

// Latin, Arabic-Indic, Extended Arabic-Indic (Persian, Urdu, Pashto), Devanagari, Bengali and Tamil ten.
const TEN = /10|١٠|۱۰|१०|১০|௧௦/;

describe("percentile labels", () => {
  it("cover all 27 message files", () => {
    expect(codes).toHaveLength(27);
  });

  it.each(codes)("%s names the 10% in the low and high labels", (code) => {
    const m = read(code);
    for (const label of [m.salaryResults.min, m.salaryResults.max, m.guide.salaryLow, m.guide.salaryHigh]) {
      expect(label).toMatch(TEN);
    }
  });

  it.each(codes)("%s keeps them short enough for a figure card", (code) => {
    const m = read(code);
    for (const label of [m.salaryResults.min, m.salaryResults.max]) {
      expect([...label].length).toBeLessThanOrEqual(32);
    }
  });

  it.each(codes)("%s tells the low label from the high one", (code) => {
    const m = read(code);
    expect(m.salaryResults.min).not.toBe(m.salaryResults.max);
    expect(m.guide.salaryLow).not.toBe(m.guide.salaryHigh);
  });
});
