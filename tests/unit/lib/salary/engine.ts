import { defaultSalaryEngine } from "../../../../src/server/salary/salary-engine.ts";

/** The engine over the shipped data module, shared by the salary tests. */
export const engine = defaultSalaryEngine();
