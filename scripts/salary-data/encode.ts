/**
 * The last build step: the fitted model, the countries and the titles written out in the
 * shipped file's shape (see src/lib/salary/data-codec.ts for the packed title strings).
 * Figures are rounded to fixed significant digits so the file does not depend on float noise.
 */
import { encodeTitles, SALARY_DATA_SCHEMA, type EncodableTitle } from "../../src/lib/salary/data-codec.ts";
import { titleTokens } from "../../src/lib/salary/normalize.ts";
import type { RawSalaryData } from "../../src/lib/salary/types.ts";
import { WITHIN_GROUP_BOUNDS, type SocPay } from "./calibrate.ts";
import { MODEL_YEAR } from "./country-build.ts";
import { CURRENT_YEAR } from "./current-year.ts";
import type { Line } from "./country-model.ts";
import type { ModelFit } from "./model-fit.ts";
import {
  experienceGroup,
  isHealthPractitioner,
  isTradable,
  type Occupation,
  type OccupationTable,
} from "./read-occupations.ts";
import { PRIMARY_QUALITY, type TitleEntry } from "./read-titles.ts";
import { sig } from "./tables.ts";

/**
 * One title per (language, normalised title, occupation), the best-quality spelling winning,
 * sorted by language then text, as the codec packs them.
 */
export function titlesToEncode(entries: TitleEntry[], occIndex: Map<string, number>): EncodableTitle[] {
  const unique = new Map<string, TitleEntry & { tokens: string[] }>();
  for (const e of entries) {
    const tokens = titleTokens(e.text, e.lang);
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
  return rows.map((r) => ({
    lang: r.lang,
    text: r.text,
    occupation: occIndex.get(r.soc) ?? 0,
    quality: r.quality === PRIMARY_QUALITY ? 1 : r.quality / 100,
    primary: r.quality === PRIMARY_QUALITY,
    tokens: r.tokens,
  }));
}

export interface EncodeInput {
  readonly occ: OccupationTable;
  /** Every priced occupation, sorted by code: the order the file indexes them in. */
  readonly occList: readonly Occupation[];
  readonly socPay: readonly SocPay[];
  readonly fit: ModelFit;
  /** Per language, the occupation's own name in it ("" when none), in `occList` order. */
  readonly localized: Record<string, string[]>;
  readonly titles: readonly EncodableTitle[];
  /** Armed forces titles by language (read-titles.ts). */
  readonly armedForces: Readonly<Record<string, readonly string[]>>;
  /** Words for people who have no job to price (student, pensioner), by language (read-titles.ts). */
  readonly notAJob: Readonly<Record<string, readonly string[]>>;
}

export function encodeSalaryData(input: EncodeInput): RawSalaryData {
  const { occ, occList, socPay, localized } = input;
  const { fitted, params, within, tradable, shipped, noData } = input.fit;
  const titles = encodeTitles(input.titles);
  return {
    schema: SALARY_DATA_SCHEMA,
    model: {
      referenceYear: CURRENT_YEAR,
      usAllOccupations: {
        median: occ.allMedian,
        mean: occ.allMean,
        employment: occ.allEmployment,
        year: MODEL_YEAR,
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
        tradable: {
          thetaMax: tradable.thetaMax,
          years: tradable.years,
          worldShare: tradable.worldShare,
          loss: sig(tradable.loss, 4),
        },
        levels: {
          modelToOecd: sig(input.fit.levels.model, 4),
          modelToOecdCountries: input.fit.levels.modelN,
          surveyToOecd: sig(input.fit.levels.survey, 4),
          surveyToOecdCountries: input.fit.levels.surveyN,
          realWageGrowth: input.fit.levels.growth.byBand.map((g) => sig(g, 3)),
          realWageGrowthObservations: input.fit.levels.growth.n,
        },
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
      fxFrom: c.fxFrom,
      fxTo: c.fxTo,
      ppp: sig(c.ppp),
      pppYear: c.pppYear,
      meanAnnual: sig(c.meanAnnual),
      groupRatio: c.groupRatio.map((r) => sig(r, 4)),
      expScale: sig(c.expScale, 4),
      tableShare: c.tableShare,
      withinSlope: c.withinSlope,
      basis: c.basis,
      basisYear: c.basisYear,
      structure: c.structure,
      structureYear: c.structureYear,
      gdpPerCapita: sig(c.gdpPerCapita, 4),
      floor: c.floor
        ? {
            annual: sig(c.floor.annual),
            year: c.floor.year,
            regional: c.floor.regional,
            compliance: sig(c.floor.compliance, 3),
          }
        : null,
      ...(c.ownTable ? { ownTable: c.ownTable } : {}),
      ...(c.tradable ? { tradable: c.tradable } : {}),
    })),
    noData: noData.map((c) => [c.code, c.name, c.reason]),
    occupations: {
      code: occList.map((o) => o.code),
      title: occList.map((o) => o.title),
      employment: occList.map((o) => o.employment),
      group: occList.map((o) => experienceGroup(o.code)),
      isco: socPay.map((o) => o.isco),
      minorLog: socPay.map((o) => sig(o.minorLog ?? 0, 4)),
      flags: occList.map((o) => o.flags | (isTradable(o.code) ? 8 : 0) | (isHealthPractitioner(o.code) ? 16 : 0)),
      p10: occList.map((o) => sig(o.p10)),
      p25: occList.map((o) => sig(o.p25)),
      median: occList.map((o) => sig(o.median)),
      mean: occList.map((o) => sig(o.mean)),
      p75: occList.map((o) => sig(o.p75)),
      p90: occList.map((o) => sig(o.p90)),
    },
    localized,
    titles,
    armedForces: input.armedForces,
    notAJob: input.notAJob,
  };
}

function roundLine(l: Line) {
  return { a: sig(l.a, 4), b: sig(l.b, 4), n: l.n, residualSd: sig(l.residualSd, 4) };
}
