import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";

const SITE = "https://www.salaryscope.app";
const PAGE = "/salary/occupation/software-developers";

/** The US-dollar medians of the table's rows, as rendered, in row order. */
async function usdColumn(page: Page): Promise<number[]> {
  return page
    .locator("[data-every-country] tbody td[data-usd]")
    .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute("data-usd"))));
}

test("English: every country with figures, sortable by US dollars without JavaScript, accessible", async ({ page }) => {
  // Five page loads of a table of about 190 rows and an axe run over it: about 30 s on a busy two-core machine.
  test.setTimeout(90_000);
  const response = await page.goto(PAGE);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toContain("s-maxage=");
  await expect(page.locator("h1")).toHaveText("Software Developers: pay in every country");
  const rows = page.locator("[data-every-country] tbody tr");
  expect(await rows.count()).toBeGreaterThanOrEqual(150);
  await expect(page.locator('th[aria-sort="ascending"][data-sort-key="name"]')).toHaveCount(1);
  await expect(page.locator("#ppp-note")).toContainText("International dollars");
  await expectNoAxeViolations(page);

  const byName = await usdColumn(page);
  await page.locator('th[data-sort-key="usd"] a').click();
  await expect(page).toHaveURL(/\/salary\/occupation\/software-developers\/usd-desc$/);
  await expect(page.locator('th[data-sort-key="usd"]')).toHaveAttribute("aria-sort", "descending");
  const desc = await usdColumn(page);
  expect(desc).not.toEqual(byName);
  expect(desc).toEqual([...byName].sort((a, b) => b - a));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  await page.locator('th[data-sort-key="usd"] a').click();
  await expect(page).toHaveURL(/\/usd-asc$/);
  expect(await usdColumn(page)).toEqual([...byName].sort((a, b) => a - b));

  // A row reaches that country's result page, which links back here.
  await page.locator('tr[data-country="DE"] th a').click();
  await expect(page).toHaveURL(/\/salary\/DE\/software-developers\/5$/);
  const back = page.locator("a[data-every-country-link]");
  await expect(back).toHaveText("Compare this job in every country");
  await expect(back).toHaveAttribute("href", `${PAGE}#from-DE`);
  await back.click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}#from-DE$`));
  // The country the visitor came from is shown first and marked in the table; the page opens at its top.
  await expect(page.locator("[data-pinned]")).toHaveAttribute("data-pinned", "DE");
  await expect(page.locator("[data-pinned-name]")).toContainText("Germany");
  await expect(page.locator('tr[data-country="DE"]')).toHaveClass(/from-row/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("local money is a column, not an order; the language's own country is shown first", async ({ page }) => {
  await page.goto("/tr/salary/occupation/software-developers");
  await expect(page.locator("[data-pinned]")).toHaveAttribute("data-pinned", "TR");
  await expect(page.locator("[data-every-country] thead th")).toHaveCount(6);
  await expect(page.locator('[data-every-country] thead th[data-sort-key="local"]')).toHaveCount(0);
  // Türkiye's take-home column: the net median, in lira, below the gross.
  const net = await page.locator('tr[data-country="TR"] td.net').innerText();
  const gross = await page.locator('tr[data-country="TR"] td').first().innerText();
  const amount = (text: string) => Number(text.replace(/[^\d]/g, ""));
  expect(net).toContain("₺");
  expect(amount(net)).toBeGreaterThan(0.5 * amount(gross));
  expect(amount(net)).toBeLessThan(amount(gross));
  await expect(page.locator("[data-every-country] thead th").nth(1).locator("a")).toHaveCount(0);
  expect((await page.goto("/salary/occupation/software-developers/local-desc"))?.url()).toMatch(
    /\/salary\/occupation\/software-developers$/,
  );
});

test("the number and its word agree: German reads “mit 8 Jahren”, a new graduate needs no number", async ({ page }) => {
  await page.goto("/de/salary/occupation/software-developers/8");
  await expect(page.locator("caption")).toContainText("mit 8 Jahren Berufserfahrung");
  await page.goto("/de/salary/occupation/software-developers/1");
  await expect(page.locator("caption")).toContainText("mit 1 Jahr Berufserfahrung");
  await page.goto("/salary/occupation/software-developers/0");
  await expect(page.locator("caption")).toContainText("as a new graduate");
});

test("the job's name in the page's language leads to its page", async ({ request }) => {
  const response = await request.get("/de/salary/occupation/softwareentwickler", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/de/salary/occupation/software-developers");
});

test("on a 360 px phone the table needs no sideways scrolling, and its header stays in view", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto("/de/salary/occupation/software-developers");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const median = page.locator('tr[data-country="DE"] td').first();
  await median.scrollIntoViewIfNeeded();
  const box = await median.boundingBox();
  expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  await page.mouse.wheel(0, 3000);
  const header = await page.locator("[data-every-country] thead th").first().boundingBox();
  expect(header?.y).toBeGreaterThanOrEqual(0);
  expect(header?.y).toBeLessThan(5);
});

test("Arabic: right to left, localized names and figures, accessible", async ({ page }) => {
  await page.goto(`/ar${PAGE}/ppp-desc`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("h1")).not.toContainText("Software");
  expect(await page.locator("[data-every-country] tbody tr").count()).toBeGreaterThanOrEqual(150);
  await expect(page.locator('th[data-sort-key="ppp"]')).toHaveAttribute("aria-sort", "descending");
  await expect(page.locator('tr[data-country="EG"] th a')).toContainText("مصر");
  await expect(page.locator('tr[data-country="EG"] th a')).toHaveAttribute("href", /^\/ar\/salary\/EG\/[^/]+\/5$/);
  await expectNoAxeViolations(page);
});

test("unknown occupation: a localized 404, not an error", async ({ page }) => {
  const response = await page.goto("/de/salary/occupation/no-such-job-here");
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText("Beruf nicht gefunden");
  await expectNoAxeViolations(page);
});

test("views that cannot be read fall back to the defaults", async ({ request }) => {
  const res = await request.get(`${PAGE}/99/sideways`, { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe(PAGE);
});

test("the sitemap index lists the occupation sitemaps, which list each page in every language", async ({ request }) => {
  const index = await (await request.get("/sitemap.xml")).text();
  expect(index).toContain(`<loc>${SITE}/sitemaps/occupations-1.xml</loc>`);
  const parts = [...index.matchAll(/<loc>[^<]*\/sitemaps\/(occupations-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
  let found = "";
  for (const part of parts) {
    const xml = await (await request.get(`/sitemaps/${part}`)).text();
    if (xml.includes(`<loc>${SITE}${PAGE}</loc>`)) found = xml;
  }
  expect(found).toContain(`<loc>${SITE}/ar${PAGE}</loc>`);
  expect(found).toContain(`hreflang="x-default" href="${SITE}${PAGE}"`);
  expect(found).toContain(`hreflang="de" href="${SITE}/de${PAGE}"`);
});
