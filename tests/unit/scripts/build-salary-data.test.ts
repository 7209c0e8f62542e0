import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { buildSalaryData, DEFAULT_RAW_DIR } from "../../../scripts/build-salary-data.ts";

const raw = resolve(process.env["SALARY_RAW_DATA"] ?? DEFAULT_RAW_DIR);
const present = existsSync(join(raw, "bls-oews"));
const committed = resolve(import.meta.dirname, "../../../src/lib/salary/data/salary-data.json");

describe("generated salary data", () => {
  if (!present) {
    it.skip(`is reproducible — skipped: raw datasets not found in ${raw} (set SALARY_RAW_DATA)`, () => {});
    return;
  }
  it("is reproduced byte for byte by scripts/build-salary-data.ts", () => {
    const { json } = buildSalaryData(raw);
    expect(json === readFileSync(committed, "utf8")).toBe(true);
  }, 120_000);
});
