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
  /** YYYY-MM-DD: when the text last changed. */
  readonly dateModified: string;
  /** YYYY-MM-DD: when the facts were last checked against their sources. */
  readonly lastReviewed: string;
  readonly author: { readonly name: string; readonly kind: "Organization" | "Person" };
  readonly citations: readonly { readonly title: string; readonly publisher: string; readonly url: string }[];
  readonly policyUrl: string;
  readonly brand: string;
  readonly siteUrl: string;
}

/**
 * An Article with who answers for it, when its facts were checked and what it cites: the
 * signals a reader (and a search engine) uses to judge whether a guide can be trusted.
 */
export function articleJsonLd(a: ArticleLdInput): object {
  const publisher = {
    "@type": "Organization",
    name: a.brand,
    url: `${a.siteUrl}/`,
    logo: `${a.siteUrl}/icons/icon-512.png`,
    publishingPrinciples: a.policyUrl,
  };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: a.headline.slice(0, 110),
    description: a.description,
    inLanguage: a.lang,
    dateModified: a.dateModified,
    lastReviewed: a.lastReviewed,
    mainEntityOfPage: a.url,
    author: { "@type": a.author.kind, name: a.author.name, url: a.policyUrl },
    publisher,
    citation: a.citations.map((c) => ({
      "@type": "CreativeWork",
      name: c.title,
      url: c.url,
      publisher: { "@type": "Organization", name: c.publisher },
    })),
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
