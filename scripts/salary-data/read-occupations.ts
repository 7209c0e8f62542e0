/**
 * Reading BLS OEWS national estimates into occupations with annual pay percentiles, and the
 * occupation properties the pay model keys on (experience-curve group, traded ICT skill).
 */
import { join } from "node:path";
import { num, readTable, type Row } from "./tables.ts";
import { BLS_HOURS_PER_YEAR } from "./country-model.ts";

/** BLS: `#` means ≥ $239,200 a year (≥ $115.00 an hour). */
const BLS_TOP_CODE = 239_200;
/** Standard normal quantiles of the BLS percentiles. */
const Z = { p10: -1.281552, p25: -0.67449, p75: 0.67449, p90: 1.281552 } as const;

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

/** Detailed and broad SOC occupations with wages, and the all-occupations totals. */
export interface OccupationTable {
  detailed: Map<string, Occupation>;
  broad: Map<string, Occupation>;
  allMedian: number;
  allMean: number;
  allEmployment: number;
}

export function readOccupations(raw: string): OccupationTable {
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
export function experienceGroup(soc: string): number {
  if (isTradable(soc)) return 3; // software, data and ICT
  const major = Number(soc.slice(0, 2));
  if (major >= 11 && major <= 29) return 0; // management, business, professional, technical
  if ([33, 41, 43, 47, 49, 51].includes(major)) return 1; // protective, sales, office, trades, production
  return 2; // healthcare support, food, cleaning, personal care, farming, transport
}

/** Software, data and ICT occupations, paid partly at world rates (docs/salary-model.md §3). */
export function isTradable(soc: string): boolean {
  return soc.startsWith("15-12") || soc === "15-2051" || soc === "11-3021";
}

/**
 * Health diagnosing and treating practitioners (SOC 29-1: physicians, nurses, pharmacists,
 * dentists, therapists): the US pays them further above other occupations than other countries
 * do, so outside the US their pay takes the relativity the national tables show (docs/salary-model.md §2).
 */
export function isHealthPractitioner(soc: string): boolean {
  return soc.startsWith("29-1");
}
