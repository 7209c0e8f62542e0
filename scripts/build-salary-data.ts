/**
 * Compiles the raw datasets in ../shared/data (or $SALARY_RAW_DATA) into the generated
 * module src/lib/salary/data/salary-data.json. Deterministic: the same inputs give the
 * same bytes (sorted keys and rows, fixed rounding, no timestamps).
 *
 *   node scripts/build-salary-data.ts            write the module
 *   node scripts/build-salary-data.ts --check    exit 1 if the committed module differs
 *
 * Every figure's source is described in docs/DATA.md; the model in docs/salary-model.md.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { titleTokens } from "../src/lib/salary/normalize.ts";
import { num, readTable, readTsv, sig, type Row } from "./salary-data/tables.ts";
import { REFERENCE_YEAR } from "./salary-data/country-build.ts";
import { BLS_HOURS_PER_YEAR, type Line } from "./salary-data/country-model.ts";
import { WITHIN_GROUP_BOUNDS, type SocPay } from "./salary-data/calibrate.ts";
import { fitSalaryModel, prepareModelBasis, withinSlopeOf } from "./salary-data/model-fit.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_RAW_DIR = resolve(ROOT, "../shared/data");
const OUTPUT = join(ROOT, "src/lib/salary/data/salary-data.json");
const CURATED_DIR = join(ROOT, "scripts/curated-titles");

/** ESCO label languages present in the MELO copy (21). All are mapped and shipped. */
const ESCO_LANGS = [
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

/** BLS: `#` means ≥ $239,200 a year (≥ $115.00 an hour). */
const BLS_TOP_CODE = 239_200;
/** Standard normal quantiles of the BLS percentiles. */
const Z = { p10: -1.281552, p25: -0.67449, p75: 0.67449, p90: 1.281552 } as const;

// ----------------------------------------------------------------------- occupations

export interface Occupation {
  code: string;
  title: string;
  employment: number;
  p10: number;
  p25: number;
  median: number;
  mean: number;
  p75: number;
  p90: number;
  /** bit 1: a percentile was top-coded (#) and extrapolated; bit 2: from hourly wages; bit 4: broad SOC group. */
  flags: number;
}

/** A percentile with `#` is extrapolated on a log-normal fit of the lower ones, floored at the top code. */
function annualWages(
  r: Row,
): (Omit<Occupation, "code" | "title" | "employment" | "flags"> & { flags: number }) | undefined {
  const keys = ["PCT10", "PCT25", "MEDIAN", "MEAN", "PCT75", "PCT90"] as const;
  let flags = 0;
  const values: Record<string, number | "#" | undefined> = {};
  for (const k of keys) {
    const a = r[`A_${k}`];
    const h = r[`H_${k}`];
    if (a === "#") {
      values[k] = "#";
      flags |= 1;
    } else if (num(a) !== undefined) values[k] = num(a);
    else if (h !== undefined && num(h) !== undefined) {
      values[k] = (num(h) ?? 0) * BLS_HOURS_PER_YEAR;
      flags |= 2;
    } else if (h === "#") {
      values[k] = "#";
      flags |= 1;
    }
  }
  const p10 = values["PCT10"];
  const p25 = values["PCT25"];
  if (typeof p10 !== "number" || typeof p25 !== "number") return undefined;
  // Upper-tail spread: from mean/median when both are published (log-normal: mean =
  // median·e^{σ²/2}), else from the p10–p25 gap.
  const rawMedian = values["MEDIAN"];
  const rawMeanValue = values["MEAN"];
  const sigma =
    typeof rawMedian === "number" && typeof rawMeanValue === "number" && rawMeanValue > rawMedian
      ? Math.sqrt(2 * Math.log(rawMeanValue / rawMedian))
      : Math.log(p25 / p10) / (Z.p25 - Z.p10);
  const anchor = typeof rawMedian === "number" ? { value: rawMedian, z: 0 } : { value: p25, z: Z.p25 };
  const fill = (v: number | "#" | undefined, z: number): number =>
    typeof v === "number" ? v : Math.max(BLS_TOP_CODE, anchor.value * Math.exp(sigma * (z - anchor.z)));
  const median = fill(values["MEDIAN"], 0);
  const p75 = Math.max(median, fill(values["PCT75"], Z.p75));
  const p90 = Math.max(p75, fill(values["PCT90"], Z.p90));
  const rawMean = values["MEAN"];
  const mean = typeof rawMean === "number" ? rawMean : median * Math.exp((sigma * sigma) / 2);
  return { p10, p25, median, mean: Math.min(p90, Math.max(p10, mean)), p75, p90, flags };
}

function readOccupations(raw: string): {
  detailed: Map<string, Occupation>;
  broad: Map<string, Occupation>;
  allMedian: number;
  allMean: number;
  allEmployment: number;
} {
  const rows = readTable(join(raw, "bls-oews/national_M2024_dl.csv"));
  const detailed = new Map<string, Occupation>();
  const broad = new Map<string, Occupation>();
  let allMedian = 0;
  let allMean = 0;
  let allEmployment = 0;
  for (const r of rows) {
    if (r["O_GROUP"] === "total") {
      allMedian = num(r["A_MEDIAN"]) ?? 0;
      allMean = num(r["A_MEAN"]) ?? 0;
      allEmployment = num(r["TOT_EMP"]) ?? 0;
      continue;
    }
    const group = r["O_GROUP"];
    if (group !== "detailed" && group !== "broad") continue;
    const wages = annualWages(r);
    if (!wages) continue;
    const occ: Occupation = {
      code: r["OCC_CODE"] ?? "",
      title: r["OCC_TITLE"] ?? "",
      employment: num(r["TOT_EMP"]) ?? 0,
      ...wages,
      flags: wages.flags | (group === "broad" ? 4 : 0),
    };
    (group === "detailed" ? detailed : broad).set(occ.code, occ);
  }
  return { detailed, broad, allMedian, allMean, allEmployment };
}

/** SOC 2018 major groups → experience-curve group (see docs/salary-model.md). */
function experienceGroup(soc: string): number {
  if (isTradable(soc)) return 3; // software, data and ICT
  const major = Number(soc.slice(0, 2));
  if (major >= 11 && major <= 29) return 0; // management, business, professional, technical
  if ([33, 41, 43, 47, 49, 51].includes(major)) return 1; // protective, sales, office, trades, production
  return 2; // healthcare support, food, cleaning, personal care, farming, transport
}

// --------------------------------------------------------------------- crosswalks

/**
 * O*NET-SOC occupations priced as another SOC occupation. O*NET files midwives who are not
 * nurses under "Healthcare Practitioners, All Other"; everywhere outside the US a midwife is
 * a graduate professional (ISCO-08 2222, with nurses in minor group 222), paid like the
 * nurse midwives of SOC 29-1161, not like the US residual group.
 */
const ONET_REMAP: Readonly<Record<string, string>> = { "29-9099.01": "29-1161" };

interface Crosswalks {
  /** O*NET-SOC 2019 code → occupation code used here (detailed, else its broad group). */
  onetToSoc: (onet: string) => string | undefined;
  /** ISCO-08 unit group → the SOC occupation with most employment among its SOC matches. */
  iscoToSoc: Map<string, string>;
  /** SOC 2018 → ISCO-08 major group (1 digit): the group whose pay ratio the occupation takes. */
  socToIscoMajor: Map<string, string>;
  /** SOC 2018 → ISCO-08 minor group (3 digits), for calibrating pay within a major group. */
  socToIscoMinor: Map<string, string>;
}

function buildCrosswalks(
  raw: string,
  occupations: Map<string, Occupation>,
  broad: Map<string, Occupation>,
): Crosswalks {
  const resolveSoc = (soc: string): string | undefined => {
    if (occupations.has(soc)) return soc;
    const broadCode = `${soc.slice(0, 6)}0`;
    const b = broad.get(broadCode);
    if (b) {
      occupations.set(broadCode, b);
      return broadCode;
    }
    return undefined;
  };
  const onetToSoc = (onet: string): string | undefined => resolveSoc(ONET_REMAP[onet] ?? onet.slice(0, 7));

  const soc2010To2018 = new Map<string, Set<string>>();
  for (const r of readTable(join(raw, "soc-isco-crosswalk/onet_soc_2010_to_2019_crosswalk.csv"), ";")) {
    const from = (r["soc2010_code"] ?? "").slice(0, 7);
    const to = (r["soc2019_code"] ?? "").slice(0, 7);
    if (!soc2010To2018.has(from)) soc2010To2018.set(from, new Set());
    soc2010To2018.get(from)?.add(to);
  }
  const socs2018 = (soc2010: string): string[] => {
    const targets = soc2010To2018.get(soc2010) ?? new Set([soc2010]);
    return [...targets].map(resolveSoc).filter((s): s is string => s !== undefined);
  };

  const iscoCandidates = new Map<string, Set<string>>();
  const iscoMajorVotes = new Map<string, Map<string, number>>();
  const iscoMinorVotes = new Map<string, Map<string, number>>();
  for (const r of readTable(join(raw, "soc-isco-crosswalk/bls_soc2010_to_isco08.csv"))) {
    const isco = r["ISCO-08 Code"] ?? "";
    for (const soc of socs2018(r["2010 SOC Code"] ?? "")) {
      if (!iscoCandidates.has(isco)) iscoCandidates.set(isco, new Set());
      iscoCandidates.get(isco)?.add(soc);
      const votes = iscoMajorVotes.get(soc) ?? new Map<string, number>();
      votes.set(isco.charAt(0), (votes.get(isco.charAt(0)) ?? 0) + 1);
      iscoMajorVotes.set(soc, votes);
      const minor = iscoMinorVotes.get(soc) ?? new Map<string, number>();
      minor.set(isco.slice(0, 3), (minor.get(isco.slice(0, 3)) ?? 0) + 1);
      iscoMinorVotes.set(soc, minor);
    }
  }
  const iscoToSoc = new Map<string, string>();
  for (const [isco, socs] of [...iscoCandidates].sort(([a], [b]) => a.localeCompare(b))) {
    const best = [...socs].sort((a, b) => byEmployment(occupations, a, b))[0];
    if (best) iscoToSoc.set(isco, best);
  }
  const socToIscoMajor = new Map<string, string>();
  for (const [soc, votes] of votes2sorted(iscoMajorVotes)) socToIscoMajor.set(soc, votes);
  const socToIscoMinor = new Map(votes2sorted(iscoMinorVotes));
  return { onetToSoc, iscoToSoc, socToIscoMajor, socToIscoMinor };
}

function votes2sorted(votes: Map<string, Map<string, number>>): [string, string][] {
  return [...votes].map(([soc, v]) => {
    const top = [...v].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    return [soc, top ? top[0] : ""];
  });
}

function byEmployment(occupations: Map<string, Occupation>, a: string, b: string): number {
  return (occupations.get(b)?.employment ?? 0) - (occupations.get(a)?.employment ?? 0) || a.localeCompare(b);
}

// ------------------------------------------------------------------------ countries

// --------------------------------------------------------------------------- titles

interface TitleEntry {
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
const PRIMARY_QUALITY = 101;
/** Digits of interned display-word ids (base64url order); decoded by src/lib/salary/titles.ts. */
const WORD_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/** One letter per mapping quality in the generated module; decoded by src/lib/salary/titles.ts. */
const QUALITY_LETTER: Readonly<Record<number, string>> = { 100: "a", 95: "b", 90: "c", 85: "d", 75: "e", 101: "f" };

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

function englishTitles(raw: string, cw: Crosswalks, occupations: Map<string, Occupation>): TitleEntry[] {
  const out: TitleEntry[] = [];
  const add = (onet: string, text: string | undefined) => {
    const soc = cw.onetToSoc(onet);
    if (soc && text) out.push({ lang: "en", text: text.trim(), soc, quality: 100 });
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

function escoMappings(raw: string, cw: Crosswalks, occupations: Map<string, Occupation>): Map<string, EscoMapping> {
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

/**
 * ESCO labels as titles, plus the label shown as an occupation's localised title: the
 * preferred label of the ESCO concept closest to the BLS occupation (an exact crosswalk
 * match first, then the English label most similar to the BLS title).
 */
function escoTitles(raw: string, mappings: Map<string, EscoMapping>, occupations: Map<string, Occupation>) {
  const englishLabel = new Map<string, string>();
  for (const r of readTable(join(raw, "esco-multilingual/esco_occupations_isco_v1.2.0.csv"))) {
    englishLabel.set(r["conceptUri"] ?? "", r["preferredLabel"] ?? "");
  }
  const titles: TitleEntry[] = [];
  const preferred = new Map<string, Map<string, PreferredLabel>>();
  for (const r of readTsv(join(raw, "esco-multilingual/esco_occupation_labels.tsv"))) {
    const uri = r["concept_uri"] ?? "";
    const lang = r["lang"] ?? "";
    const m = mappings.get(uri);
    // ISCO group labels above the unit level (1–3 digits) are too broad to price.
    if (!m || !ESCO_LANGS.includes(lang) || (uri.startsWith("isco:") && uri.length !== 9)) continue;
    const forms = splitGendered(r["label"] ?? "");
    for (const text of forms) titles.push({ lang, text, soc: m.soc, quality: m.quality });
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
  return { titles, preferred };
}

function curatedTitles(
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

// ----------------------------------------------------------------------------- output

function encodeTitles(entries: TitleEntry[], occIndex: Map<string, number>) {
  // One entry per (language, normalised title, occupation); the best-quality spelling wins.
  const unique = new Map<string, TitleEntry & { tokens: string[] }>();
  for (const e of entries) {
    const tokens = titleTokens(e.text);
    if (tokens.length === 0 || e.text.length > 120) continue;
    const key = `${e.lang}\u0000${[...tokens].sort().join(" ")}\u0000${e.soc}`;
    const prev = unique.get(key);
    if (!prev || e.quality > prev.quality || (e.quality === prev.quality && e.text < prev.text))
      unique.set(key, { ...e, tokens });
  }
  const rows = [...unique.values()].sort((a, b) =>
    a.lang < b.lang
      ? -1
      : a.lang > b.lang
        ? 1
        : a.text < b.text
          ? -1
          : a.text > b.text
            ? 1
            : a.soc.localeCompare(b.soc),
  );
  const vocab = [...new Set(rows.flatMap((r) => r.tokens))].sort();
  const vocabIndex = new Map(vocab.map((t, i) => [t, i]));
  // Display texts are interned: each space-separated word once in `words` (sorted, "\n"
  // between words), each title as 3-digit base-64 word ids (see WORD_DIGITS), " " between titles.
  const displays = rows.map((r) => r.text.replace(/\s+/g, " ").split(" "));
  const words = [...new Set(displays.flat())].sort();
  if (words.length > 64 ** 3) throw new Error(`${words.length} display words do not fit 3 base-64 digits`);
  const wordIndex = new Map(words.map((w, i) => [w, i]));
  const wordId = (w: string): string => {
    const i = wordIndex.get(w) ?? 0;
    return `${WORD_DIGITS[i >> 12]}${WORD_DIGITS[(i >> 6) & 63]}${WORD_DIGITS[i & 63]}`;
  };
  // Per language: titles as above; occupation index as 2 base-36 digits and mapping
  // quality as one letter per title. Titles are numbered globally in this order
  // (languages sorted, then texts), which the postings refer to.
  const langs: Record<string, { text: string; occ: string; quality: string; count: number }> = {};
  const postingLists: number[][] = vocab.map(() => []);
  rows.forEach((r, id) => {
    const block = (langs[r.lang] ??= { text: "", occ: "", quality: "", count: 0 });
    block.text += (block.count > 0 ? " " : "") + (displays[id] ?? []).map(wordId).join("");
    block.occ += (occIndex.get(r.soc) ?? 0).toString(36).padStart(2, "0");
    block.quality += QUALITY_LETTER[r.quality] ?? "e";
    block.count++;
    for (const t of new Set(r.tokens)) postingLists[vocabIndex.get(t) ?? 0]?.push(id);
  });
  // Postings: for each vocabulary token, the ids of titles containing it, as base-36
  // gaps ("," between ids, ";" between tokens).
  const postings = postingLists
    .map((ids) => ids.map((id, i) => (i === 0 ? id : id - (ids[i - 1] ?? 0)).toString(36)).join(","))
    .join(";");
  return { vocab: vocab.join("\n"), postings, words: words.join("\n"), langs, count: rows.length, rows };
}

/** Software, data and ICT occupations, paid partly at world rates (docs/salary-model.md §3). */
export function isTradable(soc: string): boolean {
  return soc.startsWith("15-12") || soc === "15-2051" || soc === "11-3021";
}

/** What the pay model needs of each occupation, in the order of `occList`. Broad SOC groups get no employment weight. */
function socPayOf(occList: readonly Occupation[], cw: Crosswalks): SocPay[] {
  return occList.map((o) => ({
    code: o.code,
    mean: o.mean,
    median: o.median,
    employment: o.flags & 4 ? 0 : o.employment,
    isco: Number(cw.socToIscoMajor.get(o.code) ?? 0) || 0,
    minor: cw.socToIscoMinor.get(o.code) ?? "",
    group: experienceGroup(o.code),
    tradable: isTradable(o.code),
  }));
}

/** The occupations as the pay model sees them, without the title build (for the evaluation). */
export function buildModelSocPay(raw: string): { socPay: SocPay[]; usMean: number; titles: Map<string, string> } {
  const occ = readOccupations(raw);
  const occupations = new Map(occ.detailed);
  const cw = buildCrosswalks(raw, occupations, occ.broad);
  const occList = [...occupations.values()].sort((a, b) => a.code.localeCompare(b.code));
  return { socPay: socPayOf(occList, cw), usMean: occ.allMean, titles: new Map(occList.map((o) => [o.code, o.title])) };
}

export function buildSalaryData(raw: string): { json: string; report: string[] } {
  const occ = readOccupations(raw);
  const occupations = new Map(occ.detailed);
  const cw = buildCrosswalks(raw, occupations, occ.broad);
  // Title mapping may add broad SOC groups to `occupations`, so it runs before the list is taken.
  const english = englishTitles(raw, cw, occupations);
  const mappings = escoMappings(raw, cw, occupations);
  const esco = escoTitles(raw, mappings, occupations);
  const curated = curatedTitles(occupations, cw);
  const occList = [...occupations.values()].sort((a, b) => a.code.localeCompare(b.code));
  const socPay = socPayOf(occList, cw);
  const basis = prepareModelBasis(raw, socPay, occ.allMean);
  const { fitted, params, within, tradable, shipped, noData } = fitSalaryModel(basis);
  const inputs = basis.inputs;

  const occIndex = new Map(occList.map((o, i) => [o.code, i]));
  const titles = encodeTitles([...english, ...esco.titles, ...curated.titles], occIndex);
  const escoPerLanguage = ESCO_LANGS.map((l) => `${l} ${esco.titles.filter((t) => t.lang === l).length}`).join(", ");

  const localized: Record<string, string[]> = {};
  for (const lang of [...ESCO_LANGS, ...curated.langs].sort()) {
    if (lang === "en") continue;
    localized[lang] = occList.map(
      (o) => curated.main.get(o.code)?.get(lang) ?? esco.preferred.get(o.code)?.get(lang)?.text ?? "",
    );
  }

  const data = {
    schema: 3,
    model: {
      usAllOccupations: {
        median: occ.allMedian,
        mean: occ.allMean,
        employment: occ.allEmployment,
        year: REFERENCE_YEAR,
      },
      pay: params,
      calibration: {
        oecdOffset: sig(fitted.calibration.oecdOffset, 4),
        monthlyToFullTime: roundLine(fitted.calibration.monthlyToFullTime),
        levelFromGdp: roundLine(fitted.calibration.levelFromGdp),
        weights: {
          direct: sig(fitted.calibration.weights.direct, 4),
          monthly: sig(fitted.calibration.weights.monthly, 4),
          gdp: sig(fitted.calibration.weights.gdp, 4),
        },
        pooledStructure: fitted.calibration.pooledStructure.map(roundLine),
        structureCountries: fitted.calibration.structureCountries,
        withinGroup: { slope: sig(within.raw, 4), n: within.n, bounds: WITHIN_GROUP_BOUNDS },
        tradable: { thetaMax: tradable.thetaMax, years: tradable.years, loss: sig(tradable.loss, 4) },
      },
    },
    countries: shipped.map((c) => ({
      code: c.code,
      iso3: c.iso3,
      name: c.name,
      currency: c.currency,
      perUsd: sig(c.perUsd),
      fxYear: c.fxYear,
      fxSource: c.fxSource,
      fxKind: c.fxKind,
      ppp: sig(c.ppp),
      pppYear: c.pppYear,
      meanAnnual: sig(c.meanAnnual),
      groupRatio: c.groupRatio.map((r) => sig(r, 4)),
      expScale: sig(c.expScale, 4),
      withinSlope: withinSlopeOf(c.code, params),
      basis: c.basis,
      basisYear: c.basisYear,
      structure: c.structure,
      structureYear: c.structureYear,
      gdpPerCapita: sig(c.gdpPerCapita, 4),
    })),
    noData: noData.map((c) => [c.code, c.name, c.reason]),
    occupations: {
      code: occList.map((o) => o.code),
      title: occList.map((o) => o.title),
      employment: occList.map((o) => o.employment),
      group: occList.map((o) => experienceGroup(o.code)),
      isco: socPay.map((o) => o.isco),
      flags: occList.map((o) => o.flags | (isTradable(o.code) ? 8 : 0)),
      p10: occList.map((o) => sig(o.p10)),
      p25: occList.map((o) => sig(o.p25)),
      median: occList.map((o) => sig(o.median)),
      mean: occList.map((o) => sig(o.mean)),
      p75: occList.map((o) => sig(o.p75)),
      p90: occList.map((o) => sig(o.p90)),
    },
    localized,
    titles: { vocab: titles.vocab, postings: titles.postings, words: titles.words, langs: titles.langs },
  };
  const englishCount = new Set(titles.rows.filter((r) => r.lang === "en").map((r) => [...r.tokens].sort().join(" ")))
    .size;
  const report = [
    `occupations: ${occList.length} (${occList.filter((o) => o.flags & 4).length} broad groups standing in for missing detailed codes)`,
    `countries: ${shipped.length} with figures (${["bls", "national", "hourly+oecd", "hourly", "oecd", "monthly", "gdp"].map((b) => `${b} ${shipped.filter((c) => c.basis === b).length}`).join(", ")}), ${noData.length} without data`,
    `structure: own ${shipped.filter((c) => c.structure === "own").length}, pooled ${shipped.filter((c) => c.structure === "pooled").length}; within-group slope ${within.raw.toFixed(3)} (n=${within.n}, shipped ${params.withinGroupSlope})`,
    `levels: OECD offset ${fitted.calibration.oecdOffset.toFixed(3)}; monthly→full-time ${lineText(fitted.calibration.monthlyToFullTime)}; GDP ${lineText(fitted.calibration.levelFromGdp)}; weights direct ${fitted.calibration.weights.direct.toFixed(1)} monthly ${fitted.calibration.weights.monthly.toFixed(1)} gdp ${fitted.calibration.weights.gdp.toFixed(1)}`,
    `level rows screened out (over 4× from the GDP line): ${fitted.calibration.screened.join(", ") || "none"}`,
    `traded skills: θ∞ ${tradable.thetaMax}, τ ${tradable.years} y (loss ${tradable.loss.toFixed(4)})`,
    ...noData
      .filter((c) => c.reason.startsWith("fails") || c.reason.includes("price level"))
      .map((c) => `no data ${c.code}: ${c.reason}`),
    `titles: ${titles.count} entries, ${englishCount} distinct English titles; languages ${Object.keys(titles.langs).join(" ")}`,
    `ESCO labels mapped to an occupation, by language: ${escoPerLanguage}`,
    `curated languages present: ${curated.langs.join(" ") || "none"}`,
    ...curated.problems.map((p) => `curated warning: ${p}`),
    ...(inputs.unmatchedIlo.length
      ? [`ILOSTAT names not matched to ISO codes: ${inputs.unmatchedIlo.join("; ")}`]
      : []),
  ];
  return { json: `${JSON.stringify(data)}\n`, report };
}

function roundLine(l: Line) {
  return { a: sig(l.a, 4), b: sig(l.b, 4), n: l.n, residualSd: sig(l.residualSd, 4) };
}

function lineText(l: Line): string {
  return `${l.a.toFixed(3)} + ${l.b.toFixed(3)}·x (n=${l.n}, sd ${l.residualSd.toFixed(3)})`;
}

function main(): void {
  const raw = resolve(process.env["SALARY_RAW_DATA"] ?? DEFAULT_RAW_DIR);
  if (!existsSync(join(raw, "bls-oews"))) {
    console.error(`Raw datasets not found in ${raw}; set SALARY_RAW_DATA.`);
    process.exit(2);
  }
  const { json, report } = buildSalaryData(raw);
  for (const line of report) console.log(line);
  if (process.argv.includes("--check")) {
    const same = existsSync(OUTPUT) && readFileSync(OUTPUT, "utf8") === json;
    console.log(same ? "salary-data.json is up to date" : "salary-data.json differs from a fresh build");
    process.exit(same ? 0 : 1);
  }
  const outAt = process.argv.indexOf("--out");
  const output = outAt > 0 ? resolve(process.argv[outAt + 1] ?? OUTPUT) : OUTPUT;
  writeFileSync(output, json);
  console.log(`wrote ${output} (${(Buffer.byteLength(json) / 1e6).toFixed(2)} MB)`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
