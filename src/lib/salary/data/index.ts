/**
 * The generated data module. salary-data.json is written by scripts/build-salary-data.ts
 * from the raw datasets described in docs/DATA.md — do not edit it by hand.
 * Server-only: never import this from client-side code (it is several MB).
 */
import raw from "./salary-data.json" with { type: "json" };
import type { RawSalaryData } from "../types.ts";

export const salaryData = raw as unknown as RawSalaryData;
