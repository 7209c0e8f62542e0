import type { Alternate } from "./alternates.ts";

export interface SitemapEntry {
  readonly loc: string;
  readonly alternates: readonly Alternate[];
}

/** Headers of a sitemap answer: an hour in browsers, a day in shared caches. */
export const SITEMAP_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600, s-maxage=86400",
} as const;

/**
 * One entry per language version of a page, each listing every version as its alternates,
 * plus x-default at the default language's (else the first) version.
 */
export function languageVersionEntries(versions: readonly Alternate[], defaultLang: string): SitemapEntry[] {
  const fallback = versions.find((v) => v.hreflang === defaultLang) ?? versions[0];
  if (!fallback) return [];
  const alternates = [...versions, { hreflang: "x-default", href: fallback.href }];
  return versions.map((v) => ({ loc: v.href, alternates }));
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const links = entry.alternates
      .map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`)
      .join("");
    return `<url><loc>${escapeXml(entry.loc)}</loc>${links}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>\n`;
}

/** The most URLs one sitemap may list (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** A sitemap index: the child sitemaps crawlers should read. */
export function renderSitemapIndex(sitemaps: readonly string[]): string {
  const items = sitemaps.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>\n`;
}
