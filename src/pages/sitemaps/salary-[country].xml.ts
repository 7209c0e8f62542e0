import type { APIRoute } from "astro";
import { OFFERED_CODES } from "../../i18n/offered.ts";
import { DEFAULT_LANGUAGE } from "../../lib/i18n/languages.ts";
import { absoluteUrl } from "../../lib/seo/alternates.ts";
import { SITEMAP_HEADERS, languageVersionEntries, renderSitemap } from "../../lib/seo/sitemap.ts";
import { occupationHref, topOccupations } from "../../features/salary/browse-model.ts";
import { defaultSalaryEngine } from "../../server/salary/salary-engine.ts";
import { SITE_URL } from "../../config/site.ts";

export const prerender = false;

/**
 * Result pages of one country's most common occupations in every language. A page's
 * alternates are the same occupation in the other languages, each under its own localized slug.
 */
export const GET: APIRoute = ({ params }) => {
  const engine = defaultSalaryEngine();
  const code = params.country ?? "";
  if (!/^[A-Z]{2}$/.test(code) || !engine.country(code)) return new Response("Not found\n", { status: 404 });
  const entries = topOccupations(engine).flatMap((i) => {
    const hrefs = OFFERED_CODES.map((lang) => ({
      hreflang: lang,
      href: absoluteUrl(SITE_URL, occupationHref(engine, i, lang, code)),
    }));
    return languageVersionEntries(hrefs, DEFAULT_LANGUAGE);
  });
  return new Response(renderSitemap(entries), { headers: SITEMAP_HEADERS });
};
