import { defaultSalaryEngine } from "../../../src/lib/salary/index.ts";

/** The engine over the shipped data module, shared by the salary tests. */
export const engine = defaultSalaryEngine();
