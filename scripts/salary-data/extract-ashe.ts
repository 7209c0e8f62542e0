/**
 * Extracts the figures the salary build uses from the UK's Annual Survey of Hours and Earnings
 * (ONS, ASHE 2023 provisional, Table 14.7a: gross annual pay of full-time employees by SOC 2020
 * unit group): each unit's jobs (thousands) and its mean and median as a ratio to all full-time
 * employees'. The raw table is not kept in the repository; these ratios are, with the source
 * named in docs/DATA.md (Open Government Licence v3.0).
 *
 *   node scripts/salary-data/extract-ashe.ts <table-14.7a.csv>   (columns: Description, Code, No_jobs, Median, …, Mean)
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { readTable } from "./tables.ts";

export const ASHE_RATIOS = join(import.meta.dirname, "national/gb-ashe-2023.csv");

/** ONS marks a suppressed or unreliable figure with "x", ".." or ":". */
function figure(value: string | undefined): number | undefined {
  const n = Number((value ?? "").replace(/,/g, ""));
  return value && Number.isFinite(n) && n > 0 ? n : undefined;
}

export function asheRatios(path: string): string {
  const rows = readTable(path);
  const all = rows.find((r) => r["Code"] === "XX");
  const allMean = figure(all?.["Mean"]);
  const allMedian = figure(all?.["Median"]);
  if (!allMean || !allMedian) throw new Error(`${path}: no all-employees row`);
  const lines = ["uk_soc2020,jobs_thousands,mean_ratio,median_ratio"];
  for (const r of rows) {
    const code = r["Code"] ?? "";
    const mean = figure(r["Mean"]);
    if (!/^\d{4}$/.test(code) || !mean) continue;
    const median = figure(r["Median"]);
    lines.push(
      [
        code,
        figure(r["No_jobs"]) ?? "",
        (mean / allMean).toFixed(4),
        median ? (median / allMedian).toFixed(4) : "",
      ].join(","),
    );
  }
  return `${lines.join("\n")}\n`;
}

if (import.meta.main) {
  const from = process.argv[2];
  if (!from) throw new Error("usage: node scripts/salary-data/extract-ashe.ts <table-14.7a.csv>");
  writeFileSync(ASHE_RATIOS, asheRatios(from));
  console.log(`wrote ${ASHE_RATIOS}`);
}
