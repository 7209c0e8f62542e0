import type { APIRoute } from "astro";
import { POSITION_MAX_LENGTH } from "../../../lib/salary/index.ts";
import { defaultSalaryEngine } from "../../../server/salary/salary-engine.ts";
import { closestOccupations } from "../../../features/salary/closest-occupations.ts";
import { countryName } from "../../../lib/salary/countries.ts";
import { parseExperienceParam } from "../../../lib/salary/query.ts";
import type { PlainReply } from "../../../lib/http/plain-reply.ts";
import { declaredQuery } from "../../../lib/http/route-query.ts";
import { medianTakeHome } from "../../../server/take-home/median-take-home.ts";
import {
  apiLanguage,
  errorReply,
  jsonReply,
  preflightResponse,
  replyResponse,
} from "../../../features/api/api-response.ts";

export const prerender = false;

/** GET /api/v1/salary?country=DE&position=…&experience=5&lang=de — see /api/v1/openapi.json. */
export function salaryReply(url: URL): PlainReply {
  const lang = apiLanguage(url);
  const params = declaredQuery(url, "/api/v1/salary");
  const engine = defaultSalaryEngine();
  const query = {
    country: (params.get("country") ?? "").toUpperCase(),
    position: params.get("position") ?? "",
    experience: parseExperienceParam(params.get("experience")),
  };
  const result = engine.estimate({ ...query, lang });
  if (!result.ok) {
    const code = (params.get("country") ?? "").toUpperCase();
    const country = /^[A-Z]{2}$/.test(code) ? countryName({ code, name: code }, lang) : code;
    const details =
      result.code === "NO_MATCH"
        ? { candidates: closestOccupations(engine, { ...query, years: query.experience }, lang) }
        : {};
    return errorReply(result.code, lang, { values: { max: POSITION_MAX_LENGTH, country }, details });
  }
  const estimate = result.value;
  const net = medianTakeHome(estimate);
  return jsonReply({
    ...estimate,
    country: { ...estimate.country, name: countryName(estimate.country, lang) },
    // What the median leaves after income tax and employee contributions; null where the rules are not in the data.
    takeHome: net && {
      year: net.year,
      currency: net.currency,
      region: net.region,
      gross: net.gross,
      net: net.net,
      netMonthly: net.netMonthly,
      incomeTax: net.incomeTax,
      contributions: net.contributions,
      noIncomeTax: net.noIncomeTax,
    },
  });
}

export const GET: APIRoute = ({ url }) => replyResponse(salaryReply(url));
export const OPTIONS: APIRoute = () => preflightResponse();
