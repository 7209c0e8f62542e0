/**
 * Compiles the raw datasets in ../shared/data (or $SALARY_RAW_DATA) into the shipped figures,
 * src/lib/salary/data/salary-data.json, in three steps:
 *
 *   read    occupations and wages, crosswalks, titles (salary-data/read-*.ts), country series
 *   fit     country levels, pay structures and the experience model (salary-data/model-fit.ts)
 *   encode  the file's shape (salary-data/encode.ts, packed by src/lib/salary/data-codec.ts)
 *
 * Deterministic: the same inputs give the same bytes (sorted keys and rows, fixed rounding,
 * no timestamps).
 *
 *   node scripts/build-salary-data.ts            write the file
 *   node scripts/build-salary-data.ts --check    exit 1 if the committed file differs
 *
 * Every figure's source is described in docs/DATA.md; the model in docs/salary-model.md.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serializeSalaryData } from "../src/lib/salary/data-codec.ts";
import { COUNTRY_BASES } from "../src/lib/salary/types.ts";
import type { Line } from "./salary-data/country-model.ts";
import { encodeSalaryData, titlesToEncode } from "./salary-data/encode.ts";
import { socPayOf } from "./salary-data/model-occupations.ts";
import { fitSalaryModel, prepareModelBasis } from "./salary-data/model-fit.ts";
import { readCrosswalks } from "./salary-data/read-crosswalks.ts";
import { readOccupations } from "./salary-data/read-occupations.ts";
import {
  titlesKeptApart,
  curatedTitles,
  englishTitles,
  escoMappings,
  escoTitles,
  ESCO_LANGS,
} from "./salary-data/read-titles.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_RAW_DIR = resolve(ROOT, "../shared/data");
const OUTPUT = join(ROOT, "src/lib/salary/data/salary-data.json");

export function buildSalaryData(raw: string): { json: string; report: string[] } {
  // read
  const occ = readOccupations(raw);
  const occupations = new Map(occ.detailed);
  const cw = readCrosswalks(raw, occupations, occ.broad);
  // Title mapping may add broad SOC groups to `occupations`, so it runs before the list is taken.
  const english = englishTitles(raw, cw, occupations);
  const mappings = escoMappings(raw, cw, occupations);
  const esco = escoTitles(raw, mappings, occupations);
  const curated = curatedTitles(occupations, cw);
  const occList = [...occupations.values()].sort((a, b) => a.code.localeCompare(b.code));
  const socPay = socPayOf(occList, cw);
  const basis = prepareModelBasis(raw, socPay, occ.allMean);

  // fit
  const fit = fitSalaryModel(basis);

  // encode
  const occIndex = new Map(occList.map((o, i) => [o.code, i]));
  const titleRows = titlesToEncode([...english, ...esco.titles, ...curated.titles], occIndex);
  const localized: Record<string, string[]> = {};
  for (const lang of [...ESCO_LANGS, ...curated.langs].sort()) {
    if (lang === "en") continue;
    localized[lang] = occList.map(
      (o) => curated.main.get(o.code)?.get(lang) ?? esco.preferred.get(o.code)?.get(lang)?.text ?? "",
    );
  }
  const armedForces = titlesKeptApart("armed-forces", esco.armedForces);
  const notAJob = titlesKeptApart("not-a-job");
  const data = encodeSalaryData({
    occ,
    occList,
    socPay,
    fit,
    localized,
    titles: titleRows,
    armedForces,
    notAJob,
  });

  const { fitted, params, within, tradable, shipped, noData } = fit;
  const inputs = basis.inputs;
  const titles = data.titles;
  const escoPerLanguage = ESCO_LANGS.map((l) => `${l} ${esco.titles.filter((t) => t.lang === l).length}`).join(", ");
  const englishCount = new Set(titleRows.filter((r) => r.lang === "en").map((r) => [...r.tokens].sort().join(" ")))
    .size;
  const report = [
    `occupations: ${occList.length} (${occList.filter((o) => o.flags & 4).length} broad groups standing in for missing detailed codes)`,
    `countries: ${shipped.length} with figures (${COUNTRY_BASES.map((b) => `${b} ${shipped.filter((c) => c.basis === b).length}`).join(", ")}), ${noData.length} without data`,
    `structure: own ${shipped.filter((c) => c.structure === "own").length}, pooled ${shipped.filter((c) => c.structure === "pooled").length}; within-group slope ${within.raw.toFixed(3)} (n=${within.n}, shipped ${params.withinGroupSlope})`,
    `levels: OECD offset ${fitted.calibration.oecdOffset.toFixed(3)}; monthly→full-time ${lineText(fitted.calibration.monthlyToFullTime)}; GDP ${lineText(fitted.calibration.levelFromGdp)}; weights direct ${fitted.calibration.weights.direct.toFixed(1)} monthly ${fitted.calibration.weights.monthly.toFixed(1)} gdp ${fitted.calibration.weights.gdp.toFixed(1)}`,
    `level rows screened out (over 4× from the GDP line): ${fitted.calibration.screened.join(", ") || "none"}`,
    `OECD figure disputed by both own surveys (geometric mean of the three): ${list(shipped.filter((c) => c.basis === "oecd+surveys"))}`,
    `raised to the statutory minimum: ${list(shipped.filter((c) => c.raisedToMinimum))}; lowered to the output-per-head bound: ${list(shipped.filter((c) => c.loweredToOutputBound))}`,
    `traded skills: θ∞ ${tradable.thetaMax}, τ ${tradable.years} y, world rate ${tradable.worldShare} × US (loss ${tradable.loss.toFixed(4)})`,
    `within a minor group, share of the US spread kept: ${fit.withinMinor.raw} fitted (${fit.withinMinor.byCountry.map((c) => `${c.code} alone ${c.share}`).join(", ")}; n=${fit.withinMinor.n}), shipped ${params.withinMinorShare}`,
    `health practitioners abroad: ${fit.health.byCountry.map((c) => `${c.code} ${c.mean.toFixed(3)} (n=${c.n})`).join(", ")}; shipped ${params.healthAbroad}`,
    ...Object.entries(fit.ownTables).map(
      ([code, t]) =>
        `own table ${code}: ${t.n} occupations, median |ln(table ÷ model)| ${t.medianBefore.toFixed(3)} before its corrections; by major group ${t.groupsCarry ? t.table.group.join(" ") : "none (they do not carry to the other half)"}${t.levelGap === undefined ? "" : `; sets the level, ln(model ÷ table) ${t.levelGap.toFixed(3)} before`}`,
    ),
    `correction by occupation from the tables together (countries without their own): ${Object.keys(params.occupationAbroad).length} occupations`,
    ...noData
      .filter((c) => c.reason.startsWith("fails") || c.reason.includes("price level"))
      .map((c) => `no data ${c.code}: ${c.reason}`),
    `titles: ${titleRows.length} entries, ${englishCount} distinct English titles; languages ${Object.keys(titles.langs).join(" ")}`,
    `ESCO labels mapped to an occupation, by language: ${escoPerLanguage}`,
    `curated languages present: ${curated.langs.join(" ") || "none"}`,
    `armed forces titles (known, not priced): ${Object.entries(armedForces)
      .map(([lang, list]) => `${lang} ${list.length}`)
      .join(", ")}; not a job (student, retired…): ${Object.values(notAJob).flat().length}`,
    ...curated.problems.map((p) => `curated warning: ${p}`),
    ...(inputs.unmatchedIlo.length
      ? [`ILOSTAT names not matched to ISO codes: ${inputs.unmatchedIlo.join("; ")}`]
      : []),
  ];
  return { json: serializeSalaryData(data), report };
}

function list(cs: readonly { code: string }[]): string {
  return cs.map((c) => c.code).join(" ") || "none";
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
