import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eventRetentionCutoff } from "../../../../src/lib/analytics/retention.ts";

describe("eventRetentionCutoff", () => {
  it.each([
    ["2033-06-15T08:00:00Z", "2031-05-15T08:00:00.000Z"],
    ["2033-03-31T00:00:00Z", "2031-02-28T00:00:00.000Z"],
    ["2034-03-31T12:00:00Z", "2032-02-29T12:00:00.000Z"],
    ["2033-01-10T00:00:00Z", "2030-12-10T00:00:00.000Z"],
  ])("25 months before %s is %s", (now, expected) => {
    expect(new Date(eventRetentionCutoff(new Date(now))).toISOString()).toBe(expected);
  });

  it("is always between 24 and 26 months (730–792 days) back", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }), (now) => {
        const days = (now.getTime() - eventRetentionCutoff(now)) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(730);
        expect(days).toBeLessThanOrEqual(792);
      }),
    );
  });
});
