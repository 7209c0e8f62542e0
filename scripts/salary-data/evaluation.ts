/**
 * Cells and predictors of the leave-one-country-out evaluation (scripts/eval-salary.ts).
 * Reads the same raw data as the build and refits with one country's occupation data left
 * out for every cell of that country.
 */
import { buildModelSocPay } from "../build-salary-data.ts";
import { logDomesticMean, meanPayAt, type CountryPay, type PayParameters } from "../../src/lib/salary/pay-model.ts";
import { ukraineTargets, type SocPay } from "./calibrate.ts";
import { readPakistanLfs } from "./country-inputs.ts";
import { GROUPS } from "./country-model.ts";
import { fitSalaryModel, prepareModelBasis, withinSlopeOf, type ModelFit } from "./model-fit.ts";
import type { CountryOut } from "./country-build.ts";

export interface EvalCell {
  readonly set: "ilostat-groups" | "oecd-levels" | "india-nco3" | "pakistan-groups" | "ukraine-dou";
  /** ISO3. */
  readonly country: string;
  /** Relative to the US (first two sets) or local currency a year (the others). */
  readonly observed: number;
  /** ISCO major group ("1"…"9"), "T" for all, or a 3-digit minor group. */
  readonly isco: string;
  readonly years?: number;
}

/** The public surface of a salary engine, old or new. */
export interface EngineLike {
  estimate(q: {
    country: string;
    position: string;
    experience: number;
    lang?: string;
  }): { ok: true; value: { annual: { median: number; average: number } } } | { ok: false };
}

/** Experience at which the old engine's curve equalled the cross-section (13–15 years). */
const OLD_TYPICAL_YEARS = 14;
/** The old engine is asked about the most employed occupations of a group only (speed). */
const OLD_ENGINE_PER_GROUP = 15;
const OLD_ENGINE_ALL = 40;

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

export function buildEvaluationInputs(raw: string) {
  const { socPay, usMean, titles } = buildModelSocPay(raw);
  const basis = prepareModelBasis(raw, socPay, usMean);
  const full = fitSalaryModel(basis);
  const data = basis.inputs.data;
  const iso2of = new Map(basis.inputs.rows.map((r) => [r.iso3, r.code]));
  const us = data.countries.find((c) => c.iso3 === "USA");
  const usGdp = us?.gdp ?? NaN;
  const cells: EvalCell[] = [];

  // ILOSTAT groups: the country's own full-time level × its own group ratios (latest screened years).
  for (const [iso3, fit] of full.fitted.byIso3) {
    if (fit.structure.kind !== "own" || !fit.level) continue;
    const hourly = fit.level.parts.hourly;
    if (!hourly) continue;
    const rows = data.countries.find((c) => c.iso3 === iso3)?.hourly.get(fit.structure.year ?? 0);
    const total = rows?.get("T");
    if (!rows || !total) continue;
    for (const k of GROUPS) {
      const v = rows.get(k);
      if (v && v / total > 0.3 && v / total < 6)
        cells.push({ set: "ilostat-groups", country: iso3, observed: hourly * (v / total), isco: k });
    }
  }
  // OECD levels on the hourly footing.
  for (const c of data.countries) {
    const oecd = full.fitted.byIso3.get(c.iso3)?.level?.parts.oecd;
    if (oecd && c.iso3 !== "USA") cells.push({ set: "oecd-levels", country: c.iso3, observed: oecd, isco: "T" });
  }
  for (const r of basis.india)
    cells.push({ set: "india-nco3", country: "IND", observed: r.monthly * 12, isco: r.isco });
  for (const r of readPakistanLfs(raw, "2024-25"))
    cells.push({ set: "pakistan-groups", country: "PAK", observed: r.monthly * 12, isco: r.isco });
  const ukraine = full.shipped.find((c) => c.code === "UA");
  const software = basis.dou.filter((b) => b.category === "SE");
  if (ukraine)
    ukraineTargets(software, ukraine.perUsd).forEach((t, i) =>
      cells.push({
        set: "ukraine-dou",
        country: "UKR",
        observed: t.observed,
        isco: "251",
        years: software[i]?.years ?? 0,
      }),
    );

  const fits = new Map<string, ModelFit>();
  const fitWithout = (iso3: string): ModelFit => {
    let f = fits.get(iso3);
    if (!f) {
      f = fitSalaryModel(basis, new Set([iso3]));
      fits.set(iso3, f);
    }
    return f;
  };
  const socsOf = (isco: string): SocPay[] =>
    socPay.filter((o) => o.employment > 0 && (isco.length === 1 ? String(o.isco) === isco : o.minor === isco));
  const weighted = (occs: readonly SocPay[], v: (o: SocPay) => number): number => {
    const emp = occs.reduce((s, o) => s + o.employment, 0);
    return occs.reduce((s, o) => s + v(o) * o.employment, 0) / emp;
  };
  const developer = socPay.find((o) => o.code === "15-1252");

  /** Mean pay of a set of occupations in a country (cross-section; traded skills averaged over 0–20 years). */
  const groupPay = (country: CountryPay, params: PayParameters, occs: readonly SocPay[]): number =>
    weighted(occs, (o) =>
      o.tradable
        ? mean(Array.from({ length: 21 }, (_, y) => meanPayAt(country, params, o, y)))
        : Math.exp(logDomesticMean(country, params, o)),
    );
  const countryPay = (c: CountryOut, params: PayParameters): CountryPay => ({
    ...c,
    withinSlope: withinSlopeOf(c.code, params),
  });

  function predictLoco(cell: EvalCell): number | undefined {
    const f = fitWithout(cell.country);
    const fit = f.fitted.byIso3.get(cell.country);
    const shipped = f.candidates.find((c) => c.iso3 === cell.country);
    if (cell.set === "oecd-levels") return fit?.level?.rel;
    if (cell.set === "ilostat-groups") {
      if (!fit?.level || !shipped) return undefined;
      // Relative to the US: the model's group mean ÷ (US mean × PPP), undoing the carry to the reference year.
      return (
        groupPay(countryPay(shipped, f.params), f.params, socsOf(cell.isco)) /
        (basis.usMean * shipped.ppp * fit.level.carry)
      );
    }
    if (!shipped) return undefined;
    const country = countryPay(shipped, f.params);
    if (cell.set === "ukraine-dou" && developer)
      return meanPayAt(country, f.params, developer, cell.years ?? 0) * (developer.median / developer.mean);
    if (cell.isco === "T") return shipped.meanAnnual;
    const occs = socsOf(cell.isco);
    return occs.length ? groupPay(country, f.params, occs) : undefined;
  }

  /** US pay of the same occupations × GDP per capita ratio (× PPP factor for local-currency cells). */
  function predictBaseline(cell: EvalCell): number | undefined {
    const c = data.countries.find((x) => x.iso3 === cell.country);
    const shipped = full.shipped.find((x) => x.iso3 === cell.country);
    if (!c?.gdp) return undefined;
    const ratio = c.gdp / usGdp;
    if (cell.set === "oecd-levels") return ratio;
    if (cell.set === "ilostat-groups") return (weighted(socsOf(cell.isco), (o) => o.mean) / usMean) * ratio;
    if (!shipped) return undefined;
    if (cell.set === "ukraine-dou") return (developer?.median ?? NaN) * ratio * shipped.ppp;
    const occs = cell.isco === "T" ? socPay.filter((o) => o.employment > 0) : socsOf(cell.isco);
    return occs.length ? weighted(occs, (o) => o.mean) * ratio * shipped.ppp : undefined;
  }

  /** An engine's answer (e.g. an older release) for the same cell, through its public estimate(). */
  function predictWith(engine: EngineLike, cell: EvalCell): number | undefined {
    const iso2 = iso2of.get(cell.country) ?? "";
    const shipped = full.shipped.find((x) => x.iso3 === cell.country);
    if (!shipped) return undefined;
    const ask = (o: SocPay, years: number, median: boolean): number | undefined => {
      const r = engine.estimate({ country: iso2, position: titles.get(o.code) ?? "", experience: years, lang: "en" });
      return r.ok ? (median ? r.value.annual.median : r.value.annual.average) : undefined;
    };
    if (cell.set === "ukraine-dou") return developer ? ask(developer, Math.round(cell.years ?? 0), true) : undefined;
    const top = (cell.isco === "T" ? socPay.filter((o) => o.employment > 0) : socsOf(cell.isco))
      .sort((a, b) => b.employment - a.employment)
      .slice(0, cell.isco === "T" ? OLD_ENGINE_ALL : OLD_ENGINE_PER_GROUP);
    const answers = top
      .map((o) => [o, ask(o, OLD_TYPICAL_YEARS, false)] as const)
      .filter((x): x is readonly [SocPay, number] => x[1] !== undefined);
    if (!answers.length) return undefined;
    const emp = answers.reduce((s, [o]) => s + o.employment, 0);
    const pay = answers.reduce((s, [o, v]) => s + v * o.employment, 0) / emp;
    if (cell.set === "ilostat-groups" || cell.set === "oecd-levels") return pay / (usMean * shipped.ppp);
    return pay;
  }

  return { cells, predictLoco, predictBaseline, predictWith };
}
