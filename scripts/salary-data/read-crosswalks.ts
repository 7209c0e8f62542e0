/**
 * Reading the occupation crosswalks: O*NET-SOC 2019 → the SOC 2018 codes BLS publishes,
 * SOC ↔ ISCO-08. They tie titles to priced occupations and occupations to ISCO groups.
 */
import { join } from "node:path";
import { readTable } from "./tables.ts";
import type { Occupation } from "./read-occupations.ts";

/**
 * O*NET-SOC occupations priced as another SOC occupation. O*NET files midwives who are not
 * nurses under "Healthcare Practitioners, All Other"; everywhere outside the US a midwife is
 * a graduate professional (ISCO-08 2222, with nurses in minor group 222), paid like the
 * nurse midwives of SOC 29-1161, not like the US residual group.
 */
const ONET_REMAP: Readonly<Record<string, string>> = { "29-9099.01": "29-1161" };

export interface Crosswalks {
  /** O*NET-SOC 2019 code → occupation code used here (detailed, else its broad group). */
  onetToSoc: (onet: string) => string | undefined;
  /** ISCO-08 unit group → the SOC occupation with most employment among its SOC matches. */
  iscoToSoc: Map<string, string>;
  /** SOC 2018 → ISCO-08 major group (1 digit): the group whose pay ratio the occupation takes. */
  socToIscoMajor: Map<string, string>;
  /** SOC 2018 → ISCO-08 minor group (3 digits), for calibrating pay within a major group. */
  socToIscoMinor: Map<string, string>;
}

export function readCrosswalks(
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

export function byEmployment(occupations: Map<string, Occupation>, a: string, b: string): number {
  return (occupations.get(b)?.employment ?? 0) - (occupations.get(a)?.employment ?? 0) || a.localeCompare(b);
}
