/**
 * Open Graph image of a salary result: query parsing, the card's localised text, SVG →
 * PNG with sharp, and an in-memory LRU of the PNGs (a query's card never changes within
 * a release, so one render per query and process).
 */
import sharp from "sharp";
import { defaultSalaryEngine, POSITION_MAX_LENGTH, type SalaryErrorCode } from "../../lib/salary/index.ts";
import { countryName } from "../../lib/salary/countries.ts";
import { parseExperienceParam } from "../../lib/salary/query.ts";
import type { SalaryEstimate } from "../../lib/salary/types.ts";
import { isOffered, languageOf } from "../../i18n/offered.ts";
import { translator } from "../../i18n/translate.ts";
import { textDirection } from "../../lib/i18n/text-direction.ts";
import { hasControlCharacters, stripBidiControls } from "../../lib/og/og-text.ts";
import { salaryCardSvg, type SalaryCardModel } from "../../lib/og/salary-card-svg.ts";
import { BRAND } from "../../site.ts";
import { LruCache } from "./lru-cache.ts";

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

/** Errors of the image endpoint: the salary API's, plus text that cannot be a job title. */
export type SalaryOgErrorCode = SalaryErrorCode | "POSITION_INVALID";

export type SalaryOgParse =
  | { readonly ok: true; readonly query: SalaryOgQuery }
  | { readonly ok: false; readonly code: SalaryOgErrorCode; readonly lang: string };

export type SalaryOgResult =
  | { readonly ok: true; readonly png: Buffer; readonly cached: boolean }
  | { readonly ok: false; readonly code: SalaryOgErrorCode };

/** `position` is a URL slug ("software-developer"); cards show it with spaces. */
export function positionForDisplay(raw: string): string {
  return stripBidiControls(raw).normalize("NFC").replace(/-/g, " ").replace(/\s+/gu, " ").trim();
}

export function parseSalaryOgParams(params: URLSearchParams): SalaryOgParse {
  const langParam = params.get("lang") ?? undefined;
  const lang = isOffered(langParam) ? langParam : "en";
  const rawPosition = params.get("position") ?? "";
  // Checked on the raw text, before any work on it: a 10 KB "title" costs nothing.
  if (rawPosition.length > POSITION_MAX_LENGTH) return { ok: false, code: "POSITION_TOO_LONG", lang };
  if (hasControlCharacters(rawPosition)) return { ok: false, code: "POSITION_INVALID", lang };
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

/** The card's text for an estimate: everything localised, nothing escaped (the SVG builder does it). */
export function salaryCardModel(query: SalaryOgQuery, estimate: SalaryEstimate): SalaryCardModel {
  const { lang } = query;
  const { t } = translator(lang);
  const locale = languageOf(lang).numberLocale;
  const money = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: estimate.currency,
    maximumFractionDigits: 0,
  });
  const experience =
    query.experience === 0
      ? t("calculator.newGraduate")
      : new Intl.NumberFormat(locale, { style: "unit", unit: "year", unitDisplay: "long" }).format(query.experience);
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

/** The SVG source of the card, or the engine's error (unknown country, no match, invalid input). */
export function salaryOgSvg(
  query: SalaryOgQuery,
): { readonly ok: true; readonly svg: string } | { readonly ok: false; readonly code: SalaryOgErrorCode } {
  const result = defaultSalaryEngine().estimate(query);
  if (!result.ok) return result;
  return { ok: true, svg: salaryCardSvg(salaryCardModel(query, result.value)) };
}

export async function renderSvgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

// 500 cards of ~30–60 KB; the byte bound keeps unusually heavy cards from adding up.
const cache = new LruCache<Buffer>(500, 48 * 1024 * 1024, (png) => png.byteLength);
const inFlight = new Map<string, Promise<Buffer>>();

const cacheKey = (q: SalaryOgQuery) => JSON.stringify([q.country, q.position, q.experience, q.lang]);

/** The PNG card for a parsed query, from the cache when this process rendered it before. */
export async function salaryOgImage(query: SalaryOgQuery): Promise<SalaryOgResult> {
  const key = cacheKey(query);
  const hit = cache.get(key);
  if (hit) return { ok: true, png: hit, cached: true };
  const pending = inFlight.get(key);
  if (pending) {
    try {
      return { ok: true, png: await pending, cached: true };
    } catch {
      return { ok: false, code: "CALCULATION_FAILED" };
    }
  }

  const source = salaryOgSvg(query);
  if (!source.ok) return source;
  const render = renderSvgToPng(source.svg);
  inFlight.set(key, render);
  try {
    const png = await render;
    cache.set(key, png);
    return { ok: true, png, cached: false };
  } catch {
    return { ok: false, code: "CALCULATION_FAILED" };
  } finally {
    inFlight.delete(key);
  }
}

/** For tests. */
export function clearSalaryOgCache(): void {
  cache.clear();
}
