import { expect, test } from "@playwright/test";

test.describe("home A/B test", () => {
  test("a new visitor is assigned v2 once, stored with version 1.0", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(".hero-v2")).toBeVisible();
    await expect(page.locator(".hero-v1")).toBeHidden();
    const stored = await page.evaluate(() => [
      localStorage.getItem("ab_test_variant"),
      localStorage.getItem("ab_test_version"),
    ]);
    expect(stored).toEqual(["v2", "1.0"]);
    await expect(page.locator("html")).toHaveAttribute("data-ab-assigned", "1");
    await page.reload();
    await expect(page.locator("html")).not.toHaveAttribute("data-ab-assigned", "1");
  });

  test("a stored v1 visitor sees v1 without the v2 hero ever painting", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem("ab_test_variant", "v1");
      localStorage.setItem("ab_test_version", "1.0");
      // Record whether the v2 hero is ever rendered visibly during load.
      new MutationObserver(() => {
        const hero = document.querySelector(".hero-v2");
        if (hero && getComputedStyle(hero).display !== "none") (window as unknown as { sawV2: boolean }).sawV2 = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/");
    await expect(page.locator(".hero-v1")).toBeVisible();
    await expect(page.locator(".hero-v2")).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { sawV2?: boolean }).sawV2 ?? false)).toBe(false);
  });

  test("/v1 is the older home with a different layout", async ({ page }) => {
    await page.goto("/v1");
    await expect(page.locator(".hero-v1 h1")).toBeVisible();
    await expect(page.locator(".hero-v2")).toHaveCount(0);
    await expect(page.locator(".steps li")).toHaveCount(3);
  });

  test("home shows the stats 500K+, 190+ and 10K+", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(".stats-v2 dd")).toHaveText(["500K+", "190+", "10K+"]);
  });
});

test("a failing client start-up shows the startup error", async ({ page }) => {
  // Break a DOM API the bootstrap relies on, as a hostile extension or old engine would.
  await page.addInitScript(() => {
    Document.prototype.querySelectorAll = () => {
      throw new Error("forced start-up failure");
    };
  });
  await page.goto("/features");
  const alert = page.locator("#startup-error");
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("An unexpected error occurred while starting the application.");
});

test("the startup error is localized", async ({ page }) => {
  await page.addInitScript(() => {
    Document.prototype.querySelectorAll = () => {
      throw new Error("forced start-up failure");
    };
  });
  await page.goto("/es/features");
  await expect(page.locator("#startup-error")).toBeVisible();
  await expect(page.locator("#startup-error p")).not.toContainText("An unexpected error occurred");
});

test.describe("download page", () => {
  test("links to the App Store app and shows Android as coming soon", async ({ page }) => {
    await page.goto("/download");
    await expect(page.locator('a[data-store="ios"]')).toHaveAttribute(
      "href",
      "https://apps.apple.com/app/id6744272144",
    );
    await expect(page.locator("#android-title + p")).toContainText("Coming soon");
    await expect(page.locator(".qr-code svg")).toBeVisible();
  });

  test("has MobileApplication JSON-LD with price 0", async ({ page }) => {
    await page.goto("/zh/download");
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(data["@type"]).toBe("MobileApplication");
    expect(data.operatingSystem).toBe("iOS");
    expect(data.offers.price).toBe("0");
  });
});

test("FAQ uses accessible disclosure widgets with at least 12 items", async ({ page }) => {
  await page.goto("/faq");
  const items = page.locator("details.faq-item");
  expect(await items.count()).toBeGreaterThanOrEqual(12);
  const first = items.first();
  await first.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("open", "");
});

test("the elasticsearch console is a bare page outside the site chrome", async ({ page }) => {
  await page.goto("/elasticsearch-console");
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.locator(".site-header")).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test.describe("valid structure", () => {
  test("each statistic names its term before its value, in every home variant and language", async ({ request }) => {
    for (const path of ["/", "/v1", "/ja/v1", "/ar/v1", "/de"]) {
      const html = await (await request.get(path)).text();
      const lists = [...html.matchAll(/<dl class="stats[^"]*"[^>]*>([\s\S]*?)<\/dl>/g)];
      expect(lists.length, path).toBeGreaterThan(0);
      for (const [, body] of lists)
        for (const [, item] of (body ?? "").matchAll(/<div[^>]*>([\s\S]*?)<\/div>/g))
          expect((item ?? "").trimStart().startsWith("<dt"), `${path}: ${item?.slice(0, 60)}`).toBe(true);
    }
  });

  test("nothing follows </html> on the analytics demo, in any language", async ({ request }) => {
    for (const path of ["/analytics-demo", "/ar/analytics-demo", "/zh/analytics-demo"]) {
      const html = await (await request.get(path)).text();
      expect(html.slice(html.lastIndexOf("</html>") + "</html>".length).trim(), path).toBe("");
    }
  });

  test("the guide search form has a labelled submit button, and submitting it keeps the page", async ({ page }) => {
    await page.goto("/career-guide");
    const submit = page.locator("form[role=search] button[type=submit]");
    await expect(submit).toHaveAccessibleName("Search the guide");
    await page.locator("#guide-query").fill("salary");
    await submit.click();
    await expect(page).toHaveURL(/\/career-guide$/);
  });
});
