/**
 * Salary engine: public surface. Pure TypeScript; the figures are passed to createSalaryEngine
 * by whoever read them (the server reads the shipped file once; tests may pass fixtures).
 */

export { createSalaryEngine, type SalaryEngine } from "./engine.ts";
export { POSITION_MAX_LENGTH, POSITION_MIN_LENGTH, EXPERIENCE_MAX_YEARS, type SalaryErrorCode } from "./errors.ts";
export { DATA_SOURCES, type DataSource } from "./sources.ts";
export { countryName, flagOf } from "./countries.ts";
export type * from "./types.ts";
