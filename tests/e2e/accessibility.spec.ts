import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";

// An LTR, an RTL and a CJK page, plus a mobile view of the open menu.
for (const path of ["/", "/ar/faq", "/zh/download"]) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}

test.describe("mobile", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("axe finds no violations with the menu open on /ur/", async ({ page }) => {
    await page.goto("/ur/");
    await page.locator(".mobile-menu > summary").click();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
