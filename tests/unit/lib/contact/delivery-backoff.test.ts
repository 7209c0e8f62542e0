import { describe, expect, it } from "vitest";
import { DELIVERY_MAX_ATTEMPTS, nextDeliveryDelay } from "../../../../src/lib/contact/delivery-backoff.ts";

describe("nextDeliveryDelay", () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [10, 15_360_000],
    [11, 6 * 3_600_000],
    [12, null],
    [40, null],
  ])("after attempt %i: %s ms", (attempts, delay) => {
    expect(nextDeliveryDelay(attempts)).toBe(delay);
  });

  it("never shrinks from one attempt to the next, and gives up at the last", () => {
    let previous = 0;
    for (let attempt = 1; attempt < DELIVERY_MAX_ATTEMPTS; attempt++) {
      const delay = nextDeliveryDelay(attempt) ?? -1;
      expect(delay).toBeGreaterThanOrEqual(previous);
      previous = delay;
    }
    expect(nextDeliveryDelay(DELIVERY_MAX_ATTEMPTS)).toBeNull();
  });

  it.each([0, -1, 1.5, Number.NaN])("refuses attempt number %s", (attempts) => {
    expect(() => nextDeliveryDelay(attempts)).toThrow(RangeError);
  });
});
