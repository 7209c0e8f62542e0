import type { APIRoute } from "astro";
import { renderSitemapIndex } from "../lib/seo/sitemap.ts";
import { absoluteUrl } from "../lib/seo/alternates.ts";
import { defaultSalaryEngine } from "../server/salary/salary-engine.ts";
import { SITE_URL } from "../site.ts";

/** The sitemap index: site and browse pages, the career guide, then one sitemap of result pages per country. */
export const GET: APIRoute = () => {
  const countries = defaultSalaryEngine().countries.map((c) => c.code);
  const children = [
    absoluteUrl(SITE_URL, "/sitemaps/pages.xml"),
    absoluteUrl(SITE_URL, "/sitemaps/guide.xml"),
    ...countries.map((code) => absoluteUrl(SITE_URL, `/sitemaps/salary-${code}.xml`)),
  ];
  return new Response(renderSitemapIndex(children), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
