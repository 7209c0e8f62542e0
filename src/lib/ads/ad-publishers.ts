import { z } from "zod";
import { isPlainText } from "../validation/plain-text.ts";

/**
 * Who may fill the site's ad placements: AdSense accounts (with a slot per placement) and house
 * ads (which promote the iOS app). Each can be limited to some languages and countries; an
 * empty list means all. Only enabled publishers count, for the pages and for ads.txt.
 */
export const AD_PLACEMENTS = ["home", "result", "guide", "footer"] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

/** Google's certification authority id, the fourth field of every AdSense line in ads.txt. */
export const GOOGLE_CERTIFICATION_ID = "f08c47fec0942fa0";

const code = (pattern: RegExp) => z.string().trim().regex(pattern);
const targeting = {
  name: z.string().trim().min(1).max(80).refine(isPlainText, "no control or direction characters"),
  enabled: z.boolean(),
  /** Site language codes; empty = every language. */
  languages: z
    .array(code(/^[a-z]{2}$/))
    .max(40)
    .default([]),
  /** ISO 3166-1 alpha-2 codes of the visitor's country; empty = every country. */
  countries: z
    .array(code(/^[A-Z]{2}$/))
    .max(250)
    .default([]),
};

export const adsensePublisherSchema = z.object({
  kind: z.literal("adsense"),
  ...targeting,
  publisherId: code(/^pub-\d{16}$/),
  /** AdSense ad unit ids (data-ad-slot), per placement; a placement without one shows nothing. */
  slots: z.partialRecord(z.enum(AD_PLACEMENTS), code(/^\d{10}$/)).default({}),
});

export const housePublisherSchema = z.object({
  kind: z.literal("house"),
  ...targeting,
  placements: z.array(z.enum(AD_PLACEMENTS)).min(1),
  /** Where the creative leads: a path on this site or an https address (the App Store). */
  link: z
    .string()
    .trim()
    .max(500)
    .refine((v) => /^\/(?!\/)[^\s]*$/.test(v) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v), "a site path or an https URL"),
});

export const publisherInputSchema = z.discriminatedUnion("kind", [adsensePublisherSchema, housePublisherSchema]);
export type PublisherInput = z.infer<typeof publisherInputSchema>;
export type Publisher = PublisherInput & { readonly id: number };

/** The placements a publisher can fill. */
export function placementsOf(publisher: PublisherInput): AdPlacement[] {
  return publisher.kind === "house"
    ? [...publisher.placements]
    : AD_PLACEMENTS.filter((p) => publisher.slots[p] !== undefined);
}

/** ads.txt in the IAB format: one DIRECT line per enabled AdSense account, sorted, no duplicates. */
export function adsTxt(publishers: readonly PublisherInput[]): string {
  const ids = [
    ...new Set(
      publishers
        .filter((p) => p.enabled && p.kind === "adsense")
        .map((p) => (p.kind === "adsense" ? p.publisherId : "")),
    ),
  ].sort();
  if (ids.length === 0) return "# No advertising system is authorised to sell this site's inventory.\n";
  return ids.map((id) => `google.com, ${id}, DIRECT, ${GOOGLE_CERTIFICATION_ID}`).join("\n") + "\n";
}

/**
 * The publisher that fills a placement for a visitor: the first enabled one (by id) that
 * targets the placement, the page's language and the visitor's country. Unknown country
 * (undefined) matches only publishers that target every country.
 */
export function pickPublisher(
  publishers: readonly Publisher[],
  placement: AdPlacement,
  lang: string,
  country: string | undefined,
): Publisher | undefined {
  return [...publishers]
    .sort((a, b) => a.id - b.id)
    .find(
      (p) =>
        p.enabled &&
        placementsOf(p).includes(placement) &&
        (p.languages.length === 0 || p.languages.includes(lang)) &&
        (p.countries.length === 0 || (country !== undefined && p.countries.includes(country))),
    );
}
