import type { APIRoute } from "astro";
import { DEFAULT_LANGUAGE } from "../../lib/i18n/languages.ts";
import { isOffered } from "../../i18n/offered.ts";
import { localizePath } from "../../lib/i18n/localized-path.ts";

export const prerender = false;

/** /v2 is retired; send it (and /{lang}/v2) to the matching /v1, keeping the query. */
export const GET: APIRoute = ({ params, url, redirect }) => {
  const lang = isOffered(params.lang) ? params.lang : DEFAULT_LANGUAGE;
  return redirect(`${localizePath("/v1", lang, DEFAULT_LANGUAGE)}${url.search}`, 301);
};
