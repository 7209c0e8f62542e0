// What visitors in different places meet on result pages: money written the way their country
// writes it in their language, occupation names in the page's language, phones that do not
// scroll sideways, chart labels they can read, and a page that still works without scripts.
import { expect, test } from "@playwright/test";
import { languageDefinitions } from "../../src/lib/i18n/languages.ts";

test("money reads the way the country writes it in the page's language", async ({ page }) => {
  await page.goto("/es/salary/MX/cajero/3");
  // Mexican Spanish: the peso sign and comma groups, not Spain's "81.350 MXN".
  await expect(page.locator('[data-figure="average"] .in-local')).toHaveText(/^\$\d{1,3}(,\d{3})+$/);
  await page.goto("/salary/IN/software-developer/4");
  // Indian English: lakh and crore groups.
  await expect(page.locator('[data-figure="average"] .in-local')).toHaveText(/^₹\d{1,2}(,\d{2})*,\d{3}$/);
});

test("suggestions name the occupation in the page's language", async ({ request }) => {
  const body = (await (await request.get("/api/v1/positions?q=krankenschwester&lang=de&limit=3")).json()) as {
    suggestions: { title: string; occupation: string }[];
  };
  expect(body.suggestions.length).toBeGreaterThan(0);
  for (const s of body.suggestions) expect(s.occupation).not.toMatch(/^Registered Nurses$/);
});

test("between the phone menu and a wide screen, the header's links wrap instead of widening the page", async ({
  page,
}) => {
  // The languages with the longest menu labels, just above the width where the phone menu ends.
  for (const [path, width] of [
    ["/ru/faq", 961],
    ["/nl/faq", 1024],
    ["/de/salary/DE/pflegefachkraft/7", 1100],
    ["/ta/faq", 961],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await expect(page.locator(".desktop-nav")).toBeVisible();
    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      header:
        (document.querySelector(".header-row") as HTMLElement).scrollWidth -
        (document.querySelector(".header-row") as HTMLElement).clientWidth,
    }));
    expect(overflow, `${path} at ${width} px`).toEqual({ page: 0, header: 0 });
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("no page is wider than a 360 px phone in any language (long compounds, addresses, event names)", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 740 });
    // Pictures and fonts do not change the width; leaving them out keeps the walk quick.
    await page.route(/\.(png|jpe?g|webp|woff2?)$/, (route) => route.abort());
    const wide: string[] = [];
    for (const { code } of languageDefinitions) {
      const prefix = code === "en" ? "" : `/${code}`;
      for (const rest of [
        "/",
        "/faq",
        "/data-sources",
        "/analytics-demo",
        "/privacy-policy",
        "/salary/DE",
        "/salary/DE/nurse/5",
      ]) {
        const path = rest === "/" ? prefix || "/" : `${prefix}${rest}`;
        await page.goto(path, { waitUntil: "domcontentloaded" });
        const extra = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (extra > 0) wide.push(`${path} +${extra}px`);
      }
    }
    expect(wide).toEqual([]);
  });

  test("the growth table scrolls in its own box and chart labels are at least 12 px", async ({ page }) => {
    await page.goto("/salary/IN/software-developer/4");
    await page.locator(".growth-table summary").click();
    await expect(page.locator(".growth-table table")).toBeVisible();
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);
    const smallest = await page.locator(".growth-chart").evaluate((figure) => {
      const svg = figure.querySelector("svg")!;
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      return Math.min(
        ...[...svg.querySelectorAll("text")].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale),
      );
    });
    expect(smallest).toBeGreaterThanOrEqual(12);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("language links are reachable and controls that need scripts are hidden", async ({ page }) => {
    await page.goto("/de/salary/FR/pflegefachkraft/7");
    await expect(page.locator(".currency-switch")).toBeHidden();
    await expect(page.locator("[data-copy-link]")).toBeHidden();
    await expect(page.locator(".desktop-lang")).toBeHidden();
    const menu = page.locator(".mobile-menu > summary");
    await expect(menu).toBeVisible();
    await menu.click();
    const french = page.locator('.mobile-menu a[hreflang="fr"]');
    await expect(french).toBeVisible();
    // The French page of the same result, under its French address.
    await expect(french).toHaveAttribute("href", /^\/fr\/salary\/FR\/[^/]+\/7$/);
  });
});
