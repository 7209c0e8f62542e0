import { describe, expect, it } from "vitest";
import { medianTakeHome } from "../../../../src/server/take-home/median-take-home.ts";

const estimate = (code: string, currency: string, median: number) => ({
  country: { code, name: code, currency },
  currency,
  annual: { median } as never,
  basis: { referenceYear: 2026 } as never,
});

describe("medianTakeHome", () => {
  it("follows the region asked for, and the default region when none is", () => {
    const california = medianTakeHome(estimate("US", "USD", 90_000));
    const texas = medianTakeHome(estimate("US", "USD", 90_000), "US-TX");
    expect(california?.region).toBe("US-CA");
    expect(texas?.region).toBe("US-TX");
    // Texas has no state income tax: the same gross leaves more.
    expect(texas!.net).toBeGreaterThan(california!.net);
  });

  it("answers null for a region the data do not hold, so the page can say so", () => {
    expect(medianTakeHome(estimate("US", "USD", 90_000), "US-ZZ")).toBeNull();
    expect(medianTakeHome(estimate("DE", "EUR", 50_000), "US-TX")).toBeNull();
  });
});
