import { expect, test } from "@playwright/test";

test.describe("language switcher", () => {
  test("goes to the same page in another language and saves the choice", async ({ page }) => {
    await page.goto("/faq");
    const button = page.locator(".desktop-lang button[aria-expanded]");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    // Hydration happens on idle; wait for React to attach before clicking.
    await expect(async () => {
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true", { timeout: 500 });
    }).toPass();
    const list = page.locator(".lang-switcher-list");
    await expect(list.locator("a")).toHaveCount(27);
    await expect(page.locator(".lang-switcher-hint")).toBeVisible();
    const box = await page.locator(".lang-switcher-panel").boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(192);
    expect((await list.boundingBox())?.height).toBeLessThanOrEqual(300);
    await list.getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr\/faq$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    expect(await page.evaluate(() => localStorage.getItem("user-locale"))).toBe("fr");
  });

  test("a first click right after load opens the menu (the click that starts hydration is not lost)", async ({
    page,
  }) => {
    await page.goto("/features");
    const button = page.locator(".desktop-lang button[aria-expanded]");
    await button.click(); // one click, no retry
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(".lang-switcher-list")).toBeVisible();
  });

  test("is keyboard operable: arrows move, Escape closes and returns focus", async ({ page }) => {
    await page.goto("/features");
    const button = page.locator(".desktop-lang button[aria-expanded]");
    await expect(async () => {
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true", { timeout: 500 });
    }).toPass();
    await expect(page.locator('.lang-switcher-list a[aria-current="true"]')).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.locator(".lang-switcher-list li:nth-child(2) a")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

test("Arabic pages are right-to-left", async ({ page }) => {
  await page.goto("/ar/");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  // Logical properties mirror the header: the brand sits at the right edge in RTL.
  const brand = await page.locator(".brand").boundingBox();
  const viewport = page.viewportSize();
  expect((brand?.x ?? 0) + (brand?.width ?? 0)).toBeGreaterThan((viewport?.width ?? 0) / 2);
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows the language shortlist and expands to more languages", async ({ page }) => {
    await page.goto("/sv/faq");
    await expect(page.locator(".desktop-nav")).toBeHidden();
    await page.locator(".mobile-menu > summary").click();
    const shortlist = page.locator(".mobile-panel > .mobile-langs a");
    await expect(shortlist).toHaveCount(13); // the 12 shortlisted languages plus the current one (sv)
    await expect(shortlist.filter({ hasText: "Svenska" })).toHaveCount(1);
    const more = page.locator(".more-langs");
    await expect(more.getByRole("link", { name: "Kiswahili" })).toBeHidden();
    await more.locator("summary").click();
    await more.getByRole("link", { name: "Kiswahili" }).click();
    await expect(page).toHaveURL(/\/sw\/faq$/);
    expect(await page.evaluate(() => localStorage.getItem("user-locale"))).toBe("sw");
  });
});

test.describe("redirects", () => {
  test("/v2 goes to /v1, also under a language prefix", async ({ page }) => {
    await page.goto("/v2?ref=test");
    await expect(page).toHaveURL(/\/v1\?ref=test$/);
    await page.goto("/ja/v2");
    await expect(page).toHaveURL(/\/ja\/v1$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  });

  test("an unknown language prefix falls back to the page without it (server)", async ({ page, request }) => {
    const response = await request.get("/xx/faq?q=1", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/faq?q=1");
    await page.goto("/xx/faq");
    await expect(page).toHaveURL(/\/faq$/);
  });

  for (const [from, to] of [
    ["/en/faq", "/faq"],
    ["/en/download", "/download"],
    ["/en/v1", "/v1"],
    ["/en", "/"],
    ["/De/faq", "/de/faq"],
    ["/xx", "/"],
  ]) {
    test(`${from} moves permanently to ${to}`, async ({ request }) => {
      const response = await request.get(`${from}?a=1`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(`${to}?a=1`);
    });
  }

  test("unknown pages get a localized 404", async ({ page }) => {
    const response = await page.goto("/de/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.locator("h1")).not.toHaveText("Page not found");
  });
});

test.describe("language detection on /", () => {
  test.describe("French browser", () => {
    test.use({ locale: "fr-FR" });
    test("goes to /fr/ from the root", async ({ page }) => {
      await page.goto("/");
      await expect(page).toHaveURL(/\/fr\/$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    });

    test("never redirects deep links", async ({ page }) => {
      await page.goto("/faq");
      await expect(page).toHaveURL(/\/faq$/);
    });

    test("a saved preference wins, and English saved stays put without a loop", async ({ page }) => {
      await page.goto("/faq");
      await page.evaluate(() => localStorage.setItem("user-locale", "de"));
      await page.goto("/");
      await expect(page).toHaveURL(/\/de\/$/);
      await page.evaluate(() => localStorage.setItem("user-locale", "en"));
      const navigations: string[] = [];
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      });
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      expect(new URL(page.url()).pathname).toBe("/");
      expect(navigations).toHaveLength(1);
    });
  });

  test.describe("unsupported browser language", () => {
    test.use({ locale: "he-IL" });
    test("stays on English (he has messages but no definition)", async ({ page }) => {
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      expect(new URL(page.url()).pathname).toBe("/");
    });
  });
});
