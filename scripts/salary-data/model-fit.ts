/**
 * The whole country-side fit in one call: levels and structures (country-model.ts), the
 * shipped country figures (country-build.ts), the within-group slope and the traded-skill
 * premium (calibrate.ts), and the plausibility checks. The data build calls it once; the
 * evaluation calls it once per country left out.
 */
import type { PayParameters } from "../../src/lib/salary/pay-model.ts";
import { sanityProblems } from "../../src/lib/salary/sanity.ts";
import {
  calibrateTradable,
  calibrateWithinGroup,
  indiaTargets,
  ukraineTargets,
  type SocPay,
  type TradableTarget,
} from "./calibrate.ts";
import {
  countryFigures,
  readCountryInputs,
  usGroupMeans,
  type CountryInputsRead,
  type CountryOut,
} from "./country-build.ts";
import { readDouBands, readIndiaPlfs, type ExperienceBand, type GroupEarnings } from "./country-inputs.ts";
import { BLS_HOURS_PER_YEAR, fitCountryModel, GROUPS, type FittedModel } from "./country-model.ts";

/** Every shipped country is checked on the 50 most employed occupations (sanity.ts). */
const SANITY_OCCUPATIONS = 50;

export interface ModelBasis {
  readonly usMean: number;
  readonly socPay: readonly SocPay[];
  readonly usGroupMean: readonly number[];
  readonly inputs: CountryInputsRead;
  readonly india: readonly GroupEarnings[];
  readonly dou: readonly ExperienceBand[];
  readonly common: readonly SocPay[];
}

/** Reads what the fit needs; `socPay` are the detailed BLS occupations with their ISCO groups. */
export function prepareModelBasis(raw: string, socPay: readonly SocPay[], usMean: number): ModelBasis {
  const socToIscoMajor = new Map(socPay.map((o) => [o.code, o.isco ? String(o.isco) : ""]));
  const usGroups = usGroupMeans(
    socPay.map((o) => ({ ...o, flags: 0 })),
    socToIscoMajor,
  );
  const usGroupRatio = new Map([...usGroups.byGroup].map(([g, v]) => [g, v / usMean]));
  return {
    usMean,
    socPay,
    usGroupMean: GROUPS.map((g) => Number((usGroups.byGroup.get(g) ?? usMean).toPrecision(6))),
    inputs: readCountryInputs(raw, usGroupRatio, usMean / BLS_HOURS_PER_YEAR),
    india: readIndiaPlfs(raw),
    dou: readDouBands(raw),
    common: [...socPay].sort((a, b) => b.employment - a.employment).slice(0, SANITY_OCCUPATIONS),
  };
}

export interface ModelFit {
  readonly fitted: FittedModel;
  readonly params: PayParameters;
  readonly within: ReturnType<typeof calibrateWithinGroup>;
  readonly tradable: ReturnType<typeof calibrateTradable>;
  readonly shipped: readonly CountryOut[];
  /** Every country with figures, before the plausibility checks (the evaluation scores them all). */
  readonly candidates: readonly CountryOut[];
  readonly noData: readonly { code: string; name: string; reason: string }[];
}

/** Fits everything, leaving out the occupation data of the countries in `exclude` (ISO3). */
export function fitSalaryModel(basis: ModelBasis, exclude: ReadonlySet<string> = new Set()): ModelFit {
  const fitted = fitCountryModel(basis.inputs.data, exclude);
  const figures = countryFigures(basis.inputs, fitted, basis.usMean);
  const within = calibrateWithinGroup(exclude.has("IND") ? [] : basis.india, basis.socPay);
  const baseParams: PayParameters = {
    withinGroupSlope: Number(within.slope.toPrecision(4)),
    usGroupMean: basis.usGroupMean,
    usMean: basis.usMean,
    tradable: { thetaMax: 0, years: 5 },
  };
  const developer = basis.socPay.find((o) => o.code === "15-1252");
  const byCode = new Map(figures.out.map((c) => [c.code, c]));
  const targets: TradableTarget[] = [];
  const ukraine = byCode.get("UA");
  const india = byCode.get("IN");
  const abroad = { withinSlope: baseParams.withinGroupSlope };
  if (developer && ukraine && !exclude.has("UKR"))
    targets.push({
      country: { ...ukraine, ...abroad },
      occupation: developer,
      medianRatio: developer.median / developer.mean,
      cells: ukraineTargets(basis.dou, ukraine.perUsd),
    });
  if (developer && india && !exclude.has("IND"))
    targets.push({
      country: { ...india, ...abroad },
      occupation: developer,
      medianRatio: 1,
      cells: indiaTargets(basis.india),
    });
  const tradable = calibrateTradable(targets, baseParams);
  const params: PayParameters = { ...baseParams, tradable: { thetaMax: tradable.thetaMax, years: tradable.years } };

  // A country whose figures fail the plausibility checks answers "no data" rather than a wrong number.
  const shipped: CountryOut[] = [];
  const noData = [...figures.noData];
  for (const c of figures.out) {
    const problems = sanityProblems({ ...c, withinSlope: withinSlopeOf(c.code, params) }, params, basis.common);
    if (problems.length)
      noData.push({
        code: c.code,
        name: c.name,
        reason: `fails the plausibility checks: ${problems.slice(0, 3).join("; ")}`,
      });
    else shipped.push(c);
  }
  noData.sort((a, b) => a.code.localeCompare(b.code));
  return { fitted, params, within, tradable, shipped, noData, candidates: figures.out };
}

/** The US keeps its own (BLS) relativities; elsewhere they are compressed by the calibrated slope. */
export function withinSlopeOf(code: string, params: PayParameters): number {
  return code === "US" ? 1 : params.withinGroupSlope;
}
