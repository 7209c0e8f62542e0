import type { APIRoute } from "astro";
import { countryName } from "../../../lib/salary/countries.ts";
import { GROSS_MAX } from "../../../lib/salary/errors.ts";
import { declaredQuery } from "../../../lib/http/route-query.ts";
import { parseTakeHomeQuery } from "../../../lib/take-home/take-home-query.ts";
import { takeHomeSummary } from "../../../lib/take-home/take-home-summary.ts";
import { defaultSalaryEngine } from "../../../server/salary/salary-engine.ts";
import { countryTaxRules } from "../../../server/take-home/country-tax-rules.ts";
import {
  apiLanguage,
  errorReply,
  jsonReply,
  preflightResponse,
  replyResponse,
} from "../../../features/api/api-response.ts";

export const prerender = false;

/** GET /api/v1/take-home?country=DE&gross=60000&year=2026&region=… — see /api/v1/openapi.json. */
export const GET: APIRoute = ({ url }) => {
  const lang = apiLanguage(url);
  const params = declaredQuery(url, "/api/v1/take-home");
  const currentYear = defaultSalaryEngine().occupations.year;
  const query = parseTakeHomeQuery(
    {
      country: params.get("country"),
      gross: params.get("gross"),
      year: params.get("year"),
      region: params.get("region"),
    },
    currentYear,
  );
  const code = (params.get("country") ?? "").trim().toUpperCase();
  const country = /^[A-Z]{2}$/.test(code) ? countryName({ code, name: code }, lang) : code;
  if (!query.ok) return replyResponse(errorReply(query.code, lang, { values: { country, max: GROSS_MAX, years: "" } }));
  const rules = countryTaxRules(query.value.country);
  if (!rules) return replyResponse(errorReply("TAKE_HOME_NOT_COVERED", lang, { values: { country } }));
  const result = takeHomeSummary(rules, query.value);
  if (!result.ok) {
    const years = rules.years.map((y) => y.year).join(", ");
    const regions =
      rules.years
        .find((y) => y.year === query.value.year)
        ?.regions.map((r) => r.code)
        .join(", ") ?? "";
    return replyResponse(errorReply(result.code, lang, { values: { country, years, regions } }));
  }
  return replyResponse(jsonReply({ ...result.value, countryName: country }));
};

export const OPTIONS: APIRoute = () => preflightResponse();
