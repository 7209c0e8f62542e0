import type { APIRoute } from "astro";
import { renderSitemapIndex } from "../lib/seo/sitemap.ts";
import { absoluteUrl } from "../lib/seo/alternates.ts";
import { defaultSalaryEngine } from "../server/salary/salary-engine.ts";
import { occupationSitemapParts } from "../features/salary/every-country-model.ts";
import { SITE_URL } from "../config/site.ts";

/**
 * The sitemap index: site and browse pages, the career guide, one sitemap of result pages per
 * country, then the "every country" pages of each occupation in slices.
 */
export const GET: APIRoute = () => {
  const engine = defaultSalaryEngine();
  const countries = engine.countries.map((c) => c.code);
  const occupationParts = Array.from({ length: occupationSitemapParts(engine) }, (_, i) => i + 1);
  const children = [
    absoluteUrl(SITE_URL, "/sitemaps/pages.xml"),
    absoluteUrl(SITE_URL, "/sitemaps/guide.xml"),
    ...countries.map((code) => absoluteUrl(SITE_URL, `/sitemaps/salary-${code}.xml`)),
    ...occupationParts.map((part) => absoluteUrl(SITE_URL, `/sitemaps/occupations-${part}.xml`)),
  ];
  return new Response(renderSitemapIndex(children), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
