import type { APIRoute } from "astro";
import { OFFERED_CODES } from "../../i18n/offered.ts";
import { DEFAULT_LANGUAGE } from "../../lib/i18n/languages.ts";
import { alternateLinks, canonicalUrl } from "../../lib/seo/alternates.ts";
import { renderSitemap } from "../../lib/seo/sitemap.ts";
import { SITEMAP_PAGES } from "../../lib/site/public-pages.ts";
import { defaultSalaryEngine } from "../../server/salary/salary-engine.ts";
import { SITE_URL } from "../../config/site.ts";

/** Every site page and browse page in every language, each with its alternates. */
export const GET: APIRoute = () => {
  const browse = ["/salary", ...defaultSalaryEngine().countries.map((c) => `/salary/${c.code}`)];
  const entries = [...SITEMAP_PAGES, ...browse].flatMap((rest) => {
    const alternates = alternateLinks(SITE_URL, rest, OFFERED_CODES, DEFAULT_LANGUAGE);
    return OFFERED_CODES.map((code) => ({ loc: canonicalUrl(SITE_URL, rest, code, DEFAULT_LANGUAGE), alternates }));
  });
  return new Response(renderSitemap(entries), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
