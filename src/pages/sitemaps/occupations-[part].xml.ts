import type { APIRoute } from "astro";
import { OFFERED_CODES } from "../../i18n/offered.ts";
import { DEFAULT_LANGUAGE } from "../../lib/i18n/languages.ts";
import { absoluteUrl } from "../../lib/seo/alternates.ts";
import { SITEMAP_HEADERS, languageVersionEntries, renderSitemap } from "../../lib/seo/sitemap.ts";
import { languagePrefix } from "../../lib/i18n/localized-path.ts";
import { occupationPagePath } from "../../lib/salary/occupation-url.ts";
import { occupationSitemapPart, occupationSitemapParts } from "../../features/salary/every-country-model.ts";
import { defaultSalaryEngine } from "../../server/salary/salary-engine.ts";
import { SITE_URL } from "../../config/site.ts";

export const prerender = false;

/**
 * "Every country" pages of one slice of the occupations in every language, each with the same
 * occupation in the other languages as alternates (the slug is the same in all of them). Sliced
 * like the per-country result sitemaps, so that no file grows past a few MB of alternates.
 */
export const GET: APIRoute = ({ params }) => {
  const engine = defaultSalaryEngine();
  const raw = params.part ?? "";
  const part = /^[1-9]\d{0,2}$/.test(raw) ? Number(raw) : 0;
  if (part < 1 || part > occupationSitemapParts(engine)) return new Response("Not found\n", { status: 404 });
  const entries = occupationSitemapPart(engine, part).flatMap(({ slug }) => {
    const hrefs = OFFERED_CODES.map((lang) => ({
      hreflang: lang,
      href: absoluteUrl(SITE_URL, occupationPagePath(languagePrefix(lang, DEFAULT_LANGUAGE), slug)),
    }));
    return languageVersionEntries(hrefs, DEFAULT_LANGUAGE);
  });
  return new Response(renderSitemap(entries), { headers: SITEMAP_HEADERS });
};
