import i18next, { type i18n, type Resource } from "i18next";
import { BRAND, SUPPORT_EMAIL } from "../config/site.ts";

/**
 * The one i18next set-up every server-side message goes through: `{name}` placeholders, the
 * brand and support address as defaults, no escaping (Astro and React escape on output).
 * Plain Node can load it, so the request listener, which runs without Vite, fills its messages
 * with the same rules as the pages.
 */
export function createMessageInstance(lang: string, resources: Resource): i18n {
  const instance = i18next.createInstance();
  // initAsync:false makes init synchronous: resources are in memory, nothing to fetch.
  void instance.init({
    lng: lang,
    fallbackLng: "en",
    initAsync: false,
    resources,
    interpolation: {
      prefix: "{",
      suffix: "}",
      escapeValue: false,
      defaultVariables: { brand: BRAND, email: SUPPORT_EMAIL },
    },
    returnNull: false,
  });
  return instance;
}
