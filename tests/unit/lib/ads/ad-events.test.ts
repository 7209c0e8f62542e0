import { describe, expect, it } from "vitest";
import { adEventBatchSchema } from "../../../../src/lib/ads/ad-event-batch.ts";
import { clickThroughRate, sumBy, type AdStatRow } from "../../../../src/lib/ads/ad-events.ts";

const row = (over: Partial<AdStatRow>): AdStatRow => ({
  day: 1,
  placement: "home",
  publisherId: 1,
  impressions: 0,
  viewable: 0,
  clicks: 0,
  ...over,
});

describe("ad reports", () => {
  it.each([
    [0, 0, null],
    [1, 200, 0.5],
    [3, 3, 100],
  ])("CTR of %i clicks over %i impressions is %s%", (clicks, impressions, ctr) => {
    expect(clickThroughRate(clicks, impressions)).toBe(ctr);
  });

  it("sums rows by any key, sorted by key", () => {
    const rows = [
      row({ placement: "home", impressions: 2, clicks: 1 }),
      row({ placement: "footer", impressions: 5, viewable: 3 }),
      row({ placement: "home", day: 2, impressions: 1 }),
    ];
    expect(sumBy(rows, (r) => r.placement)).toEqual([
      { key: "footer", impressions: 5, viewable: 3, clicks: 0 },
      { key: "home", impressions: 3, viewable: 0, clicks: 1 },
    ]);
    expect(sumBy(rows, (r) => r.day).map((t) => t.key)).toEqual([1, 2]);
  });

  it.each([
    ["an empty batch", { events: [] }],
    ["an unknown placement", { events: [{ placement: "sidebar", publisherId: 1, kind: "click" }] }],
    ["an unknown kind", { events: [{ placement: "home", publisherId: 1, kind: "hover" }] }],
    [
      "a publisher id that is not a positive integer",
      { events: [{ placement: "home", publisherId: -1, kind: "click" }] },
    ],
    [
      "more than 20 reports",
      { events: Array.from({ length: 21 }, () => ({ placement: "home", publisherId: 1, kind: "click" })) },
    ],
  ])("refuses %s", (_label, body) => {
    expect(adEventBatchSchema.safeParse(body).success).toBe(false);
  });
});
