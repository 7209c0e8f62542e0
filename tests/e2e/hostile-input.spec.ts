import { expect, test } from "@playwright/test";

// The position is user input that reaches HTML, attributes, JSON-LD, the page title, the API
// and the social card. None of these may execute it, break out of it, or answer 500.
const HOSTILE = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "</script><script>alert(1)</script>",
  "nurse'; DROP TABLE events;--",
  "\u202Eesrun",
  "nurse\u0000",
  "../../etc/passwd",
  "{{7*7}} ${7*7}",
  "x".repeat(10_000),
];

const RAW_MARKERS = ["<script>alert(1)", "onerror=alert", "<img src=x"];

for (const [i, position] of HOSTILE.entries()) {
  test(`hostile position #${i} is inert everywhere`, async ({ page, request }) => {
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });

    // A request target over 2 KB (the 10,000-character title) is refused at the edge with a short 414.
    const api = await request.get(`/api/v1/salary?country=US&experience=3&position=${encodeURIComponent(position)}`);
    expect([200, 400, 404, 414]).toContain(api.status());
    if (api.status() === 414) expect((await api.body()).length).toBeLessThan(100);
    else {
      expect(api.headers()["content-type"]).toContain("application/json");
      await api.json();
    }

    const og = await request.get(
      `/api/v1/og/salary.png?country=US&experience=3&lang=en&position=${encodeURIComponent(position)}`,
    );
    expect([200, 400, 404, 414]).toContain(og.status());
    if (og.status() === 200) expect(og.headers()["content-type"]).toBe("image/png");

    const search = await request.get(
      `/salary-search?country=US&experience=3&position=${encodeURIComponent(position)}`,
      {
        maxRedirects: 0,
      },
    );
    expect([303, 400, 414]).toContain(search.status());
    const searchBody = await search.text();
    for (const marker of RAW_MARKERS) expect(searchBody).not.toContain(marker);

    const response = await page.goto(`/salary/US/${encodeURIComponent(position)}/3`);
    expect([200, 400, 404, 414]).toContain(response?.status());
    const html = await page.content();
    for (const marker of RAW_MARKERS) expect(html).not.toContain(marker);
    expect(await page.title()).not.toMatch(/[<>]/);
    for (const ld of await page.locator('script[type="application/ld+json"]').allTextContents()) JSON.parse(ld);
    expect(alerts).toEqual([]);
  });
}

test("hostile text typed into the calculator is inert", async ({ page }) => {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto("/");
  await expect(page.locator("#country-search")).toBeVisible();
  await page.locator("#position").fill('"><img src=x onerror=alert(1)>');
  await page.locator(".calculator-submit").click();
  await page.waitForLoadState("networkidle");
  expect(new URL(page.url()).pathname).toMatch(/^\/salary\/US\//);
  expect(alerts).toEqual([]);
});
