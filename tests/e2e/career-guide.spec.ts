import { expect, test, type Page } from "@playwright/test";
import { E2E_SUMMARY_TOKEN } from "../../playwright.config.ts";
import { expectNoAxeViolations } from "./axe.ts";

/** How many events of this name the first-party store holds. */
async function storedCount(page: Page, name: string): Promise<number> {
  const response = await page.request.get("/api/v1/analytics/summary", {
    headers: { authorization: `Bearer ${E2E_SUMMARY_TOKEN}` },
  });
  const rows = ((await response.json()) as { eventsByName: { name: string; count: number }[] }).eventsByName;
  return rows.find((r) => r.name === name)?.count ?? 0;
}

// Paths at every level of the guide in the three fully written languages.
const LEVELS: Record<string, string[]> = {
  en: [
    "/career-guide",
    "/career-guide/salary-negotiation",
    "/career-guide/salary-negotiation/how-to-negotiate-salary",
    "/career-guide/salary-negotiation/how-to-negotiate-salary/research-your-market-rate",
    "/career-guide/employee-benefits-guide/europe-asia/turkey/severance-pay",
  ],
  tr: [
    "/tr/career-guide",
    "/tr/career-guide/job-search",
    "/tr/career-guide/job-search/writing-a-cv",
    "/tr/career-guide/job-search/writing-a-cv/cv-for-career-changers",
    "/tr/career-guide/employee-benefits-guide/europe-asia/turkey/severance-pay",
  ],
  es: [
    "/es/career-guide",
    "/es/career-guide/understanding-pay",
    "/es/career-guide/understanding-pay/what-nurses-earn",
    "/es/career-guide/job-search/job-interviews/salary-expectations-question",
    "/es/career-guide/employee-benefits-guide/europe-asia/turkey/severance-pay",
  ],
};

for (const [lang, paths] of Object.entries(LEVELS)) {
  test(`every level of the guide renders in ${lang}, with one canonical URL`, async ({ page }) => {
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("h1")).toHaveCount(1);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname, path).toBe(path);
      const depth = path.split("/").filter(Boolean).length - (lang === "en" ? 1 : 2);
      if (depth >= 2) {
        // Articles: breadcrumbs back to the guide, JSON-LD Article and BreadcrumbList, a date.
        await expect(page.locator(".breadcrumbs a").first()).toHaveAttribute("href", paths[0]!);
        const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
        const types = ld.map((t) => (JSON.parse(t) as { "@type": string })["@type"]);
        expect(types).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]));
        await expect(page.locator("article time").first()).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });
}

test("an article lists alternates only for languages that have it", async ({ page }) => {
  await page.goto("/career-guide/employee-benefits-guide/europe-asia/turkey/severance-pay");
  const hreflangs = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => l.getAttribute("hreflang")));
  expect(hreflangs).toEqual(expect.arrayContaining(["en", "tr", "x-default"]));
  expect(hreflangs).not.toContain("ko");
  expect(hreflangs.length).toBeLessThan(10);
});

test("an article shows its table of contents, sub-articles and up to three related articles", async ({ page }) => {
  await page.goto("/career-guide/salary-negotiation/how-to-negotiate-salary");
  const toc = page.locator(".toc a");
  expect(await toc.count()).toBeGreaterThan(1);
  const target = await toc.first().getAttribute("href");
  await expect(page.locator(target!)).toHaveCount(1);
  await expect(page.locator(".sub-articles a")).toHaveCount(2);
  const related = await page.locator(".related a").count();
  expect(related).toBeGreaterThanOrEqual(1);
  expect(related).toBeLessThanOrEqual(3);
});

test("an article about pay embeds live figures linking to result pages", async ({ page, request }) => {
  await page.goto("/career-guide/understanding-pay/what-nurses-earn");
  const links = page.locator(".salary-table tbody th a");
  expect(await links.count()).toBeGreaterThanOrEqual(5);
  await expect(page.locator(".salary-table td.num").first()).toHaveText(/\d/);
  await expect(page.locator(".salary-figure figcaption").first()).toContainText(/20\d\d/);
  const href = await links.first().getAttribute("href");
  expect(href).toMatch(/^\/salary\/[A-Z]{2}\/[^/]+\/\d+$/);
  expect((await request.get(href!)).status()).toBe(200);
});

test.describe("old addresses", () => {
  const moves: [string, string][] = [
    ["/kariyer-rehberi", "/tr/career-guide"],
    ["/kariyer-rehberi/job-search/writing-a-cv", "/tr/career-guide/job-search/writing-a-cv"],
    ["/guia-carrera/understanding-pay", "/es/career-guide/understanding-pay"],
    ["/career-guide/employee-benefits-guide/australia", "/career-guide/employee-benefits-guide/oceania/australia"],
    [
      "/tr/career-guide/employee-benefits-guide/turkey/severance-pay",
      "/tr/career-guide/employee-benefits-guide/europe-asia/turkey/severance-pay",
    ],
    [
      "/kariyer-rehberi/employee-benefits-guide/philippines",
      "/tr/career-guide/employee-benefits-guide/asia-pacific/philippines",
    ],
    ["/en/career-guide/job-search", "/career-guide/job-search"],
  ];
  for (const [from, to] of moves) {
    test(`${from} moves permanently to ${to}, keeping the language`, async ({ request, page }) => {
      const response = await request.get(`${from}?ref=x`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(`${to}?ref=x`);
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, "\\/")}$`));
      expect((await page.locator("html").getAttribute("lang"))?.slice(0, 2)).toBe(
        to.split("/")[1] === "tr" ? "tr" : to.startsWith("/es") ? "es" : "en",
      );
    });
  }
});

test("a missing article answers 404 with the languages that have it and a way back", async ({ page }) => {
  const response = await page.goto("/ko/career-guide/career-growth/getting-promoted");
  expect(response?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator("h1")).toHaveText("글을 찾을 수 없습니다");
  const alternatives = page.locator(".alternatives a");
  await expect(alternatives.filter({ hasText: "English" })).toHaveAttribute(
    "href",
    "/career-guide/career-growth/getting-promoted",
  );
  await expect(alternatives.filter({ hasText: "Türkçe" })).toHaveAttribute(
    "href",
    "/tr/career-guide/career-growth/getting-promoted",
  );
  await expect(page.locator(".not-found .button-primary")).toHaveAttribute("href", "/ko/career-guide");
});

test("an article that exists nowhere says so", async ({ page }) => {
  const response = await page.goto("/career-guide/job-search/no-such-article");
  expect(response?.status()).toBe(404);
  await expect(page.locator(".alternatives")).toHaveCount(0);
  await expect(page.locator(".not-found .button-primary")).toHaveAttribute("href", "/career-guide");
});

test("paths built from URL segments never leave the content folder", async ({ request }) => {
  for (const path of [
    "/career-guide/..%2f..%2fpackage.json",
    "/career-guide/%2e%2e/%2e%2e/package",
    "/career-content/en/../../package.json",
    "/career-content/..%2f..%2fpackage.json",
    "/career-content/en/%2e%2e/%2e%2e/src/env.ts",
    "/career-guide/%EF%BC%8E%EF%BC%8E/x",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeGreaterThanOrEqual(300);
    const body = await response.text();
    expect(body, path).not.toContain('"devDependencies"');
    expect(body, path).not.toContain("z.object");
  }
});

test("the content is served as cacheable JSON at its documented paths", async ({ request }) => {
  const config = await request.get("/career-content/tr/config.json");
  expect(config.status()).toBe(200);
  expect(config.headers()["content-type"]).toContain("application/json");
  expect(((await config.json()) as { code: string }).code).toBe("tr");
  const index = (await (await request.get("/career-content/en/index.json")).json()) as {
    sections: { articles: { filePath: string }[] }[];
  };
  const filePath = index.sections[0]!.articles[0]!.filePath;
  const article = await request.get(`/career-content/en/${filePath}`);
  expect(article.status()).toBe(200);
  expect(((await article.json()) as { blocks: unknown[] }).blocks.length).toBeGreaterThan(2);
  expect(article.headers()["cache-control"]).toBeTruthy();
});

async function openSwitcher(page: Page) {
  const button = page.locator(".desktop-lang button[aria-expanded]");
  await expect(async () => {
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true", { timeout: 500 });
  }).toPass();
  return page.locator(".lang-switcher-list");
}

test.describe("article language switch", () => {
  test("goes to the same article where it exists", async ({ page }) => {
    const before = await storedCount(page, "language_navigation_success");
    await page.goto("/career-guide/job-search/writing-a-cv");
    await (await openSwitcher(page)).getByRole("link", { name: "Türkçe" }).click();
    await expect(page).toHaveURL(/\/tr\/career-guide\/job-search\/writing-a-cv$/);
    await expect(page.locator("article h1")).toHaveCount(1);
    await page.goto("/tr/faq"); // leaving flushes the queued events
    await expect.poll(() => storedCount(page, "language_navigation_success")).toBeGreaterThan(before);
  });

  test("goes to that language's guide home where the article is missing, reported as alternatives", async ({
    page,
  }) => {
    const before = await storedCount(page, "language_navigation_alternatives");
    await page.goto("/career-guide/career-growth/getting-promoted");
    const list = await openSwitcher(page);
    // No language link on the article leads to a missing page.
    await expect(list.getByRole("link", { name: "한국어" })).toHaveAttribute("href", "/ko/career-guide");
    await expect(list.getByRole("link", { name: "Türkçe" })).toHaveAttribute(
      "href",
      "/tr/career-guide/career-growth/getting-promoted",
    );
    await list.getByRole("link", { name: "한국어" }).click();
    await expect(page).toHaveURL(/\/ko\/career-guide$/);
    await page.goto("/ko/faq");
    await expect.poll(() => storedCount(page, "language_navigation_alternatives")).toBeGreaterThan(before);
  });

  test("every language link of every article answers 200", async ({ page, request }) => {
    for (const path of [
      "/career-guide/career-growth/getting-promoted",
      "/de/career-guide/understanding-pay/gross-vs-net-salary",
    ]) {
      await page.goto(path);
      const hrefs = await page
        .locator(".mobile-langs a")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs.length).toBe(27);
      for (const href of hrefs) expect((await request.get(href ?? "/")).status(), href ?? "").toBe(200);
    }
  });

  test("on a guide listing goes to that language's guide home", async ({ page }) => {
    await page.goto("/career-guide/job-search");
    await (await openSwitcher(page)).getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/career-guide$/);
  });
});

test.describe("search", () => {
  for (const [path, query, expected] of [
    ["/career-guide", "negoti", "/career-guide/salary-negotiation/how-to-negotiate-salary"],
    ["/ar/career-guide", "راتب", "/ar/career-guide/"],
    ["/ja/career-guide", "交渉", "/ja/career-guide/"],
  ] as const) {
    test(`finds articles as you type on ${path}`, async ({ page }) => {
      await page.goto(path);
      const input = page.getByRole("searchbox");
      const results = page.locator("[data-search-results] a");
      await input.fill(query.slice(0, 1));
      await expect(page.locator("#guide-search-status")).toHaveText(/.+/);
      await expect(results).toHaveCount(0);
      await input.fill(query);
      await expect(results.first()).toBeVisible();
      expect(await results.first().getAttribute("href")).toContain(expected);
    });
  }

  test("finds words from the body text with the full-text index", async ({ page }) => {
    await page.goto("/career-guide");
    // A word from article bodies, not from titles, subtitles or tags.
    await page.getByRole("searchbox").fill("NCLEX");
    await expect(page.locator("[data-fulltext-results] a").first()).toBeVisible({ timeout: 10_000 });
  });

  test("without JavaScript the search box asks the server, which keeps the query and lists the articles", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/de/career-guide");
    expect(await page.locator(".all-articles a").count()).toBeGreaterThan(10);
    await page.getByRole("searchbox").fill("Gehalt");
    await page.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/\/de\/career-guide\/search\?q=Gehalt$/);
    await expect(page.getByRole("searchbox")).toHaveValue("Gehalt");
    const results = page.locator("[data-server-results] a");
    expect(await results.count()).toBeGreaterThan(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await results.first().click();
    await expect(page).toHaveURL(/\/de\/career-guide\/[^/]+\/[^/]+/);
    await page.goto("/de/career-guide/search?q=zzqxv");
    await expect(page.locator("#guide-search-status")).toContainText("zzqxv");
    await context.close();
  });
});

test("the header, footer and home page link to the guide", async ({ page }) => {
  await page.goto("/de/");
  await expect(page.locator(".desktop-nav a", { hasText: /./ }).nth(2)).toHaveAttribute("href", "/de/career-guide");
  await expect(page.locator(".site-footer a[href='/de/career-guide']")).toHaveCount(1);
  await expect(page.locator(".guide-teaser a[href='/de/career-guide']")).toHaveCount(1);
});

for (const path of ["/career-guide/salary-negotiation/how-to-negotiate-salary", "/ar/career-guide"]) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}
