import { describe, expect, it } from "vitest";
import { adDashboardModel } from "../../../../src/features/admin/ad-dashboard-model.ts";

describe("adDashboardModel", () => {
  const rows = [
    { day: 10, placement: "home", publisherId: 1, impressions: 200, viewable: 150, clicks: 4 },
    { day: 12, placement: "footer", publisherId: 2, impressions: 100, viewable: 20, clicks: 0 },
    { day: 12, placement: "home", publisherId: 3, impressions: 0, viewable: 0, clicks: 0 },
  ];
  const model = adDashboardModel(
    rows,
    new Map([
      [1, "AdSense main"],
      [2, "House"],
    ]),
    10,
    12,
  );

  it("totals with CTR and viewable rate, and a dash where there were no impressions", () => {
    expect(model.total).toEqual({
      label: "All",
      impressions: 300,
      viewable: 170,
      clicks: 4,
      ctr: "1.33%",
      viewableRate: "56.67%",
    });
    expect(model.byPublisher.map((l) => [l.label, l.ctr])).toEqual([
      ["AdSense main", "2.00%"],
      ["House", "0.00%"],
      ["#3 (deleted)", "–"],
    ]);
  });

  it("has a bar for every day, empty days included, scaled to the busiest", () => {
    expect(model.days.map((d) => [d.date, d.impressionsHeight])).toEqual([
      ["1970-01-11", 100],
      ["1970-01-12", 0],
      ["1970-01-13", 50],
    ]);
  });
});
