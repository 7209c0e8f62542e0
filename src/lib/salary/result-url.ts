/**
 * URL rules for salary result pages: /{lang}/salary/{CC}/{position-slug}/{years}
 * (English unprefixed). One canonical spelling per result; everything else redirects.
 */
import { EXPERIENCE_MAX_YEARS } from "./errors.ts";
import { checkPosition, positionSlug } from "./position.ts";

export { positionSlug };

/** Aliases for the country segment; other language-looking codes are just upper-cased. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = { en: "US", uk: "GB" };

/** The words a slug stands for, for matching and display ("software-developer" → "software developer"). */
export function positionFromSlug(slug: string): string {
  return slug.replace(/-+/g, " ").trim();
}

/** The path of a result page; `prefix` is the page language's ("" for English, "/tr"…), which also decides lower-casing. */
export function resultPath(prefix: string, country: string, position: string, years: number): string {
  return resultPathOfSlug(prefix, country, resultSlugSegment(prefix, position), years);
}

/** A title's position segment as a result URL carries it (slugged in the prefix's language, percent-encoded). */
export function resultSlugSegment(prefix: string, position: string): string {
  return encodeURIComponent(positionSlug(position, prefix.slice(1) || undefined));
}

/** The path for a position segment already made by `resultSlugSegment`. */
export function resultPathOfSlug(prefix: string, country: string, segment: string, years: number): string {
  return `${prefix}/salary/${country.toUpperCase()}/${segment}/${years}`;
}

export type ResultUrlCheck =
  | {
      readonly kind: "ok";
      readonly country: string;
      readonly position: string;
      readonly slug: string;
      readonly years: number;
    }
  | { readonly kind: "redirect"; readonly country: string; readonly slug: string; readonly years: number }
  | {
      readonly kind: "invalid";
      readonly code: "POSITION_TOO_LONG" | "POSITION_TOO_SHORT" | "POSITION_INVALID" | "EXPERIENCE_INVALID";
    }
  | { readonly kind: "country-not-found" };

/**
 * Checks raw (already URL-decoded) path segments. A valid but non-canonical spelling gives
 * "redirect" with the canonical parts.
 */
export function checkResultSegments(
  rawCountry: string,
  rawPosition: string,
  rawYears: string,
  lang?: string,
): ResultUrlCheck {
  const checked = checkPosition(rawPosition);
  if (!checked.ok) {
    // An empty segment cannot reach here through the router; it reads as too short.
    return { kind: "invalid", code: checked.code === "POSITION_REQUIRED" ? "POSITION_TOO_SHORT" : checked.code };
  }
  const slug = positionSlug(rawPosition, lang);
  const position = positionFromSlug(slug);
  if (!/^\d{1,2}$/.test(rawYears) || Number(rawYears) > EXPERIENCE_MAX_YEARS) {
    return { kind: "invalid", code: "EXPERIENCE_INVALID" };
  }
  const years = Number(rawYears);
  const lower = rawCountry.toLowerCase();
  if (!/^[a-z]{2}$/.test(lower)) return { kind: "country-not-found" };
  const country = COUNTRY_ALIASES[lower] ?? lower.toUpperCase();
  const canonical = rawCountry === country && rawPosition === slug && rawYears === String(years);
  return canonical ? { kind: "ok", country, position, slug, years } : { kind: "redirect", country, slug, years };
}
