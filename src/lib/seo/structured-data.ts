/** schema.org JSON-LD builders. Plain data in, plain objects out. */
export interface HomeLdInput {
  readonly siteUrl: string;
  readonly brand: string;
  readonly lang: string;
  readonly appStoreUrl: string;
  readonly description: string;
}

export function homeJsonLd({ siteUrl, brand, lang, appStoreUrl, description }: HomeLdInput): object[] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: brand,
      url: `${siteUrl}/`,
      logo: `${siteUrl}/icons/icon-512.png`,
      sameAs: [appStoreUrl],
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: brand,
      url: `${siteUrl}/`,
      inLanguage: lang,
      description,
    },
  ];
}

export interface AppLdInput {
  readonly brand: string;
  readonly appStoreUrl: string;
  readonly description: string;
  readonly lang: string;
}

export function mobileApplicationJsonLd({ brand, appStoreUrl, description, lang }: AppLdInput): object {
  return {
    "@context": "https://schema.org",
    "@type": "MobileApplication",
    name: brand,
    operatingSystem: "iOS",
    applicationCategory: "BusinessApplication",
    inLanguage: lang,
    description,
    installUrl: appStoreUrl,
    downloadUrl: appStoreUrl,
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
  };
}

export interface ArticleLdInput {
  readonly url: string;
  readonly headline: string;
  readonly description: string;
  readonly lang: string;
  /** YYYY-MM-DD */
  readonly dateModified: string;
  readonly brand: string;
  readonly siteUrl: string;
}

export function articleJsonLd(a: ArticleLdInput): object {
  const publisher = { "@type": "Organization", name: a.brand, logo: `${a.siteUrl}/icons/icon-512.png` };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: a.headline.slice(0, 110),
    description: a.description,
    inLanguage: a.lang,
    dateModified: a.dateModified,
    mainEntityOfPage: a.url,
    author: { "@type": "Organization", name: a.brand, url: `${a.siteUrl}/` },
    publisher,
  };
}

/** Crumbs as absolute URLs, the page itself last. */
export function breadcrumbJsonLd(crumbs: readonly { readonly name: string; readonly url: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: c.url })),
  };
}
