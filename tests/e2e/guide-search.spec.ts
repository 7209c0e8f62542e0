import { expect, test } from "@playwright/test";

// "वेतन" (salary) is in the bodies of the Hindi articles but in none of their titles, subtitles or
// tags, which say "सैलरी": only the full-text index finds it.
test.describe("guide search in Hindi", () => {
  test("finds वेतन on /hi/career-guide with the full-text index", async ({ page }) => {
    await page.goto("/hi/career-guide");
    await page.getByRole("searchbox").fill("वेतन");
    const found = page.locator("[data-fulltext-results] a");
    await expect(found.first()).toBeVisible({ timeout: 10_000 });
    for (const path of await found.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))) {
      expect(path).toMatch(/^\/hi\/career-guide\//);
    }
    await expect(page.locator("#guide-search-status")).toHaveText(/\d/);
  });

  test("does not say nothing was found while the index is still loading", async ({ page }) => {
    // A slow phone connection: the index arrives seconds after the visitor has typed.
    await page.route("**/pagefind/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto("/hi/career-guide");
    const status = page.locator("#guide-search-status");
    const none = JSON.parse((await page.locator("[data-guide-articles]").textContent()) ?? "{}").messages
      .none as string;
    await page.getByRole("searchbox").fill("वेतन");
    await page.waitForTimeout(800);
    await expect(status).not.toHaveText(none.replace("{query}", "वेतन"));
    await expect(page.locator("[data-fulltext-results] a").first()).toBeVisible({ timeout: 15_000 });
    await expect(status).toHaveText(/\d/);
  });
});
