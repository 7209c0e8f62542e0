import type { APIRoute } from "astro";
import { countryName, flagOf } from "../../../lib/salary/index.ts";
import { defaultSalaryEngine } from "../../../server/salary/salary-engine.ts";
import { apiLanguage, jsonResponse, preflightResponse } from "../../../features/api/api-response.ts";

export const prerender = false;

/** GET /api/v1/countries?lang=… — every country with figures, named in `lang` (Intl.DisplayNames). */
export function countriesResponse(url: URL): Response {
  const lang = apiLanguage(url);
  const collator = new Intl.Collator(lang);
  const countries = defaultSalaryEngine()
    .countries.map((c) => ({
      code: c.code,
      name: countryName(c, lang),
      flag: flagOf(c.code),
      currency: c.currency,
      exchangeRate: { perUsd: c.perUsd, year: c.fxYear, kind: c.fxKind },
      basis: c.basis,
      basisYear: c.basisYear,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return jsonResponse({ lang, count: countries.length, countries });
}

export const GET: APIRoute = ({ url }) => countriesResponse(url);
export const OPTIONS: APIRoute = () => preflightResponse();
