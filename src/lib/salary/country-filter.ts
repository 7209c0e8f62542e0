/**
 * The country box's matches for what was typed, best first. A name that starts with the text
 * exactly as typed (accents included, lower-cased by the page's language) comes before one
 * that only matches once accents are dropped: "Türk" on a Turkish page offers Türkiye before
 * the Turks and Caicos Islands. Then the ISO code, then a later word of the name, then any
 * part of it. Within a rank the list keeps its order (alphabetical in the page's language).
 */
import { lowerTitle } from "./position.ts";

export interface NamedCountry {
  readonly code: string;
  readonly name: string;
}

/** Case- and accent-insensitive form of a name. */
export const foldName = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

const startsAWord = (name: string, q: string) => name.split(/[\s\-'’(),.]+/u).some((w) => w.startsWith(q));

function rank(country: NamedCountry, typed: string, folded: string, lang: string): number {
  const name = lowerTitle(country.name.normalize("NFC"), lang);
  if (name.startsWith(typed)) return 0;
  if (country.code.toLowerCase() === folded) return 1;
  const plain = foldName(country.name);
  if (plain.startsWith(folded)) return 2;
  if (startsAWord(name, typed) || startsAWord(plain, folded)) return 3;
  if (plain.includes(folded)) return 4;
  return -1;
}

export function filterCountries<T extends NamedCountry>(countries: readonly T[], query: string, lang: string): T[] {
  const trimmed = query.trim();
  if (!trimmed) return [...countries];
  const typed = lowerTitle(trimmed.normalize("NFC"), lang);
  const folded = foldName(trimmed);
  const buckets: T[][] = [[], [], [], [], []];
  for (const c of countries) {
    const r = rank(c, typed, folded, lang);
    if (r >= 0) buckets[r]!.push(c);
  }
  return buckets.flat();
}
