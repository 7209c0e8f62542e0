/**
 * Open Graph image of a salary result: query parsing, the card's localised text and
 * layout, the PNG (card-renderer.ts), and an in-memory LRU of the PNGs (a query's card never
 * changes within a release, so one render per query and process).
 */
import type { SalaryErrorCode } from "../../lib/salary/index.ts";
import { checkPosition } from "../../lib/salary/position.ts";
import { defaultSalaryEngine } from "../salary/salary-engine.ts";
import { countryName } from "../../lib/salary/countries.ts";
import { parseExperienceParam } from "../../lib/salary/query.ts";
import type { SalaryEstimate } from "../../lib/salary/types.ts";
import { isOffered, languageOf } from "../../i18n/offered.ts";
import { translator } from "../../i18n/translate.ts";
import { textDirection } from "../../lib/i18n/text-direction.ts";
import { stripBidiControls } from "../../lib/og/og-text.ts";
import { salaryCardLayout, type CardLayout, type SalaryCardModel } from "../../lib/og/salary-card-layout.ts";
import { renderCardPng } from "./card-renderer.ts";
import { BRAND } from "../../config/site.ts";
import { LRUCache } from "lru-cache";
import { experienceLabel, moneyFormat } from "../../lib/format/number-format.ts";

export interface SalaryOgQuery {
  /** Upper-cased as given; the engine decides whether it exists. */
  readonly country: string;
  /** Display form of the position: hyphens as spaces, bidi controls removed, spaces collapsed. */
  readonly position: string;
  /** Whole years, NaN when the parameter was not a number (the engine reports it). */
  readonly experience: number;
  /** An offered language code (English when `lang` is missing or unknown). */
  readonly lang: string;
}

/** Errors of the image endpoint: the salary API's. */
export type SalaryOgErrorCode = SalaryErrorCode;

export type SalaryOgParse =
  | { readonly ok: true; readonly query: SalaryOgQuery }
  | { readonly ok: false; readonly code: SalaryOgErrorCode; readonly lang: string };

export type SalaryOgResult =
  | { readonly ok: true; readonly png: Buffer<ArrayBuffer>; readonly cached: boolean }
  | { readonly ok: false; readonly code: SalaryOgErrorCode };

/** `position` is a URL slug ("software-developer"); cards show it with spaces. */
export function positionForDisplay(raw: string): string {
  return stripBidiControls(raw).normalize("NFC").replace(/-/g, " ").replace(/\s+/gu, " ").trim();
}

export function parseSalaryOgParams(params: URLSearchParams): SalaryOgParse {
  const langParam = params.get("lang") ?? undefined;
  const lang = isOffered(langParam) ? langParam : "en";
  const rawPosition = params.get("position") ?? "";
  // The rule every entry point shares; it refuses oversized text before any work on it.
  const checked = checkPosition(rawPosition);
  if (!checked.ok) return { ok: false, code: checked.code, lang };
  return {
    ok: true,
    query: {
      country: (params.get("country") ?? "").trim().toUpperCase(),
      position: positionForDisplay(rawPosition),
      experience: parseExperienceParam(params.get("experience")),
      lang,
    },
  };
}

/** The card's text for an estimate: everything localised, nothing escaped (no markup is ever made of it). */
export function salaryCardModel(query: SalaryOgQuery, estimate: SalaryEstimate): SalaryCardModel {
  const { lang } = query;
  const { t } = translator(lang);
  const locale = languageOf(lang).numberLocale;
  const money = moneyFormat(locale, estimate.currency);
  const experience = experienceLabel(query.experience, locale, t("calculator.newGraduate"));
  const { annual } = estimate;
  return {
    lang,
    dir: textDirection(lang),
    brand: BRAND,
    title: query.position,
    subtitle: `${countryName(estimate.country, lang)} · ${experience}`,
    caption: t("salaryResults.annual"),
    figures: [
      { label: t("salaryResults.min"), value: money.format(annual.min) },
      { label: t("salaryResults.average"), value: money.format(annual.average), highlight: true },
      { label: t("salaryResults.max"), value: money.format(annual.max) },
    ],
  };
}

/** The card's layout, or the engine's error (unknown country, no match, invalid input). */
export function salaryOgLayout(
  query: SalaryOgQuery,
): { readonly ok: true; readonly layout: CardLayout } | { readonly ok: false; readonly code: SalaryOgErrorCode } {
  const result = defaultSalaryEngine().estimate(query);
  if (!result.ok) return result;
  return { ok: true, layout: salaryCardLayout(salaryCardModel(query, result.value)) };
}

const cacheKey = (q: SalaryOgQuery) => JSON.stringify([q.country, q.position, q.experience, q.lang]);

// Cards bounded in bytes: a few hundred (docs/performance.md). Crawlers and CDNs keep their own
// copies a day (CACHE_OG_IMAGE). fetch() also makes concurrent requests for one card share a
// single render.
const cache = new LRUCache<string, Buffer<ArrayBuffer>, CardLayout>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (png) => png.byteLength,
  fetchMethod: (_key, _stale, { context: layout }) => renderCardPng(layout),
});

/** The PNG card for a parsed query, from the cache when this process rendered it before. */
export async function salaryOgImage(query: SalaryOgQuery): Promise<SalaryOgResult> {
  const key = cacheKey(query);
  const hit = cache.get(key);
  if (hit) return { ok: true, png: hit, cached: true };
  const source = salaryOgLayout(query);
  if (!source.ok) return source;
  try {
    const png = await cache.fetch(key, { context: source.layout });
    return png ? { ok: true, png, cached: false } : { ok: false, code: "CALCULATION_FAILED" };
  } catch {
    return { ok: false, code: "CALCULATION_FAILED" };
  }
}

/** For tests. */
export function clearSalaryOgCache(): void {
  cache.clear();
}
