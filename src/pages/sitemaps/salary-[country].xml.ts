import type { APIRoute } from "astro";
import { OFFERED_CODES } from "../../i18n/offered.ts";
import { DEFAULT_LANGUAGE } from "../../i18n/languages.ts";
import { absoluteUrl } from "../../lib/seo/alternates.ts";
import { renderSitemap } from "../../lib/seo/sitemap.ts";
import { occupationHref, topOccupations } from "../../features/salary/browse-model.ts";
import { defaultSalaryEngine } from "../../server/salary/salary-engine.ts";
import { SITE_URL } from "../../site.ts";

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
    const english = hrefs.find((h) => h.hreflang === DEFAULT_LANGUAGE)?.href ?? "";
    const alternates = [...hrefs, { hreflang: "x-default", href: english }];
    return hrefs.map((h) => ({ loc: h.href, alternates }));
  });
  return new Response(renderSitemap(entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600, s-maxage=86400",
    },
  });
};
