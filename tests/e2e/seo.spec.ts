import { expect, test } from "@playwright/test";

const SITE = "https://www.salaryscope.app";

test("pages carry lang, dir, canonical, 27 hreflang + x-default, OG, Twitter and the iOS banner", async ({ page }) => {
  await page.goto("/ar/faq");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}/ar/faq`);
  const hreflangs = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]));
  expect(hreflangs).toHaveLength(28);
  expect(hreflangs).toContainEqual(["x-default", `${SITE}/faq`]);
  expect(hreflangs).toContainEqual(["en", `${SITE}/faq`]);
  expect(hreflangs.map(([code]) => code)).not.toContain("he");
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${SITE}/ar/faq`);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveAttribute("content", "app-id=6744272144");
  const title = await page.title();
  expect(title).not.toContain("Frequently asked questions");
});

test("home has Organization and WebSite JSON-LD", async ({ page }) => {
  await page.goto("/");
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? "{}")["@type"]));
  expect(types).toEqual(["Organization", "WebSite"]);
});

test("sitemap index lists the pages sitemap and one result-page sitemap per country", async ({ request }) => {
  const index = await (await request.get("/sitemap.xml")).text();
  expect(index).toContain("<sitemapindex");
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(children[0]).toBe(`${SITE}/sitemaps/pages.xml`);
  expect(children).toContain(`${SITE}/sitemaps/salary-DE.xml`);
  expect(children.length).toBeGreaterThan(150);
});

test("pages sitemap lists every page and browse page in every language with alternates", async ({ request }) => {
  const xml = await (await request.get("/sitemaps/pages.xml")).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const countries = (await (await request.get("/sitemap.xml")).text()).match(/salary-[A-Z]{2}\.xml/g)?.length ?? 0;
  // Ten content pages (home, features, download, FAQ, the two legal pages, v1, the analytics
  // demo, data sources, contact), the browse index and one page per country, in 27 languages.
  expect(locs).toHaveLength((10 + 1 + countries) * 27);
  expect(locs).toContain(`${SITE}/sw/privacy-policy`);
  expect(locs).toContain(`${SITE}/ja/contact`);
  expect(locs).toContain(`${SITE}/salary/DE`);
  expect(locs).toContain(`${SITE}/ar/salary`);
  expect(xml).not.toMatch(/hreflang="(he|bg|el|ro|th|uk)"/);
  expect(xml.match(/hreflang="x-default"/g)).toHaveLength(locs.length);
});

test("a country's result-page sitemap lists pages that exist, with their alternates", async ({ request }) => {
  const res = await request.get("/sitemaps/salary-DE.xml");
  expect(res.status()).toBe(200);
  const xml = await res.text();
  const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
  expect(urls).toHaveLength(50 * 27);
  for (const [, , links] of urls) expect(links?.match(/hreflang=/g)).toHaveLength(28);
  const linksOf = (html: string) =>
    [...html.matchAll(/<(?:xhtml:)?link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)]
      .map(([, lang, href]) => `${lang} ${href}`)
      .sort();
  // A sample across languages: each answers 200, names itself canonical, and its hreflang
  // alternates are exactly the sitemap's.
  for (const [, loc, links] of urls.filter((_, i) => i % 97 === 0)) {
    const path = (loc ?? "").replace(SITE, "");
    const page = await request.get(path);
    expect(page.status(), path).toBe(200);
    const html = await page.text();
    expect(html, path).toContain(`<link rel="canonical" href="${loc}"`);
    expect(linksOf(html), path).toEqual(linksOf(links ?? ""));
  }
  expect((await request.get("/sitemaps/salary-XX.xml")).status()).toBe(404);
});

test("robots.txt disallows /admin and points at the sitemap", async ({ request }) => {
  const body = await (await request.get("/robots.txt")).text();
  expect(body).toContain("Disallow: /admin");
  expect(body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test("manifest and icons are served", async ({ request }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest.icons.length).toBeGreaterThanOrEqual(3);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  expect((await request.get("/favicon.ico")).status()).toBe(200);
});

test("text is served compressed as negotiated and hashed assets are immutable", async ({ request, page }) => {
  const br = await request.get("/faq", { headers: { "Accept-Encoding": "br" } });
  expect(br.headers()["content-encoding"]).toBe("br");
  const gz = await request.get("/faq", { headers: { "Accept-Encoding": "gzip" } });
  expect(gz.headers()["content-encoding"]).toBe("gzip");
  const plain = await request.get("/faq", { headers: { "Accept-Encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  const dynamic = await request.get("/de/missing-page", { headers: { "Accept-Encoding": "br" } });
  expect(dynamic.headers()["content-encoding"]).toBe("br");

  await page.goto("/");
  const script = page.locator('script[type="module"][src^="/_astro/"], astro-island[component-url]').first();
  const src = (await script.getAttribute("src")) ?? (await script.getAttribute("component-url"));
  const asset = await request.get(src ?? "", { headers: { "Accept-Encoding": "br" } });
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(asset.headers()["content-encoding"]).toBe("br");
});

test("a result reached by another title names the sitemap's address canonical, with the same alternates", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemaps/salary-SE.xml")).text();
  // The Chinese entry for cashiers, and the page for the same job under the Swedish word.
  const entry = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].find(([, loc]) =>
    decodeURIComponent(loc ?? "").startsWith(`${SITE}/zh/salary/SE/收银员/`),
  );
  expect(entry).toBeDefined();
  const [, loc, links] = entry!;
  const years = (loc ?? "").split("/").at(-1);
  const page = await request.get(`/zh/salary/SE/${encodeURIComponent("kassör")}/${years}`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain(`<link rel="canonical" href="${loc}"`);
  const linksOf = (text: string) =>
    [...text.matchAll(/<(?:xhtml:)?link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)]
      .map(([, lang, href]) => `${lang} ${href}`)
      .sort();
  expect(linksOf(html)).toEqual(linksOf(links ?? ""));
  expect(linksOf(html)).toHaveLength(28);
});
