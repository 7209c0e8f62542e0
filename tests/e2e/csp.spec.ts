// The Content-Security-Policy in a real browser: every page's own scripts run, injected ones do not.
import { expect, test, type Page } from "@playwright/test";

async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test("the policy restricts scripts without 'unsafe-inline'", async ({ request }) => {
  for (const path of ["/", "/salary/DE/registered-nurse/5", "/api/v1/salary?country=DE&position=nurse"]) {
    const csp = (await request.get(path)).headers()["content-security-policy"] ?? "";
    expect(csp, path).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(csp, path).toContain("script-src-attr 'none'");
    expect(csp, path).not.toContain("unsafe-inline");
  }
});

// Pre-built and per-request pages, LTR, RTL and CJK, with every kind of island.
const PAGES = [
  "/",
  "/ar/",
  "/ja/faq",
  "/download",
  "/analytics-demo",
  "/salary/DE/registered-nurse/5",
  "/ar/salary/EG/nurse/3",
  "/de/salary",
  "/ja/salary/JP",
  "/no-such-page",
  "/ko/career-guide/job-search/writing-a-cv",
  "/career-guide",
  "/ar/career-guide/salary-negotiation/how-to-negotiate-salary",
];

for (const path of PAGES) {
  test(`no script of ${path} is refused, and its islands hydrate`, async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // Interaction-hydrated islands load on first use.
    await page.mouse.move(10, 10);
    await page.keyboard.press("Tab");
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
    // The variant script ran: it sets the A/B variant before first paint.
    await expect(page.locator("html")).toHaveAttribute("data-ab-variant", /^v[12]$/);
  });
}

test("the load-failure state and its Try Again run under the policy (per-request only page)", async ({ page }) => {
  const violations = await watchViolations(page);
  let loads = 0;
  await page.route("**/salary/GB/accountant/6", (route) =>
    route.continue({
      headers: { ...route.request().headers(), ...(loads++ === 0 ? { "x-fault-inject": "salary-page" } : {}) },
    }),
  );
  await page.goto("/salary/GB/accountant/6");
  const loaded = page.waitForEvent("load");
  await page.getByRole("link", { name: "Try Again" }).click();
  await loaded;
  await expect(page.locator(".figure-average .in-local").first()).toContainText("£");
  await page.locator('[data-show-currency="usd"]').click();
  await expect(page.locator(".figure-average .in-usd").first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("an injected inline script and inline handler are refused", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/faq");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    const img = document.createElement("img");
    img.setAttribute("onerror", "window.__handler = true");
    img.src = "/does-not-exist.png";
    document.body.append(img);
  });
  await expect.poll(async () => (await violations()).length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { __handler?: boolean }).__handler)).toBeUndefined();
});

test("after consent, gtag loads from its host and nothing is refused", async ({ page }) => {
  const violations = await watchViolations(page);
  const loaded: string[] = [];
  await page.route("https://www.googletagmanager.com/**", (route) => {
    loaded.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__gtagLoaded = true;" });
  });
  await page.goto("/faq");
  await page.locator("#consent-banner").getByRole("button", { name: "Accept all" }).click();
  await expect.poll(() => loaded.length).toBeGreaterThan(0);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded))
    .toBe(true);
  expect(await violations()).toEqual([]);
});
