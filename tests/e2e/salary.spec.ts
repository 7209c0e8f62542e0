import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

async function hydrated(page: Page) {
  // The island swaps the no-JS <select> for the searchable combobox once React is live.
  await expect(page.locator("#country-search")).toBeVisible();
}

test.describe("calculator to result", () => {
  test("English: type, pick a suggestion, submit, see figures", async ({ page }) => {
    await page.goto("/v1");
    await hydrated(page);
    const position = page.locator("#position");
    await position.fill("software dev");
    await expect(page.locator(".field-position [role=option]").first()).toBeVisible();
    await position.press("ArrowDown");
    await expect(position).toHaveAttribute("aria-activedescendant", /.+/);
    await position.press("Enter");
    await expect(position).not.toHaveValue("software dev");
    await expect(page.locator(".counter")).toContainText("/100");
    await page.locator("#experience").selectOption("5");
    await page.locator(".calculator-submit").click();
    await expect(page).toHaveURL(/\/salary\/US\/[^/]+\/5$/);
    await expect(page.locator(".figure-average .in-local").first()).toContainText("$");
    await expect(page.locator(".occupation-line")).toContainText("Showing results for");
  });

  test("Arabic: right-to-left, Arabic title, country chosen from the combobox", async ({ page }) => {
    await page.goto("/ar/");
    await hydrated(page);
    await page.locator("#position").fill("مهندس برمجيات");
    await expect(page.locator(".field-position [role=option]").first()).toBeVisible();
    await page.locator("#position").press("ArrowDown");
    await page.locator("#position").press("Enter");
    const country = page.locator("#country-search");
    await country.fill("مصر");
    await country.press("ArrowDown");
    await country.press("Enter");
    await page.locator(".calculator-submit").click();
    await expect(page).toHaveURL(/\/ar\/salary\/EG\//);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator(".figure-average .in-local").first()).toBeVisible();
  });

  test("Japanese: default country from the language, result in yen", async ({ page }) => {
    await page.goto("/ja/");
    await hydrated(page);
    await expect(page.locator("#country-search")).toHaveValue(/日本/);
    await page.locator("#position").fill("看護師");
    await expect(page.locator(".field-position [role=option]").first()).toBeVisible();
    await page.locator(".field-position [role=option]").first().click();
    await page.locator(".calculator-submit").click();
    await expect(page).toHaveURL(/\/ja\/salary\/JP\//);
    await expect(page.locator(".figure-average .in-local").first()).toContainText("￥");
  });
});

test("each validation message appears, localized", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.locator("#country-search").fill("");
  await page.locator("#position").fill("");
  await page.locator(".calculator-submit").click();
  await expect(page.locator(".field-position .error")).toHaveText("Please enter a job position");
  await expect(page.locator(".field-country .error")).toHaveText("Please select a country");
  await expect(page.locator("#position")).toBeFocused();
  await page.locator("#position").fill("a");
  await page.locator(".calculator-submit").click();
  await expect(page.locator(".field-position .error")).toHaveText("Position must be at least 2 characters");

  await page.goto("/de/");
  await hydrated(page);
  await page.locator("#position").fill("a");
  await page.locator(".calculator-submit").click();
  await expect(page.locator(".field-position .error")).not.toHaveText("Position must be at least 2 characters");
  await expect(page.locator(".field-position .error")).not.toHaveText("");
});

test("the Calculate link focuses the position input", async ({ page }) => {
  await page.goto("/faq");
  await page.locator(".desktop-nav a[data-calculate]").click();
  await expect(page.locator("#position")).toBeFocused();
});

test.describe("redirects", () => {
  const cases: [string, string][] = [
    ["/salary/en/nurse/3?ref=x", "/salary/US/nurse/3?ref=x"],
    ["/salary/uk/nurse/3", "/salary/GB/nurse/3"],
    ["/fr/salary/tr/nurse/3?a=1&b=2", "/fr/salary/TR/nurse/3?a=1&b=2"],
    ["/salary/de/Registered%20Nurse/07", "/salary/DE/registered-nurse/7"],
  ];
  for (const [from, to] of cases) {
    test(`${from} → ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(to);
    });
  }
});

test.describe("states", () => {
  test("a title nobody can place: 404, noindex, the closest jobs with the country and years kept", async ({ page }) => {
    const response = await page.goto("/de/salary/TR/qqqxxzzvv/7");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("Berufsbezeichnung nicht erkannt");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const links = page.locator("[data-closest-jobs] a");
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/de\/salary\/TR\/[^/]+\/7$/);
    }
    await hydrated(page);
    await expect(page.locator("#position")).toHaveValue("qqqxxzzvv");
    await expect(page.locator("#experience")).toHaveValue("7");
    await expect(page.locator("#country-search")).toHaveValue(/Türkei/);
    await links.first().click();
    await expect(page).toHaveURL(/\/de\/salary\/TR\/[^/]+\/7$/);
    await expect(page.locator(".figure-average")).toBeVisible();
  });

  test("a country without reliable figures: 404, the country named, not a title error", async ({ page }) => {
    const response = await page.goto("/salary/KP/registered-nurse/5");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("No salary data available");
    await expect(page.locator(".lead")).toHaveText(
      "We do not have reliable pay figures for North Korea yet. Please choose another country.",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("says what the figures rest on, and which exchange rate (Iran: the market rate)", async ({ page }) => {
    await page.goto("/salary/IR/cashier/10");
    await expect(page.locator(".basis-note")).toContainText("Gross pay of full-time employees, carried to 2026.");
    await expect(page.locator(".fx-note")).toContainText("market rate");
    // The months the rate averages, written by the page's locale.
    await expect(page.locator(".fx-note")).toContainText(/Jan\s–\sSep 2026/);
    await page.goto("/salary/GB/accountant/4");
    await expect(page.locator(".basis-note")).toContainText("OECD average wages per full-time employee");
    await expect(page.locator(".fx-note")).not.toContainText("market rate");
  });

  test("unknown country: 404 Country not found", async ({ page }) => {
    const response = await page.goto("/salary/ZZ/nurse/5");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("Country not found");
  });

  test("a load failure offers Try Again, which asks for the page afresh and works without JavaScript", async ({
    page,
  }) => {
    // Only the first load fails; Try Again asks the server again.
    let loads = 0;
    await page.route("**/salary/GB/accountant/4", (route) =>
      route.continue({
        headers: { ...route.request().headers(), ...(loads++ === 0 ? { "x-fault-inject": "salary-page" } : {}) },
      }),
    );
    const response = await page.goto("/salary/GB/accountant/4");
    expect(response?.status()).toBe(500);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.locator("h1")).toHaveText("An error occurred while loading salary data");
    await expect(page.locator(".retry-box")).toHaveAttribute("role", "alert");
    const loaded = page.waitForEvent("load");
    await page.getByRole("link", { name: "Try Again" }).click();
    await loaded;
    await expect(page.locator(".figure-average .in-local").first()).toContainText("£");
    expect(new URL(page.url()).pathname).toBe("/salary/GB/accountant/4");
    expect(loads).toBe(2);
    // The recovered result is fully working: its currency switch responds too.
    await page.locator('[data-show-currency="usd"]').click();
    await expect(page.locator(".figure-average .in-usd").first()).toBeVisible();
  });
});

test.describe("share", () => {
  test("falls back to Copy Link without the Web Share API", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await page.goto("/salary/US/nurse/3");
    await expect(page.locator("[data-share]")).toBeHidden();
    await page.getByRole("button", { name: "Copy Link" }).click();
    await expect(page.locator(".share-status")).toHaveText("Link copied to clipboard!");
    // The typed spelling ("nurse") is not passed on: the canonical address is, on this origin.
    const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL(canonical.pathname, page.url()).href);
    expect(canonical.pathname).not.toBe(new URL(page.url()).pathname);
  });

  test("a failed share points to Copy Link", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", {
        value: () => Promise.reject(new Error("share failed")),
        configurable: true,
      });
    });
    await page.goto("/salary/US/nurse/3");
    await page.locator("[data-share]").click();
    await expect(page.locator(".share-status")).toHaveText("Sharing failed. You can use the Copy Link button instead.");
  });
});

test("USD switch changes the figures without a reload", async ({ page }) => {
  await page.goto("/salary/DE/nurse/5");
  await expect(page.locator(".figure-average .in-local").first()).toContainText("€");
  await page.locator('[data-show-currency="usd"]').click();
  await expect(page.locator(".figure-average .in-usd").first()).toBeVisible();
  await expect(page.locator(".figure-average .in-local").first()).toBeHidden();
  await expect(page.locator('[data-show-currency="usd"]')).toHaveAttribute("aria-pressed", "true");
  // The choice is kept: the next result page opens in dollars, until switched back.
  await page.goto("/salary/FR/accountant/3");
  await expect(page.locator(".figure-average .in-usd").first()).toBeVisible();
  await expect(page.locator('[data-show-currency="usd"]')).toHaveAttribute("aria-pressed", "true");
  await page.locator('[data-show-currency="local"]').click();
  await page.goto("/salary/ES/accountant/3");
  await expect(page.locator(".figure-average .in-local").first()).toBeVisible();
});

test("a retried result opens in the currency chosen before", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("display_currency", "usd"));
  let loads = 0;
  await page.route("**/salary/GB/accountant/9", (route) =>
    route.continue({
      headers: { ...route.request().headers(), ...(loads++ === 0 ? { "x-fault-inject": "salary-page" } : {}) },
    }),
  );
  await page.goto("/salary/GB/accountant/9");
  const loaded = page.waitForEvent("load");
  await page.getByRole("link", { name: "Try Again" }).click();
  await loaded;
  await expect(page.locator(".figure-average .in-usd").first()).toBeVisible();
  await expect(page.locator('[data-show-currency="usd"]')).toHaveAttribute("aria-pressed", "true");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the plain form redirects to the result, and errors keep what was typed", async ({ page }) => {
    await page.goto("/");
    await page.locator("#position").fill("a");
    await page.locator("#country").selectOption("FR");
    await page.locator(".calculator-submit").click();
    await expect(page.locator(".field-position .error")).toHaveText("Position must be at least 2 characters");
    await expect(page.locator("#position")).toHaveValue("a");
    await page.locator("#position").fill("Data Scientist");
    await page.locator("#experience").selectOption("2");
    await page.locator(".calculator-submit").click();
    await expect(page).toHaveURL(/\/salary\/FR\/data-scientist\/2$/);
    await expect(page.locator(".figure-average")).toBeVisible();
  });

  test("a title nobody can place offers the closest jobs and keeps the country and years in the form", async ({
    page,
  }) => {
    const response = await page.goto("/salary/KE/qqqxxzzvv/4");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("Job title not recognised");
    await expect(page.locator("#position")).toHaveValue("qqqxxzzvv");
    await expect(page.locator("#country")).toHaveValue("KE");
    await expect(page.locator("#experience")).toHaveValue("4");
    const first = page.locator("[data-closest-jobs] a").first();
    await expect(first).toHaveAttribute("href", /^\/salary\/KE\/[^/]+\/4$/);
    await first.click();
    await expect(page.locator(".figure-average")).toBeVisible();
  });

  test("a soldier is told the figures do not cover the armed forces, in the page's language, and can try another title", async ({
    page,
  }) => {
    const response = await page.goto("/de/salary/DE/soldat/6");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("Keine Zahlen für die Streitkräfte");
    await expect(page.locator(".lead")).toContainText("Besoldungstabellen");
    await expect(page.locator("#position")).toHaveValue("soldat");
    await expect(page.locator("#experience")).toHaveValue("6");
    await expect(page.locator(".figure-average")).toHaveCount(0);
  });
});

test("a result page links the guide's gross-vs-net article in its language, and the link resolves", async ({
  page,
}) => {
  await page.goto("/de/salary/DE/softwareentwickler/5");
  const link = page.locator("[data-gross-vs-net]");
  await expect(link).toHaveAttribute("href", "/de/career-guide/understanding-pay/gross-vs-net-salary");
  await expect(link).toHaveText("Brutto und Netto: Was vom Gehalt übrig bleibt");
  await link.click();
  await expect(page.locator("h1")).toContainText("Brutto und Netto");
});

test.describe("take-home pay", () => {
  test("a German result page shows the Netto beside the Brutto, in both currencies", async ({ page }) => {
    await page.goto("/de/salary/DE/softwareentwickler/5");
    const section = page.locator("[data-take-home]");
    await expect(section.locator("h2")).toBeVisible();
    const euros = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."));
    const gross = euros(await page.locator(".band-table tr").nth(2).locator(".in-local").innerText());
    const net = euros(await section.locator("[data-take-home-annual] .in-local").innerText());
    // German employees keep roughly half to two thirds of a developer's gross.
    expect(net).toBeGreaterThan(gross * 0.45);
    expect(net).toBeLessThan(gross * 0.75);
    await page.locator("[data-show-currency=usd]").click();
    await expect(section.locator("[data-take-home-annual] .in-usd")).toBeVisible();
    await expect(section.locator("[data-take-home-annual] .in-local")).toBeHidden();
  });

  test("a country whose wages carry no income tax says so (Arabic, right to left)", async ({ page }) => {
    await page.goto("/ar/salary/AE/accountant/5");
    const section = page.locator("[data-take-home]");
    await expect(section).toBeVisible();
    await expect(section.locator(".take-home-note")).not.toBeEmpty();
    await expect(section.locator("dt")).toHaveCount(2);
  });

  test("the visitor chooses the region whose rules apply, by keyboard, without losing the page (Japanese)", async ({
    page,
  }) => {
    await page.goto("/ja/salary/US/software-developer/5");
    const section = page.locator("[data-take-home]");
    const select = section.getByLabel("税制の地域");
    // The default region is selected and named in the page's language.
    await expect(select).toHaveValue("US-CA");
    await expect(section.locator(".take-home-note")).toContainText("カリフォルニア州");
    const dollars = async () =>
      Number((await section.locator("[data-take-home-annual] .in-local").innerText()).replace(/[^\d.]/g, ""));
    const california = await dollars();
    await select.focus();
    await select.selectOption("US-TX");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/ja\/salary\/US\/software-developer\/5\?region=US-TX#take-home-title$/);
    await expect(section.getByLabel("税制の地域")).toHaveValue("US-TX");
    await expect(section.locator(".take-home-note")).toContainText("テキサス州");
    // No state income tax in Texas: the same gross leaves more.
    expect(await dollars()).toBeGreaterThan(california);
    // The canonical address stays the one without the region.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/ja\/salary\/US\/[^?]+\/5$/);
  });

  test("a region the data do not hold keeps the default rules and says so", async ({ page }) => {
    const response = await page.goto("/de/salary/US/software-developer/5?region=US-ZZ");
    expect(response?.status()).toBe(200);
    const section = page.locator("[data-take-home]");
    await expect(section.locator(".take-home-refused")).toContainText("Kalifornien");
    await expect(section.locator("select")).toHaveValue("US-CA");
  });

  test("where pay is quoted net (Türkiye), take-home is the first figure a visitor reads", async ({ page }) => {
    await page.goto("/tr/salary/TR/muhasebeci/5");
    const first = page.locator(".figures .figure").first();
    await expect(first).toHaveClass(/figure-net/);
    const lira = async (locator: import("@playwright/test").Locator) =>
      Number((await locator.innerText()).replace(/[^\d,]/g, "").replace(",", "."));
    const netMonthly = await lira(first.locator(".figure-monthly .in-local"));
    // The same net as the breakdown below, and less than the gross median.
    expect(netMonthly).toBe(await lira(page.locator("[data-take-home-monthly] .in-local")));
    expect(netMonthly).toBeLessThan(await lira(page.locator(".figure-median .figure-monthly .in-local")));
  });

  test("a country without rules shows no take-home block", async ({ page }) => {
    await page.goto("/salary/AR/accountant/5");
    await expect(page.locator(".figure-average")).toBeVisible();
    await expect(page.locator("[data-take-home]")).toHaveCount(0);
  });
});

test("result pages count as A/B v1 and never assign", async ({ page }) => {
  await page.goto("/salary/US/nurse/3");
  await expect(page.locator("html")).toHaveAttribute("data-ab-variant", "v1");
  expect(await page.evaluate(() => localStorage.getItem("ab_test_variant"))).toBeNull();
});

test("SEO: title, canonical, hreflang, JSON-LD matching the visible figures, cache headers", async ({ page }) => {
  const response = await page.goto("/de/salary/DE/softwareentwickler/5");
  expect(response?.headers()["cache-control"]).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
  await expect(page).toHaveTitle(/Softwareentwickler/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "https://www.salaryscope.app/de/salary/DE/softwareentwickler/5",
  );
  expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(28);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/api\/v1\/og\/salary\.png\?/);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(ld["@type"]).toBe("Occupation");
  const dist = ld.estimatedSalary[0];
  const visibleMin = await page.locator('[data-figure="min"] .in-local').textContent();
  const digits = (s: string | null) => Number((s ?? "").replace(/\D/g, ""));
  expect(digits(visibleMin)).toBe(dist.percentile10);
  expect(dist.currency).toBe("EUR");
});

for (const path of ["/salary/US/nurse/3", "/ar/salary/DE/software-developer/5"]) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("when suggestions cannot be fetched the calculator says so and still submits", async ({ page }) => {
  await page.route("**/api/v1/positions?**", (route) => route.fulfill({ status: 503, body: "" }));
  await page.goto("/v1");
  await hydrated(page);
  await page.locator("#position").fill("nurse");
  await expect(page.locator(".suggestions-status")).toHaveText(
    "Failed to search salary data. Please check your internet connection and try again.",
  );
  await page.locator(".calculator-submit").click();
  await expect(page).toHaveURL(/\/salary\/[A-Z]{2}\/nurse\/0$/);
});

test("a result heading reads in the page's language, with the typed title beside it", async ({ page }) => {
  await page.goto("/ar/salary/DE/nurse/5");
  const heading = page.locator("h1");
  await expect(heading.locator(".searched-as")).toHaveText("(Nurse)");
  const main = (await heading.innerText()).replace("(Nurse)", "");
  expect(main).not.toMatch(/[A-Za-z]/);
  // The title names the job, not the typed word or the address's slug.
  expect((await page.title()).replace("SalaryScope", "")).not.toMatch(/[A-Za-z]{3}/);
  await page.goto("/salary/US/registered-nurse/5");
  await expect(page.locator("h1 .searched-as")).toHaveCount(0);
  // A slug that only drops the name's punctuation is the same name: no bracketed copy, and the
  // title keeps the apostrophe and commas.
  await page.goto("/fr/salary/FR/agent-d-entretien/1");
  await expect(page.locator("h1 .searched-as")).toHaveCount(0);
  expect(await page.title()).toContain("Agent d'entretien");
  await page.goto("/salary/US/office-clerks-general/5");
  await expect(page.locator("h1 .searched-as")).toHaveCount(0);
  expect(await page.title()).toContain("Office Clerks, General");
});
