import type { Country, RawSalaryData } from "./types.ts";

export interface CountryTable {
  readonly list: readonly Country[];
  readonly byCode: ReadonlyMap<string, Country>;
  readonly noData: readonly { readonly code: string; readonly name: string; readonly reason: string }[];
}

/** Indexes the country records of the data module. */
export function decodeCountries(raw: RawSalaryData): CountryTable {
  const list: Country[] = [...raw.countries];
  const noData = raw.noData.map((r) => ({ code: r[0] ?? "", name: r[1] ?? "", reason: r[2] ?? "" }));
  return { list, byCode: new Map(list.map((c) => [c.code, c])), noData };
}

/** Regional-indicator flag emoji of an ISO 3166-1 alpha-2 code. */
export function flagOf(code: string): string {
  return [...code.toUpperCase()].map((c) => String.fromCodePoint(0x1f1e6 + c.charCodeAt(0) - 65)).join("");
}

/** Localised country name (Intl.DisplayNames), falling back to the English name in the data. */
export function countryName(country: Pick<Country, "code" | "name">, lang: string): string {
  // Names are remembered per language: DisplayNames.of costs more than the rest of an API
  // answer's lookups. Codes are two capital letters, so each language holds at most 676.
  let names = namesByLang.get(lang);
  if (!names) namesByLang.set(lang, (names = new Map()));
  const key = `${country.code}\u0000${country.name}`;
  let name = names.get(key);
  if (name === undefined) {
    try {
      name = regionNames(lang).of(country.code) ?? country.name;
    } catch {
      name = country.name;
    }
    if (/^[A-Z]{2}$/.test(country.code)) names.set(key, name);
  }
  return name;
}

const namesByLang = new Map<string, Map<string, string>>();

// Building an Intl.DisplayNames costs far more than a lookup; one per language is enough.
const regionNamesByLang = new Map<string, Intl.DisplayNames>();
function regionNames(lang: string): Intl.DisplayNames {
  let names = regionNamesByLang.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang, "en"], { type: "region" });
    regionNamesByLang.set(lang, names);
  }
  return names;
}
