import { describe, expect, it } from "vitest";
import {
  fitCountryModel,
  fitLine,
  plausibleStructure,
  usHourlyAnchor,
  type CountrySeries,
  type ModelData,
} from "../../../../scripts/salary-data/country-model.ts";

const groups = (total: number, ratios: readonly number[]) =>
  new Map<string, number>([["T", total], ...ratios.map((r, i) => [String(i + 1), total * r] as [string, number])]);
const RICH = [1.8, 1.4, 1.1, 0.85, 0.7, 0.7, 0.85, 0.8, 0.6];
const POOR = [2.6, 2.0, 1.4, 1.2, 0.75, 0.6, 0.8, 0.8, 0.65];

/** A synthetic world: hourly pay proportional to GDP^0.8, PPP factor 1, no inflation. */
function country(iso3: string, gdp: number, opts: Partial<CountrySeries> = {}): CountrySeries {
  const h = 25 * (gdp / 70_000) ** 0.8;
  const ratios = gdp > 30_000 ? RICH : POOR;
  return {
    iso2: iso3.slice(0, 2),
    iso3,
    gdp,
    ppp: new Map([2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024].map((y) => [y, 1])),
    // Year-to-year noise of ±8% in each group ratio, as survey ratios have.
    hourly: new Map(
      [2018, 2019, 2020].map((y) => [
        y,
        groups(
          h,
          ratios.map((r, i) => r * (1 + 0.08 * (-1) ** (y + i))),
        ),
      ]),
    ),
    monthly: new Map([2018, 2019, 2020].map((y) => [y, h * 150])),
    oecd: new Map(),
    ...opts,
  };
}

function world(extra: CountrySeries[] = []): ModelData {
  const countries = [
    country("USA", 70_000),
    ...[2_000, 3_000, 5_000, 8_000, 12_000, 20_000, 30_000, 40_000, 50_000, 60_000].map((g, i) =>
      country(`C${String(i).padStart(2, "0")}`, g),
    ),
    ...extra,
  ];
  return {
    countries,
    usHourly: new Map([2018, 2019, 2020].map((y) => [y, 25])),
    usGroupRatio: new Map(RICH.map((r, i) => [String(i + 1), r])),
  };
}

describe("fitLine", () => {
  it.each([
    [
      [
        [0, 1],
        [1, 3],
        [2, 5],
      ],
      1,
      2,
    ],
    [
      [
        [-1, 0],
        [0, 0.5],
        [1, 1],
        [2, 1.5],
      ],
      0.5,
      0.5,
    ],
  ] as const)("fits %j to a=%d, b=%d", (points, a, b) => {
    const line = fitLine(points);
    expect(line.a).toBeCloseTo(a, 9);
    expect(line.b).toBeCloseTo(b, 9);
    expect(line.residualSd).toBeCloseTo(0, 9);
  });
});

describe("plausibleStructure", () => {
  const ok = new Map(RICH.map((r, i) => [String(i + 1), r]));
  it.each([
    ["a normal country", ok, true],
    ["managers at 0.14× the mean (Ghana 2017)", new Map([...ok, ["1", 0.14]]), false],
    ["professionals at 6.4× (South Africa 2019)", new Map([...ok, ["2", 6.4]]), false],
    ["elementary occupations above the mean by 50%", new Map([...ok, ["9", 1.5]]), false],
    ["only 7 groups", new Map([...ok].slice(0, 7)), false],
  ] as const)("%s → %s", (_, ratios, expected) => {
    expect(plausibleStructure(ratios)).toBe(expected);
  });
});

describe("usHourlyAnchor", () => {
  it("keeps ILOSTAT's US series to 2020, ignores its 2021 break and interpolates to the BLS 2024 figure", () => {
    const a = usHourlyAnchor(
      new Map([
        [2019, 25.72],
        [2020, 27.07],
        [2021, 32.21],
      ]),
      32.66,
    );
    expect(a.get(2020)).toBe(27.07);
    expect(a.get(2024)).toBe(32.66);
    expect(a.get(2021) ?? 0).toBeGreaterThan(27.07);
    expect(a.get(2021) ?? 0).toBeLessThan(a.get(2022) ?? 0);
    expect(a.get(2021)).not.toBe(32.21);
  });
});

describe("fitCountryModel", () => {
  it("recovers a country's level from its hourly earnings (full-time hours where paid hours exceed 40 a week)", () => {
    const fit = fitCountryModel(world());
    const c = fit.byIso3.get("C08");
    // 150 paid hours a month is below 40 a week, so the US full-time hours apply: rel = hourly ratio.
    expect(c?.level?.basis).toBe("hourly");
    expect(c?.level?.rel).toBeCloseTo((50_000 / 70_000) ** 0.8, 1);
  });

  it("screens out a row in the wrong currency unit instead of averaging it in", () => {
    const broken = country("BRK", 20_000, { monthly: new Map([[2020, 25 * (20_000 / 70_000) ** 0.8 * 150 * 300]]) });
    const fit = fitCountryModel(world([broken]));
    expect(fit.calibration.screened).toContain("BRK monthly");
    expect(fit.byIso3.get("BRK")?.level?.parts.monthly).toBeUndefined();
  });

  it("predicts a country left out from its income level: pooled structure, level without its own hourly data", () => {
    const fit = fitCountryModel(world(), new Set(["C03"]));
    const c = fit.byIso3.get("C03");
    expect(c?.structure.kind).toBe("pooled");
    expect(c?.level?.basis).toBe("monthly");
    // The pooled professionals' premium of a poor country is above the rich countries'.
    expect(c?.structure.ratios[1] ?? 0).toBeGreaterThan(RICH[1] ?? 0);
  });

  it("shrinks a country's own ratios toward its income level, less with more years", () => {
    const noisy = (years: number[]) =>
      country("NSY", 12_000, {
        hourly: new Map(
          years.map((y) => [
            y,
            groups(
              10,
              POOR.map((r, i) => (i === 1 ? 3.5 : r)),
            ),
          ]),
        ),
      });
    const one = fitCountryModel(world([noisy([2020])])).byIso3.get("NSY")?.structure.ratios[1] ?? 0;
    const three = fitCountryModel(world([noisy([2018, 2019, 2020])])).byIso3.get("NSY")?.structure.ratios[1] ?? 0;
    expect(one).toBeLessThan(3.5);
    expect(one).toBeGreaterThan(POOR[1] ?? 0);
    expect(three).toBeGreaterThanOrEqual(one);
  });
});
