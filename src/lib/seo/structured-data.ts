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
