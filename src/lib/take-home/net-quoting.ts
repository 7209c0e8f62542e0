/**
 * Countries where job advertisements and everyday talk about pay quote the monthly amount
 * after tax (Türkiye's "net maaş", the "на руки" of Russia, Ukraine and Kazakhstan, Uzbekistan's
 * and Azerbaijan's "qo'lga"/"əlinə"): their result pages lead the figures with take-home pay, so
 * the first figure a visitor reads is the one they compare offers by.
 */
const QUOTED_NET: ReadonlySet<string> = new Set(["TR", "RU", "UA", "KZ", "UZ", "AZ"]);

export function leadsWithNet(country: string): boolean {
  return QUOTED_NET.has(country);
}
