/** Pre-built content pages that belong in the sitemap (language-neutral paths). */
export const SITEMAP_PAGES = [
  "/",
  "/features",
  "/download",
  "/faq",
  "/privacy-policy",
  "/terms-of-service",
  "/v1",
  "/analytics-demo",
  "/data-sources",
  "/contact",
] as const;
