import type { APIRoute } from "astro";
import { OFFERED_CODES } from "../../i18n/offered.ts";
import { DEFAULT_LANGUAGE } from "../../lib/i18n/languages.ts";
import { alternateLinks, canonicalUrl, partialAlternateLinks } from "../../lib/seo/alternates.ts";
import { renderSitemap } from "../../lib/seo/sitemap.ts";
import { walkArticles } from "../../lib/career/content-schema.ts";
import { GUIDE_SEGMENT } from "../../lib/career/guide-paths.ts";
import { guideLanguages } from "../../features/career/guide-model.ts";
import { careerContent } from "../../server/career/career-content.ts";
import { SITE_URL } from "../../config/site.ts";

/**
 * The career guide: its home in every language, and each section and article in the languages
 * that have it, with alternates only among those.
 */
export const GET: APIRoute = () => {
  const content = careerContent();
  const home = `/${GUIDE_SEGMENT}`;
  const homeAlternates = alternateLinks(SITE_URL, home, OFFERED_CODES, DEFAULT_LANGUAGE);
  const entries = OFFERED_CODES.map((code) => ({
    loc: canonicalUrl(SITE_URL, home, code, DEFAULT_LANGUAGE),
    alternates: homeAlternates,
  }));
  const languagesOf = new Map<string, string[]>();
  for (const lang of guideLanguages(content)) {
    const index = content.languages.get(lang)!.index;
    const paths = [...index.sections.map((s) => [s.slug]), ...[...walkArticles(index)].map((w) => w.slugs)];
    for (const slugs of paths) {
      const rest = `${home}/${slugs.join("/")}`;
      languagesOf.set(rest, [...(languagesOf.get(rest) ?? []), lang]);
    }
  }
  for (const [rest, languages] of languagesOf) {
    const alternates = partialAlternateLinks(SITE_URL, rest, languages, DEFAULT_LANGUAGE);
    for (const code of languages)
      entries.push({ loc: canonicalUrl(SITE_URL, rest, code, DEFAULT_LANGUAGE), alternates });
  }
  return new Response(renderSitemap(entries), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
