import { expect, test } from "@playwright/test";

/** Country pages in other languages render from the same template as the English ones, which are all checked. */
const SAME_AS_ENGLISH = /^\/[a-z]{2}\/salary\/[A-Z]{2}$/;

test("no broken internal links across all pre-built pages", async ({ request }) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get("/sitemaps/pages.xml")).text();
  // Every pre-built page; of the 188 × 27 country pages, a sample in LTR, RTL and CJK languages,
  // whose links to result pages then check that each localized title leads to a page.
  const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)]
    .map((m) => m[1] ?? "/")
    .filter((path) => !/\/salary\/[A-Z]{2}$/.test(path));
  pages.push("/salary/DE", "/ar/salary/EG", "/ja/salary/JP", "/es/salary/MX");
  pages.push("/elasticsearch-console", "/ar/elasticsearch-console");
  const checked = new Map<string, number>();
  const broken: string[] = [];
  for (const pagePath of pages) {
    const html = await (await request.get(pagePath)).text();
    const hrefs = [...html.matchAll(/\s(?:href|src)="([^"]+)"/g)].map((m) => m[1] ?? "");
    for (const href of hrefs) {
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const target = href.split("#")[0]?.split("?")[0] || "/";
      if (SAME_AS_ENGLISH.test(target)) continue;
      if (!checked.has(target)) checked.set(target, (await request.get(target)).status());
      if (checked.get(target) !== 200) broken.push(`${pagePath} → ${href} (${checked.get(target)})`);
    }
  }
  expect(pages.length).toBeGreaterThan(180);
  expect(checked.size).toBeGreaterThan(180);
  expect(broken).toEqual([]);
});
