import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signInWithApi, signInWithForm } from "./admin-session.ts";

// Each test targets a language of its own, so publishers made here (or in admin.spec.ts) never
// fill another test's pages.
const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 4399}`;
test.use({ extraHTTPHeaders: { origin: ORIGIN } });

async function createPublisher(request: APIRequestContext, publisher: Record<string, unknown>): Promise<number> {
  const csrfToken = await signInWithApi(request);
  const created = await request.post("/api/v1/admin/publishers", {
    headers: { "x-csrf-token": csrfToken },
    data: publisher,
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { publisher: { id: number } }).publisher.id;
}

/**
 * Layout shift of anything but the site header, as Lighthouse's CLS counts it. The header itself
 * sometimes shifts once while loading (up to 0.007, with or without ads), which is not the slots'
 * doing and is left out here.
 */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        type Shift = { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Shift[]) {
            const inHeader = entry.sources.every((s) => s.node instanceof Element && s.node.closest("header") !== null);
            if (!entry.hadRecentInput && !inHeader) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

test("with no publisher for the page, no ad code loads and the empty slot moves nothing", async ({ page }) => {
  const adRequests: string[] = [];
  page.on("request", (r) => {
    if (/googlesyndication|doubleclick/.test(r.url())) adRequests.push(r.url());
  });
  const decisions = page.waitForResponse((r) => r.url().includes("/api/v1/ads?"));
  await page.goto("/uz/faq");
  expect(((await (await decisions).json()) as { placements: Record<string, unknown> }).placements["footer"]).toBeNull();
  await expect(page.locator(".ad-slot-footer")).toBeHidden();
  expect(await layoutShift(page)).toBe(0);
  expect(adRequests).toEqual([]);
});

test("a house ad fills its placements in the page's language, counts impression, viewable and click, and shows on the dashboard", async ({
  page,
  request,
}) => {
  const id = await createPublisher(request, {
    kind: "house",
    name: `House sw ${Date.now()}`,
    enabled: true,
    languages: ["sw"],
    placements: ["footer"],
    link: "/sw/download",
  });
  await page.goto("/sw/faq");
  const slot = page.locator(".ad-slot-footer");
  const ad = slot.locator("a.ad-house");
  await expect(ad).toHaveAttribute("href", "/sw/download");
  await expect(ad).toHaveAttribute("rel", "sponsored noopener");
  const headline = await ad.locator("strong").textContent();
  expect(headline?.length).toBeGreaterThan(3);
  expect(headline).not.toBe("Your salary, in your pocket"); // Swahili, not English
  await expect(slot.locator(".ad-label")).toBeVisible();
  expect(await layoutShift(page)).toBe(0);

  await slot.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1_300); // half of it on screen for a second: viewable
  const reported = page.waitForResponse((r) => r.url().endsWith("/api/v1/ads/events") && r.status() === 202);
  await ad.click();
  await reported;
  await expect(page).toHaveURL(/\/sw\/download$/);

  await signInWithForm(page);
  await page.goto("/admin/ads-dashboard");
  const row = page.locator("#by-publisher tr", { hasText: "House sw" });
  await expect(row.locator("td").nth(0)).toHaveText(/^[1-9]\d*$/); // impressions
  await expect(row.locator("td").nth(1)).toHaveText(/^[1-9]\d*$/); // viewable
  await expect(row.locator("td").nth(3)).toHaveText(/^[1-9]\d*$/); // clicks
  await expect(page.locator("svg.ad-chart rect").first()).toBeAttached();
  expect(id).toBeGreaterThan(0);
});

test("an AdSense unit loads Google's code only where it is shown, non-personalised without consent", async ({
  page,
  request,
}) => {
  await createPublisher(request, {
    kind: "adsense",
    name: `AdSense ta ${Date.now()}`,
    enabled: true,
    languages: ["ta"],
    publisherId: "pub-5555666677778888",
    slots: { footer: "9876543210" },
  });
  // The page policy allows Google's ad hosts once the server has seen the change.
  await expect
    .poll(async () => (await request.get("/ta/faq")).headers()["content-security-policy"])
    .toContain("https://pagead2.googlesyndication.com");
  const loaded: string[] = [];
  await page.route(/googlesyndication\.com/, (route) => {
    loaded.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  });
  await page.goto("/ta/faq");
  const unit = page.locator(".ad-slot-footer ins.adsbygoogle");
  await expect(unit).toHaveAttribute("data-ad-client", "ca-pub-5555666677778888");
  await expect(unit).toHaveAttribute("data-ad-slot", "9876543210");
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { adsbygoogle: { requestNonPersonalizedAds: number } }).adsbygoogle
          .requestNonPersonalizedAds,
    ),
  ).toBe(1);
  expect(loaded).toHaveLength(1);
  expect(loaded[0]).toContain("client=ca-pub-5555666677778888");

  await page.evaluate(() => localStorage.setItem("analytics_consent", "granted"));
  await page.reload();
  await expect(unit).toBeAttached();
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { adsbygoogle: { requestNonPersonalizedAds: number } }).adsbygoogle
          .requestNonPersonalizedAds,
    ),
  ).toBe(0);

  // The same page in another language shows no AdSense code at all.
  loaded.length = 0;
  await page.goto("/uz/faq");
  await expect(page.locator(".ad-slot-footer")).toBeHidden();
  expect(loaded).toEqual([]);
});

test("the test page shows every placement with AdSense test units and house previews, right to left in Arabic", async ({
  page,
}) => {
  await signInWithForm(page);
  await page.route(/googlesyndication\.com/, (route) => route.fulfill({ status: 200, body: "" }));
  await page.goto("/admin/ads-test?lang=ar");
  await expect(page.locator("[data-test-placement]")).toHaveCount(4);
  await expect(page.locator(".preview").first()).toHaveAttribute("dir", "rtl");
  await expect(page.locator(".preview")).toHaveCount(12);
  const units = page.locator("ins.adsbygoogle");
  if ((await units.count()) > 0) await expect(units.first()).toHaveAttribute("data-adtest", "on");
});
