import { expect, test, type Page } from "@playwright/test";
import { E2E_SUMMARY_TOKEN } from "../../playwright.config.ts";

interface Summary {
  pageViewsByLanguage: { lang: string | null; count: number }[];
  eventsByName: { name: string; count: number }[];
}

async function summary(page: Page): Promise<Summary> {
  const response = await page.request.get("/api/v1/analytics/summary", {
    headers: { authorization: `Bearer ${E2E_SUMMARY_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Summary;
}

test("the analytics summary is closed without the token", async ({ request }) => {
  for (const headers of [{}, { authorization: "Bearer not-the-token-at-all" }]) {
    const response = await request.get("/api/v1/analytics/summary", { headers });
    expect(response.status()).toBe(401);
    expect(await response.text()).not.toContain("pageViewsByLanguage");
  }
});
const countOf = (rows: { count: number }[], pick: (r: never) => boolean) =>
  (rows as never[]).filter(pick).reduce((n, r: { count: number }) => n + r.count, 0);

test.describe("consent", () => {
  test("no request leaves for a third-party host before consent, and gtag loads after accepting", async ({ page }) => {
    const thirdParty: string[] = [];
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      thirdParty.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
    });
    await page.goto("/download");
    await page.locator('a[data-store="ios"]').hover();
    await page.waitForLoadState("networkidle");
    expect(thirdParty).toEqual([]);

    const banner = page.locator("#consent-banner");
    await expect(banner).toBeVisible();
    // The gtag queue exists with Consent Mode v2 defaults, all denied, before any choice.
    const defaults = await page.evaluate(() =>
      (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).find((a) => a[0] === "consent"),
    );
    expect(defaults).toEqual([
      "consent",
      "default",
      expect.objectContaining({
        ad_storage: "denied",
        analytics_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
      }),
    ]);

    const gtagRequest = page.waitForRequest(/googletagmanager\.com\/gtag\/js\?id=G-/);
    await banner.getByRole("button", { name: "Accept all" }).click();
    await gtagRequest;
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("analytics_consent"))).toBe("granted");
  });

  test("rejecting is as easy as accepting, loads nothing, and can be changed from the footer", async ({ page }) => {
    const thirdParty: string[] = [];
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      thirdParty.push(route.request().url());
      return route.abort();
    });
    await page.goto("/ar/faq");
    const banner = page.locator("#consent-banner");
    // Keyboard path: Tab reaches both buttons.
    await banner.locator('[data-consent-choice="denied"]').focus();
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(banner).toBeHidden();
    expect(thirdParty).toEqual([]);

    await page.locator("[data-consent-settings]").click();
    await expect(banner).toBeVisible();
    await expect(banner).toBeFocused();
    await banner.locator('[data-consent-choice="granted"]').click();
    await expect(banner).toBeHidden();
  });
});

test("a page view arrives in the first-party store with its language", async ({ page }) => {
  const before = countOf((await summary(page)).pageViewsByLanguage, (r: { lang: string }) => r.lang === "kk");
  const beacon = page.waitForRequest((r) => r.url().endsWith("/api/v1/events") && r.method() === "POST");
  await page.goto("/kk/features");
  await page.goto("/kk/faq"); // leaving the page flushes the batch with sendBeacon
  await beacon;
  await expect
    .poll(async () => countOf((await summary(page)).pageViewsByLanguage, (r: { lang: string }) => r.lang === "kk"))
    .toBeGreaterThan(before);
});

test("a calculator search arrives in the store", async ({ page }) => {
  const searches = async () =>
    countOf((await summary(page)).eventsByName, (r: { name: string }) => r.name === "search");
  const before = await searches();
  await page.goto("/kk/");
  await expect(page.locator("#country-search")).toBeVisible();
  await page.locator("#position").fill("nurse");
  await page.locator(".calculator-submit").click();
  await expect(page).toHaveURL(/\/kk\/salary\/KZ\/nurse\/0$/);
  await expect.poll(searches).toBeGreaterThan(before);
});

test("the App Store button reports ios_download_click and app_store_redirect", async ({ page }) => {
  await page.route("https://apps.apple.com/**", (route) => route.fulfill({ status: 200, body: "store" }));
  const counts = async () => {
    const rows = (await summary(page)).eventsByName;
    return ["ios_download_click", "app_store_redirect"].map((name) =>
      countOf(rows, (r: { name: string }) => r.name === name),
    );
  };
  const [clicksBefore, redirectsBefore] = await counts();
  await page.goto("/download");
  await page.locator('a[data-store="ios"]').click();
  await expect(page).toHaveURL(/apps\.apple\.com/);
  await expect.poll(counts).toEqual([(clicksBefore ?? 0) + 1, (redirectsBefore ?? 0) + 1]);
});

test.describe("android waitlist", () => {
  test("signs up, treats a duplicate as success, and rejects a bad address", async ({ page }) => {
    const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    await page.goto("/download");
    const input = page.locator("#waitlist-email");
    const status = page.locator("#waitlist-status");

    await input.fill("not-an-email");
    await input.press("Enter");
    await expect(status).toHaveText("Please enter a valid email address");
    await expect(input).toHaveAttribute("aria-invalid", "true");

    await input.fill(email);
    const signup = page.waitForRequest((r) => r.url().endsWith("/api/v1/waitlist"));
    await page.getByRole("button", { name: "Notify me" }).click();
    expect((await signup).postDataJSON()).toEqual({ email, lang: "en" });
    await expect(status).toContainText("You're on the list");

    await page.goto("/de/download");
    await page.locator("#waitlist-email").fill(email.toUpperCase());
    await page.locator("#waitlist-email").press("Enter");
    await expect(page.locator("#waitlist-status")).not.toHaveText("");
    await expect(page.locator("#waitlist-status")).toHaveAttribute("data-kind", "ok");
  });

  test("keeps the typed email when storing fails", async ({ page }) => {
    await page.route("**/api/v1/waitlist", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"error":{"code":"STORAGE_FAILED"}}' }),
    );
    await page.goto("/download");
    await page.locator("#waitlist-email").fill("keep.me@example.com");
    await page.locator("#waitlist-email").press("Enter");
    await expect(page.locator("#waitlist-status")).toHaveText("We couldn't save your email. Please try again.");
    await expect(page.locator("#waitlist-email")).toHaveValue("keep.me@example.com");
  });
});

test("the analytics demo shows each sink's payload and counts its own events", async ({ page }) => {
  await page.goto("/analytics-demo");
  await page.locator('[data-demo-event="qr_code_interaction"]').click();
  await expect(page.locator('[data-payload="firstParty"]')).toContainText('"name": "qr_code_interaction"');
  await expect(page.locator('[data-payload="gtag"]')).toContainText("Blocked until you accept");
  await expect(page.locator('[data-payload="ads"]')).toContainText("Not configured");
  // The demo's counts come from its own events: the one just raised appears once it is stored.
  await expect
    .poll(
      async () => {
        await page.locator("[data-refresh-counts]").click();
        await expect(page.locator("[data-counts-status]")).toContainText("Updated");
        return page.locator('[data-count="eventsByName"]').innerText();
      },
      { timeout: 15_000 },
    )
    .toContain("qr_code_interaction");
  // No other test raises this event, and the real summary leaves demo events out.
  const real = await summary(page);
  expect(real.eventsByName.map((r) => r.name)).not.toContain("qr_code_interaction");
});

test.describe("smart app banner on phones", () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
  });

  test("offers the Android waitlist, reports android_download_click, and stays dismissed", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("analytics_consent", "denied"));
    const clicks = async () =>
      countOf((await summary(page)).eventsByName, (r: { name: string }) => r.name === "android_download_click");
    const before = await clicks();
    await page.goto("/es/faq");
    const banner = page.locator("#smart-banner");
    await expect(banner).toBeVisible();
    await expect(banner.locator('[data-platform="ios"]')).toBeHidden();
    await banner.locator('[data-platform="android"]').click();
    await expect(page).toHaveURL(/\/es\/download#waitlist$/);
    await expect.poll(clicks).toBeGreaterThan(before);

    await page.locator("#smart-banner [data-dismiss]").click();
    await expect(page.locator("#smart-banner")).toBeHidden();
    await page.reload();
    await expect(page.locator("#smart-banner")).toBeHidden();
  });

  test("stays out of the way while the consent banner is open", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.locator("#consent-banner")).toBeVisible();
    await expect(page.locator("#smart-banner")).toBeHidden();
  });
});
