import { describe, expect, it } from "vitest";
import { isDemoPage } from "../../../../src/lib/analytics/demo-samples.ts";

describe("isDemoPage", () => {
  it.each([
    ["/analytics-demo", true],
    ["/analytics-demo/", true],
    ["/fr/analytics-demo", true],
    ["/ar/analytics-demo?x=1", true],
    ["/fil/analytics-demo#counts", true],
    ["/", false],
    ["/faq", false],
    ["/analytics-demo-fake", false],
    ["/fr/analytics-demo/extra", false],
    ["/salary/US/analytics-demo/3", false],
    ["/x/y/analytics-demo", false],
  ])("%s → %s", (page, expected) => {
    expect(isDemoPage(page)).toBe(expected);
  });
});
