/**
 * Plausibility rules every shipped country must pass; a country that fails answers "no
 * salary data" rather than a wrong number. The data build applies them (and drops
 * failing countries, saying why), and a test applies them to the shipped module.
 */
import { meanPayAt, type CountryPay, type OccupationPay, type PayParameters } from "./pay-model.ts";

export interface SanityCountry extends CountryPay {
  readonly code: string;
  /** PPP conversion factor, local currency per international $. */
  readonly ppp: number;
  /** GDP per capita, PPP international $ (or the value the level implies). */
  readonly gdpPerCapita: number;
}

export interface SanityOccupation extends OccupationPay {
  readonly code: string;
}

/** Price level (PPP ÷ exchange rate) bounds: outside them the two figures are not in one currency unit or year (Nigeria after the 2024 devaluation is about 0.12; Zimbabwe's and Liberia's rows are off by 300×). */
export const PRICE_LEVEL_RANGE = [0.08, 2.2] as const;
/**
 * Full-time pay of a common occupation at 10 years, in PPP $ a year: at least a tenth of
 * GDP per capita and PPP $ 1,000 (about US$ 1.40 a day at the lowest price levels, under
 * any national minimum wage), at most 30 × GDP per capita.
 */
export const PAY_FLOOR_GDP_SHARE = 0.1;
export const PAY_FLOOR_PPP = 1000;
export const PAY_CEILING_GDP_MULTIPLE = 30;
/**
 * …but never below PPP $ 40,000: in the poorest economies GDP per head counts a population
 * mostly in subsistence farming, and a graduate professional's pay is a larger multiple of it
 * (about what the same profession earns in a middle-income country).
 */
export const PAY_CEILING_PPP = 40000;
/** Software developer ÷ cashier: real economies range from about 1.5 (Nordic) to about 10 (low income). */
export const SOFTWARE_TO_CASHIER_RANGE = [1.3, 15] as const;

const SOFTWARE = "15-1252";
const CASHIER = "41-2011";
const YEARS = 10;

export function sanityProblems(
  country: SanityCountry,
  params: PayParameters,
  occupations: readonly SanityOccupation[],
): string[] {
  const problems: string[] = [];
  const priceLevel = country.ppp / country.perUsd;
  if (!(priceLevel >= PRICE_LEVEL_RANGE[0] && priceLevel <= PRICE_LEVEL_RANGE[1]))
    problems.push(`price level ${priceLevel.toFixed(3)} outside ${PRICE_LEVEL_RANGE.join("–")}`);
  const floor = Math.max(PAY_FLOOR_PPP, PAY_FLOOR_GDP_SHARE * country.gdpPerCapita);
  const ceiling = Math.max(PAY_CEILING_PPP, PAY_CEILING_GDP_MULTIPLE * country.gdpPerCapita);
  const ppp = new Map<string, number>();
  // Traded skills are held to the GDP ceiling on their domestic pay only: the pull toward the
  // world rate is paid from abroad, and by construction never goes past the US pay.
  const domesticOnly: PayParameters = { ...params, tradable: { ...params.tradable, thetaMax: 0 } };
  for (const o of occupations) {
    const v = meanPayAt(country, params, o, YEARS) / country.ppp;
    const domestic = o.tradable ? meanPayAt(country, domesticOnly, o, YEARS) / country.ppp : v;
    ppp.set(o.code, v);
    if (!Number.isFinite(v) || v < floor)
      problems.push(`${o.code} PPP$ ${Math.round(v)} below the floor ${Math.round(floor)}`);
    else if (domestic > ceiling)
      problems.push(`${o.code} PPP$ ${Math.round(domestic)} above the ceiling ${Math.round(ceiling)}`);
  }
  const sw = ppp.get(SOFTWARE);
  const cashier = ppp.get(CASHIER);
  if (sw && cashier) {
    const ratio = sw / cashier;
    if (ratio < SOFTWARE_TO_CASHIER_RANGE[0] || ratio > SOFTWARE_TO_CASHIER_RANGE[1])
      problems.push(`software developer ÷ cashier ${ratio.toFixed(2)} outside ${SOFTWARE_TO_CASHIER_RANGE.join("–")}`);
  }
  return problems;
}
