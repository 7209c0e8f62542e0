/**
 * The whole country-side fit in one call: levels and structures (country-model.ts), the
 * shipped country figures (country-build.ts), the within-group slope and the traded-skill
 * premium (calibrate.ts), and the plausibility checks. The data build calls it once; the
 * evaluation calls it once per country left out.
 */
import { calibrateWithinMinor, detailedCells, type DetailedCell, type DetailedCountry } from "./within-minor.ts";
import { healthResidual, readHealthCells, type HealthCell, type HealthCountry } from "./health-relativity.ts";
import type { PayParameters } from "../../src/lib/salary/pay-model.ts";
import { sanityProblems } from "../../src/lib/salary/sanity.ts";
import {
  WITHIN_GROUP_BOUNDS,
  calibrateTradable,
  calibrateWithinGroup,
  indiaTargets,
  tableTargets,
  ukraineTargets,
  type SocPay,
  type TradableTarget,
} from "./calibrate.ts";
import {
  calibrateLevels,
  countryFigures,
  lowerToOutputBound,
  readCountryInputs,
  type LevelCalibration,
  usGroupMeans,
  type CountryInputsRead,
  type CountryOut,
} from "./country-build.ts";
import { readDouBands, readIndiaPlfs, type ExperienceBand, type GroupEarnings } from "./country-inputs.ts";
import {
  readBritainUnits,
  readChileKeyed,
  readNationalTable,
  readSwedenKeyed,
  type KeyedUnit,
} from "./national-tables.ts";
import { fitOwnTable, occupationAbroad, tableLevelGap, type OwnTableFit, type TableReading } from "./own-table.ts";
import { BLS_HOURS_PER_YEAR, fitCountryModel, GROUPS, type FittedModel } from "./country-model.ts";

/** The countries whose detailed national tables the fit reads, by the ISO3 code `exclude` uses. */
const TABLE_ISO3: Readonly<Record<string, string>> = {
  SE: "SWE",
  CL: "CHL",
  GB: "GBR",
  JP: "JPN",
  CA: "CAN",
  FR: "FRA",
  BR: "BRA",
  DE: "DEU",
};
const tableIso3 = (code: string): string => TABLE_ISO3[code] ?? code;

/** India's PLFS table is for 2025. */
const INDIA_SURVEY_YEAR = 2025;
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
  /** Health units' pay relative to the national mean, Sweden and Chile (health-relativity.ts). */
  readonly health: Record<HealthCountry, HealthCell[]>;
  /** Sweden's and Chile's pay by detailed occupation, read as ISCO units (within-minor.ts). */
  readonly detailed: Record<DetailedCountry, DetailedCell[]>;
  /** The three national tables keyed to BLS occupations by hand (national-tables.ts). */
  readonly keyed: Readonly<Record<HealthCountry, readonly KeyedUnit[]>>;
  /** The keyed tables that correct their own country's figures, by country (own-table.ts). */
  readonly ownTables: Readonly<
    Record<
      string,
      {
        readonly source: string;
        readonly units: readonly KeyedUnit[];
        readonly reading?: TableReading;
        /** The table informs other countries' correction (occupationAbroad) but does not correct its own. */
        readonly evidenceOnly?: boolean;
      }
    >
  >;
}

/** BLS SOC code of cashiers, the low-paid job that the output-per-head bound prices. */
const CASHIER_SOC = "41-2011";

/** Reads what the fit needs; `socPay` are the detailed BLS occupations with their ISCO groups. */
export function prepareModelBasis(raw: string, socPay: readonly SocPay[], usMean: number): ModelBasis {
  const socToIscoMajor = new Map(socPay.map((o) => [o.code, o.isco ? String(o.isco) : ""]));
  const usGroups = usGroupMeans(
    socPay.map((o) => ({ ...o, flags: 0 })),
    socToIscoMajor,
  );
  const usGroupRatio = new Map([...usGroups.byGroup].map(([g, v]) => [g, v / usMean]));
  const keyed = { GB: readBritainUnits(), SE: readSwedenKeyed(raw), CL: readChileKeyed(raw) };
  return {
    usMean,
    socPay,
    usGroupMean: GROUPS.map((g) => Number((usGroups.byGroup.get(g) ?? usMean).toPrecision(6))),
    inputs: readCountryInputs(raw, usGroupRatio, usMean / BLS_HOURS_PER_YEAR),
    india: readIndiaPlfs(raw),
    dou: readDouBands(raw),
    common: [...socPay].sort((a, b) => b.employment - a.employment).slice(0, SANITY_OCCUPATIONS),
    keyed,
    health: readHealthCells(keyed),
    detailed: { SE: detailedCells(keyed.SE), CL: detailedCells(keyed.CL) },
    ownTables: {
      GB: { source: "ons-ashe", units: keyed.GB },
      SE: { source: "scb-wage-structure", units: keyed.SE },
      // Tables with no figure for all employees are centred on the model (own-table.ts).
      JP: {
        source: "jp-wage-census",
        units: readNationalTable("jp-wage-census-2023.csv", "jp-wage-census-to-us-soc2018.csv", "jp_occupation"),
        reading: { centred: true },
      },
      CA: {
        source: "ca-jobbank",
        units: readNationalTable("ca-jobbank-2024.csv", "ca-noc2021-to-us-soc2018.csv", "noc2021"),
        // Hourly medians of the LFS (2023–2024), a full-time year of 52 × 40 hours as for every hourly level.
        reading: { centred: true, measure: "median", level: { perYear: BLS_HOURS_PER_YEAR, year: 2024 } },
      },
      FR: {
        source: "fr-dares",
        units: readNationalTable("fr-dares-2017-2019.csv", "fr-fap2009-to-us-soc2018.csv", "fap2009"),
        reading: { centred: true, measure: "median" },
      },
      DE: {
        source: "de-entgeltatlas",
        units: readNationalTable("de-entgeltatlas-2023.csv", "de-kldb2010-to-us-soc2018.csv", "kldb2010"),
        // Medians above the contribution ceiling (€7,100 a month) are not published: most managers' units.
        reading: { centred: true, measure: "median", topCoded: [1] },
      },
      BR: {
        source: "br-rais",
        units: readNationalTable("br-rais-2023.csv", "br-cbo2002-to-us-soc2018.csv", "cbo2002"),
        reading: { centred: true },
      },
      // Evidence for the other countries only: CASEN counts the self-employed, and its aggregation has no licence to ship.
      CL: { source: "casen", units: keyed.CL, evidenceOnly: true },
    },
  };
}

export interface ModelFit {
  readonly fitted: FittedModel;
  readonly levels: LevelCalibration;
  readonly params: PayParameters;
  readonly within: ReturnType<typeof calibrateWithinGroup>;
  readonly tradable: ReturnType<typeof calibrateTradable>;
  readonly health: ReturnType<typeof calibrateHealthAbroad>;
  readonly withinMinor: ReturnType<typeof calibrateWithinMinor>;
  /** The corrections each country's own keyed table gives, by country code. */
  readonly ownTables: Readonly<Record<string, OwnTableFit>>;
  readonly shipped: readonly CountryOut[];
  /** Every country with figures, before the plausibility checks (the evaluation scores them all). */
  readonly candidates: readonly CountryOut[];
  readonly noData: readonly { code: string; name: string; reason: string }[];
}

/** Fits everything, leaving out the occupation data of the countries in `exclude` (ISO3). */
export function fitSalaryModel(basis: ModelBasis, exclude: ReadonlySet<string> = new Set()): ModelFit {
  const fitted = fitCountryModel(basis.inputs.data, exclude);
  const levels = calibrateLevels(basis.inputs, fitted, basis.usMean, exclude);
  const figures = countryFigures(basis.inputs, fitted, basis.usMean, levels, exclude);
  const within = calibrateWithinGroup(exclude.has("IND") ? [] : basis.india, basis.socPay);
  const usNow = figures.out.find((c) => c.code === "US")?.meanAnnual ?? basis.usMean;
  const baseParams: PayParameters = {
    withinGroupSlope: Number(within.slope.toPrecision(4)),
    usGroupMean: basis.usGroupMean,
    usMean: basis.usMean,
    usWageGrowth: Number((usNow / basis.usMean).toPrecision(4)),
    tradable: { thetaMax: 0, years: 5, worldShare: 1 },
    healthAbroad: 0,
    withinMinorShare: 1,
    occupationAbroad: {},
  };
  const betaIndia = figures.out.find((c) => c.code === "IN");
  for (const c of figures.out)
    c.withinSlope = withinSlopeOf(c, baseParams.withinGroupSlope, basis, betaIndia?.groupRatio);
  const cashier = basis.socPay.find((o) => o.code === CASHIER_SOC);
  const usOut = figures.out.find((c) => c.code === "US");
  if (cashier && usOut) for (const c of figures.out) lowerToOutputBound(c, usOut, cashier, baseParams);
  const developer = basis.socPay.find((o) => o.code === "15-1252");
  const byCode = new Map(figures.out.map((c) => [c.code, c]));
  const targets: TradableTarget[] = [];
  const ukraine = byCode.get("UA");
  const india = byCode.get("IN");
  const ukraineTarget: TradableTarget | undefined =
    developer && ukraine && !exclude.has("UKR")
      ? {
          country: ukraine,
          occupation: developer,
          medianRatio: developer.median / developer.mean,
          cells: ukraineTargets(basis.dou, ukraine.perUsd),
        }
      : undefined;
  if (ukraineTarget) targets.push(ukraineTarget);
  if (developer && india && !exclude.has("IND"))
    targets.push({
      country: india,
      occupation: developer,
      medianRatio: 1,
      // PLFS 2025 means, on the same footing and in the same year's money as the country's level.
      cells: indiaTargets(basis.india).map((t) => ({
        ...t,
        observed: t.observed * Math.exp(levels.survey) * india.growthTo(INDIA_SURVEY_YEAR),
      })),
    });
  const socByCode = new Map(basis.socPay.map((o) => [o.code, o]));
  for (const code of ["SE", "GB", "CL"] as const) {
    const country = byCode.get(code);
    if (country && !exclude.has(tableIso3(code))) targets.push(...tableTargets(basis.keyed[code], country, socByCode));
  }
  const tradable = calibrateTradable(targets, baseParams);
  // Ukraine's own developer survey prices its traded skills: the pull fitted to it alone. The
  // pooled pull above is the compromise the other countries take.
  const ukraineTradable = ukraineTarget ? calibrateTradable([ukraineTarget], baseParams) : undefined;
  if (ukraine && ukraineTradable)
    ukraine.tradable = {
      thetaMax: ukraineTradable.thetaMax,
      years: ukraineTradable.years,
      worldShare: ukraineTradable.worldShare,
    };
  const withinMinor = calibrateWithinMinor(
    Object.fromEntries(Object.entries(basis.detailed).filter(([code]) => !exclude.has(tableIso3(code)))),
    byCode,
    baseParams,
    socByCode,
  );
  const minorParams: PayParameters = { ...baseParams, withinMinorShare: withinMinor.share };
  const health = calibrateHealthAbroad(basis, byCode, minorParams, exclude);
  const tableParams: PayParameters = {
    ...minorParams,
    tradable: { thetaMax: tradable.thetaMax, years: tradable.years, worldShare: tradable.worldShare },
    healthAbroad: health.shift,
  };
  const evidence = Object.entries(basis.ownTables).flatMap(([code, t]) => {
    const country = byCode.get(code);
    return country && !exclude.has(tableIso3(code)) ? [{ ...t, country }] : [];
  });
  const params: PayParameters = {
    ...tableParams,
    occupationAbroad: occupationAbroad(evidence, tableParams, socByCode),
  };
  const ownTables: Record<string, OwnTableFit> = {};
  for (const [code, units] of Object.entries(basis.ownTables)) {
    const country = byCode.get(code);
    if (!country || exclude.has(tableIso3(code)) || units.evidenceOnly) continue;
    const level = units.reading?.level;
    const levelGap = level
      ? tableLevelGap(units.units, country, params, socByCode, units.reading ?? {}, country.growthTo(level.year))
      : undefined;
    if (level && levelGap !== undefined) {
      // The table's own pay sets the level, never below what the statutory minimum implies.
      country.meanAnnual = Math.max(country.minimumBound, country.meanAnnual * Math.exp(-levelGap));
      country.basis = "occupations";
      country.basisYear = level.year;
    }
    ownTables[code] = {
      ...fitOwnTable(units.source, units.units, country, params, socByCode, units.reading),
      ...(levelGap === undefined ? {} : { levelGap }),
    };
    country.ownTable = ownTables[code].table;
  }

  // A country whose figures fail the plausibility checks answers "no data" rather than a wrong number.
  const shipped: CountryOut[] = [];
  const noData = [...figures.noData];
  for (const c of figures.out) {
    const problems = sanityProblems(c, params, basis.common);
    if (problems.length)
      noData.push({
        code: c.code,
        name: c.name,
        reason: `fails the plausibility checks: ${problems.slice(0, 3).join("; ")}`,
      });
    else shipped.push(c);
  }
  noData.sort((a, b) => a.code.localeCompare(b.code));
  return {
    fitted,
    levels,
    params,
    within,
    tradable,
    health,
    withinMinor,
    ownTables,
    shipped,
    noData,
    candidates: figures.out,
  };
}

/**
 * The health practitioners' shift abroad: the mean over Sweden and Chile of each country's mean
 * residual (health-relativity.ts), a country left out when `exclude` holds it; also each
 * country's own residual and the other's, for the report.
 */
export function calibrateHealthAbroad(
  basis: ModelBasis,
  countries: ReadonlyMap<string, CountryOut>,
  params: PayParameters,
  exclude: ReadonlySet<string>,
): { shift: number; byCountry: { code: HealthCountry; mean: number; n: number }[] } {
  const socPay = new Map(basis.socPay.map((o) => [o.code, o]));
  const byCountry = (Object.keys(basis.health) as HealthCountry[]).flatMap((code) => {
    const country = countries.get(code);
    if (!country || exclude.has(tableIso3(code))) return [];
    const r = healthResidual(basis.health[code], country, params, socPay);
    return r.n > 0 ? [{ code, ...r }] : [];
  });
  const shift = byCountry.length ? byCountry.reduce((a, c) => a + c.mean, 0) / byCountry.length : 0;
  return { shift: Math.min(0, Number(shift.toFixed(3))), byCountry };
}

/**
 * Slope of ln(group ratio) on ln(US group ratio) over the nine ISCO major groups: how much
 * of the US spread between groups a country's own structure shows (about 0.6 in the Nordic
 * countries and Switzerland, 0.75–0.8 in France and the UK, above 1 in many middle-income
 * economies).
 */
export function betweenGroupSlope(ratios: readonly number[], usRatios: readonly number[]): number {
  const x = usRatios.map(Math.log);
  const y = ratios.map(Math.log);
  const mx = x.reduce((a, b) => a + b, 0) / x.length;
  const my = y.reduce((a, b) => a + b, 0) / y.length;
  let sxy = 0;
  let sxx = 0;
  x.forEach((xi, i) => {
    sxy += (xi - mx) * ((y[i] ?? my) - my);
    sxx += (xi - mx) ** 2;
  });
  return sxx > 0 ? sxy / sxx : 1;
}

/**
 * Within-group slope of a country. India's 3-digit table gives the slope within groups
 * (`indiaWithin`); elsewhere the spread within groups is taken to shrink or widen with the
 * spread between them: indiaWithin × (country's between-group slope ÷ India's). The US
 * keeps its own (BLS) relativities.
 */
export function withinSlopeOf(
  c: { code: string; groupRatio: readonly number[] },
  indiaWithin: number,
  basis: Pick<ModelBasis, "usGroupMean" | "usMean">,
  indiaRatios: readonly number[] | undefined,
): number {
  if (c.code === "US") return 1;
  const us = basis.usGroupMean.map((g) => g / basis.usMean);
  const india = indiaRatios ? betweenGroupSlope(indiaRatios, us) : 1;
  const v = (indiaWithin * betweenGroupSlope(c.groupRatio, us)) / india;
  return Number(Math.min(WITHIN_GROUP_BOUNDS[1], Math.max(WITHIN_GROUP_SLOPE_MIN, v)).toPrecision(4));
}

/** Below this the structure within a group would be flatter than any economy's. */
const WITHIN_GROUP_SLOPE_MIN = 0.3;
