import { languageOf } from "../../i18n/offered.ts";
import type { SalaryEngine } from "../../lib/salary/engine.ts";
import { displayTitle } from "../../lib/salary/position.ts";
import { occupationHref, occupationIndex } from "./browse-model.ts";

/** How many occupations are offered when a title finds no match. */
export const CLOSEST_COUNT = 5;

export interface ClosestOccupation {
  readonly code: string;
  /** The occupation's name in the page's language where the data has one. */
  readonly title: string;
  /** Its result page with the country and years asked for. */
  readonly path: string;
}

/**
 * The occupations closest to a title that found no match, for the result page and the API's
 * NO_MATCH answer alike, so a visitor never meets a dead end.
 */
export function closestOccupations(
  engine: SalaryEngine,
  query: { readonly position: string; readonly country: string; readonly years: number },
  lang: string,
): ClosestOccupation[] {
  const locale = languageOf(lang).numberLocale;
  return engine.closest(query.position, lang, CLOSEST_COUNT).flatMap((code) => {
    const i = occupationIndex(engine, code);
    if (i === undefined) return [];
    const title = engine.occupations.localized[lang]?.[i] || (engine.occupations.title[i] ?? code);
    return [
      { code, title: displayTitle(title, locale), path: occupationHref(engine, i, lang, query.country, query.years) },
    ];
  });
}
