/**
 * Reading job titles in every language and mapping each to a priced occupation: O*NET titles
 * (English), ESCO labels (21 languages) through the crosswalks, and the curated files in
 * scripts/curated-titles/. Each title carries how sure its mapping is.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { titleTokens } from "../../src/lib/salary/normalize.ts";
import { readTable, readTsv } from "./tables.ts";
import type { Occupation } from "./read-occupations.ts";
import { byEmployment, type Crosswalks } from "./read-crosswalks.ts";

const CURATED_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../curated-titles");

/** ESCO label languages present in the MELO copy (21). All are mapped and shipped. */
export const ESCO_LANGS = [
  "bg",
  "cs",
  "da",
  "de",
  "en",
  "es",
  "et",
  "fr",
  "hr",
  "hu",
  "it",
  "lt",
  "lv",
  "nl",
  "no",
  "pl",
  "pt",
  "ro",
  "sk",
  "sl",
  "sv",
];
/**
 * Languages whose titles are curated by hand in scripts/curated-titles/<lang>.json: the 18
 * site languages ESCO lacks, plus the ESCO ones, whose files add the everyday names ESCO
 * misses or maps to a neighbouring occupation (German "Krankenschwester" → nursing assistants).
 */
const CURATED_LANGS = [
  "de",
  "en",
  "es",
  "fr",
  "it",
  "nl",
  "pl",
  "pt",
  "sv",
  "zh",
  "ja",
  "ko",
  "vi",
  "id",
  "ms",
  "ar",
  "ur",
  "ps",
  "hi",
  "bn",
  "ta",
  "ru",
  "tr",
  "az",
  "uz",
  "kk",
  "sw",
];

export interface TitleEntry {
  lang: string;
  text: string;
  soc: string;
  /** Mapping quality in percent: 100 direct, lower through looser crosswalk routes; 101 = the occupation's own title. */
  quality: number;
}

// broadMatch: the O*NET occupation is broader than the ESCO one, so its wages cover it —
// as usable as a close match. narrowMatch (O*NET narrower) is a little weaker.
const MATCH_QUALITY: Readonly<Record<string, number>> = {
  exactMatch: 100,
  closeMatch: 95,
  broadMatch: 95,
  narrowMatch: 90,
};
const ISCO_ROUTE_QUALITY = 75;
/** BLS and O*NET occupation titles: they name the occupation itself, so they win ties. */
export const PRIMARY_QUALITY = 101;

/** "Softwareentwickler/Softwareentwicklerin" → both forms; "Lehrer/in" stays whole. */
function splitGendered(label: string): string[] {
  const parts = label.split("/").map((p) => p.trim());
  if (parts.length === 2 && parts.every((p) => p.length >= 4)) {
    const [a, b] = parts as [string, string];
    const aw = a.split(/\s+/).length;
    const bw = b.split(/\s+/).length;
    if (aw === bw) return [a, b];
  }
  return [label];
}

/**
 * O*NET titles in English. Alternate and reported titles that the curated English file gives to
 * another occupation are left out, as ESCO labels are (O*NET lists a bare "Engineer" under
 * computer occupations); the occupations' own titles always stay.
 */
export function englishTitles(
  raw: string,
  cw: Crosswalks,
  occupations: Map<string, Occupation>,
  overrides: Map<string, Set<string>> = curatedOverrides(occupations),
): TitleEntry[] {
  const out: TitleEntry[] = [];
  const add = (onet: string, text: string | undefined) => {
    const soc = cw.onetToSoc(onet);
    if (soc && text && !overriddenByCurated(overrides, "en", text.trim(), soc))
      out.push({ lang: "en", text: text.trim(), soc, quality: 100 });
  };
  for (const r of readTsv(join(raw, "onet-29.2/Occupation Data.txt"))) {
    const soc = cw.onetToSoc(r["O*NET-SOC Code"] ?? "");
    if (soc && r["Title"]) out.push({ lang: "en", text: r["Title"].trim(), soc, quality: PRIMARY_QUALITY });
  }
  for (const r of readTsv(join(raw, "onet-29.2/Alternate Titles.txt"))) {
    add(r["O*NET-SOC Code"] ?? "", r["Alternate Title"]);
    add(r["O*NET-SOC Code"] ?? "", r["Short Title"]);
  }
  for (const r of readTsv(join(raw, "onet-29.2/Sample of Reported Titles.txt")))
    add(r["O*NET-SOC Code"] ?? "", r["Reported Job Title"]);
  for (const o of occupations.values()) out.push({ lang: "en", text: o.title, soc: o.code, quality: PRIMARY_QUALITY });
  return out;
}

interface EscoMapping {
  soc: string;
  quality: number;
}

export function escoMappings(
  raw: string,
  cw: Crosswalks,
  occupations: Map<string, Occupation>,
): Map<string, EscoMapping> {
  const best = new Map<string, EscoMapping>();
  for (const r of readTable(join(raw, "soc-isco-crosswalk/esco_onet_crosswalk_v1_2022.csv"))) {
    const uri = (r["ESCO or ISCO URI"] ?? "").replace("http://data.europa.eu/esco/occupation/", "occ:");
    const quality = MATCH_QUALITY[r["Type of Match"] ?? ""];
    const soc = cw.onetToSoc(r["O*NET Id"] ?? "");
    if (!uri.startsWith("occ:") || quality === undefined || !soc) continue;
    const prev = best.get(uri);
    if (!prev || quality > prev.quality || (quality === prev.quality && byEmployment(occupations, soc, prev.soc) < 0)) {
      best.set(uri, { soc, quality });
    }
  }
  // ESCO occupations without a crosswalk row go through their ISCO-08 unit group.
  for (const r of readTable(join(raw, "esco-multilingual/esco_occupations_isco_v1.2.0.csv"))) {
    const uri = r["conceptUri"] ?? "";
    if (best.has(uri)) continue;
    const soc = cw.iscoToSoc.get(r["iscoGroup"] ?? "");
    if (soc) best.set(uri, { soc, quality: ISCO_ROUTE_QUALITY });
  }
  for (const [isco, soc] of cw.iscoToSoc) best.set(`isco:${isco}`, { soc, quality: ISCO_ROUTE_QUALITY });
  return best;
}

/** Token-set Dice similarity with trailing plural "s" ignored ("Software Developers" ~ "software developer"). */
function titleSimilarity(a: string, b: string): number {
  const bag = (t: string) => new Set(titleTokens(t).map((w) => w.replace(/s$/, "")));
  const x = bag(a);
  const y = bag(b);
  let common = 0;
  for (const w of x) if (y.has(w)) common++;
  return (2 * common) / Math.max(1, x.size + y.size);
}

interface PreferredLabel {
  text: string;
  rank: number;
}

/** A title's identity within a language: the same words in any order and case. */
function titleKey(lang: string, text: string): string {
  return `${lang}\u0000${[...titleTokens(text, lang)].sort().join(" ")}`;
}

/**
 * The occupations the curated files give each title, by titleKey. A curated title is a
 * correction: ESCO labels with the same words in that language that point at another
 * occupation are dropped (German ESCO lists "Krankenschwester" and "Gesundheits- und
 * Krankenschwester" under nurse assistant and "Bautechniker" under civil engineer).
 */
export function curatedOverrides(occupations: Map<string, Occupation>, dir = CURATED_DIR): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  if (!existsSync(dir)) return out;
  for (const file of readdirSync(dir).sort()) {
    const lang = file.replace(/\.json$/, "");
    if (!CURATED_LANGS.includes(lang) || !ESCO_LANGS.includes(lang)) continue;
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(readFileSync(join(dir, file), "utf8")) as Record<string, unknown>;
    } catch {
      continue; // curatedTitles reports it
    }
    for (const [soc, list] of Object.entries(data)) {
      if (!occupations.has(soc) || !Array.isArray(list)) continue;
      for (const text of list) {
        if (typeof text !== "string" || titleTokens(text, lang).length === 0) continue;
        const key = titleKey(lang, text);
        out.set(key, (out.get(key) ?? new Set<string>()).add(soc));
      }
    }
  }
  return out;
}

/** Whether a curated file gives this title to another occupation (and not to `soc`). */
export function overriddenByCurated(overrides: Map<string, Set<string>>, lang: string, text: string, soc: string) {
  const socs = overrides.get(titleKey(lang, text));
  return socs !== undefined && !socs.has(soc);
}

/**
 * ESCO labels as titles, plus the label shown as an occupation's localised title: the
 * preferred label of the ESCO concept closest to the BLS occupation (an exact crosswalk
 * match first, then the English label most similar to the BLS title). Labels a curated
 * file gives to another occupation are left out (see curatedOverrides).
 */
export function escoTitles(
  raw: string,
  mappings: Map<string, EscoMapping>,
  occupations: Map<string, Occupation>,
  overrides: Map<string, Set<string>> = curatedOverrides(occupations),
) {
  const englishLabel = new Map<string, string>();
  const armedUris = new Set<string>();
  for (const r of readTable(join(raw, "esco-multilingual/esco_occupations_isco_v1.2.0.csv"))) {
    englishLabel.set(r["conceptUri"] ?? "", r["preferredLabel"] ?? "");
    if ((r["iscoGroup"] ?? "").startsWith("0")) armedUris.add(r["conceptUri"] ?? "");
  }
  const titles: TitleEntry[] = [];
  const armedForces: LanguageTitle[] = [];
  const preferred = new Map<string, Map<string, PreferredLabel>>();
  for (const r of readTsv(join(raw, "esco-multilingual/esco_occupation_labels.tsv"))) {
    const uri = r["concept_uri"] ?? "";
    const lang = r["lang"] ?? "";
    const m = mappings.get(uri);
    // ISCO group labels above the unit level (1–3 digits) are too broad to price.
    if (!m || !ESCO_LANGS.includes(lang) || (uri.startsWith("isco:") && uri.length !== 9)) continue;
    const forms = splitGendered(r["label"] ?? "");
    // Armed forces occupations (ISCO major group 0) have no civilian pay to price: their labels
    // are kept apart, so that a soldier is told so instead of matched to another job.
    if (armedUris.has(uri) || uri.startsWith("isco:0")) {
      if (ESCO_LANGS.includes(lang)) for (const text of forms) armedForces.push({ lang, text });
      continue;
    }
    for (const text of forms)
      if (!overriddenByCurated(overrides, lang, text, m.soc))
        titles.push({ lang, text, soc: m.soc, quality: m.quality });
    if (r["label_index"] === "0" && uri.startsWith("occ:") && m.quality >= 95) {
      const similarity = titleSimilarity(englishLabel.get(uri) ?? "", occupations.get(m.soc)?.title ?? "");
      const rank = (m.quality === 100 ? 2 : 0) + similarity;
      const byLang = preferred.get(m.soc) ?? new Map<string, PreferredLabel>();
      const prev = byLang.get(lang);
      const text = forms[0] ?? "";
      if (!prev || rank > prev.rank || (rank === prev.rank && text < prev.text)) byLang.set(lang, { text, rank });
      preferred.set(m.soc, byLang);
    }
  }
  return { titles, preferred, armedForces };
}

/** A title in a language, kept apart from the priced ones (read by titlesKeptApart). */
export interface LanguageTitle {
  readonly lang: string;
  readonly text: string;
}

/**
 * Titles kept apart from the priced ones, by language: `found` (ESCO's armed forces labels) and
 * those of a curated file of them (curated-titles/<name>.json, language → titles), each
 * language's sorted once.
 */
export function titlesKeptApart(
  name: "armed-forces" | "not-a-job",
  found: readonly LanguageTitle[] = [],
  file = join(CURATED_DIR, `${name}.json`),
): Record<string, string[]> {
  const curated = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>) : {};
  const byLang = new Map<string, Set<string>>();
  const add = (lang: string, text: string) => {
    if (text.trim()) byLang.set(lang, (byLang.get(lang) ?? new Set<string>()).add(text.trim()));
  };
  for (const t of found) add(t.lang, t.text);
  for (const [lang, list] of Object.entries(curated)) for (const text of list) add(lang, text);
  return Object.fromEntries(
    [...byLang].sort(([a], [b]) => a.localeCompare(b)).map(([lang, set]) => [lang, [...set].sort()]),
  );
}

export function curatedTitles(
  occupations: Map<string, Occupation>,
  cw: Crosswalks,
): { titles: TitleEntry[]; main: Map<string, Map<string, string>>; langs: string[]; problems: string[] } {
  const titles: TitleEntry[] = [];
  const main = new Map<string, Map<string, string>>();
  const langs: string[] = [];
  const problems: string[] = [];
  if (!existsSync(CURATED_DIR)) return { titles, main, langs, problems };
  for (const file of readdirSync(CURATED_DIR).sort()) {
    const lang = file.replace(/\.json$/, "");
    if (!CURATED_LANGS.includes(lang)) continue;
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(readFileSync(join(CURATED_DIR, file), "utf8")) as Record<string, unknown>;
    } catch (error) {
      problems.push(`${file}: not valid JSON (${String(error)})`);
      continue;
    }
    langs.push(lang);
    for (const [socRaw, list] of Object.entries(data).sort(([a], [b]) => a.localeCompare(b))) {
      const soc = occupations.has(socRaw) ? socRaw : cw.onetToSoc(socRaw);
      if (!soc || !Array.isArray(list)) {
        problems.push(`${file}: ${socRaw} is not an occupation with BLS wages`);
        continue;
      }
      const texts = list.filter((t): t is string => typeof t === "string" && t.trim() !== "");
      texts.forEach((text, i) => {
        titles.push({ lang, text: text.trim(), soc, quality: 100 });
        if (i === 0) {
          const byLang = main.get(soc) ?? new Map<string, string>();
          if (!byLang.has(lang)) byLang.set(lang, text.trim());
          main.set(soc, byLang);
        }
      });
    }
  }
  return { titles, main, langs, problems };
}
