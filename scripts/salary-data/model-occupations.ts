/**
 * The occupations as the pay model sees them: BLS pay and employment with their ISCO groups,
 * experience group and flags. Shared by the data build and the evaluation.
 */
import { minorGroupLogs } from "../../src/lib/salary/pay-model.ts";
import type { SocPay } from "./calibrate.ts";
import { readCrosswalks, type Crosswalks } from "./read-crosswalks.ts";
import {
  experienceGroup,
  isHealthPractitioner,
  isTradable,
  readOccupations,
  type Occupation,
} from "./read-occupations.ts";

/** What the pay model needs of each occupation, in the order of `occList`. Broad SOC groups get no employment weight. */
export function socPayOf(occList: readonly Occupation[], cw: Crosswalks): SocPay[] {
  const pay = occList.map((o) => ({
    code: o.code,
    mean: o.mean,
    median: o.median,
    employment: o.flags & 4 ? 0 : o.employment,
    isco: Number(cw.socToIscoMajor.get(o.code) ?? 0) || 0,
    minor: cw.socToIscoMinor.get(o.code) ?? "",
    group: experienceGroup(o.code),
    tradable: isTradable(o.code),
    health: isHealthPractitioner(o.code),
  }));
  const minorLogs = minorGroupLogs(pay);
  return pay.map((o, i) => ({ ...o, minorLog: minorLogs[i] ?? 0 }));
}

/** The occupations as the pay model sees them, without the title build (for the evaluation). */
export function buildModelSocPay(raw: string): {
  socPay: SocPay[];
  usMean: number;
  titles: Map<string, string>;
  iscoToSoc: Map<string, string>;
} {
  const occ = readOccupations(raw);
  const occupations = new Map(occ.detailed);
  const cw = readCrosswalks(raw, occupations, occ.broad);
  const occList = [...occupations.values()].sort((a, b) => a.code.localeCompare(b.code));
  return {
    socPay: socPayOf(occList, cw),
    usMean: occ.allMean,
    titles: new Map(occList.map((o) => [o.code, o.title])),
    iscoToSoc: cw.iscoToSoc,
  };
}
