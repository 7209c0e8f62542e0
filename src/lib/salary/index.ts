/**
 * Salary engine: public surface. Pure TypeScript; the data module is injected through
 * createSalaryEngine (tests) or loaded once by defaultSalaryEngine (server).
 */
import { createSalaryEngine, type SalaryEngine } from "./engine.ts";
import { salaryData } from "./data/index.ts";

export { createSalaryEngine, type SalaryEngine } from "./engine.ts";
export {
  SALARY_ERRORS,
  POSITION_MAX_LENGTH,
  POSITION_MIN_LENGTH,
  EXPERIENCE_MAX_YEARS,
  type SalaryErrorCode,
} from "./errors.ts";
export { DATA_SOURCES, type DataSource } from "./sources.ts";
export { countryName, flagOf } from "./countries.ts";
export type * from "./types.ts";

let engine: SalaryEngine | undefined;

/** The engine over the shipped data, built on first use. */
export function defaultSalaryEngine(): SalaryEngine {
  engine ??= createSalaryEngine(salaryData);
  return engine;
}
