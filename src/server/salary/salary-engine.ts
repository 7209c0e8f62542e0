/**
 * The engine over the shipped figures, built on first use. The figures are read from their
 * JSON file at run time rather than imported: bundled into the server as an object literal
 * they took V8 several times longer to compile, before the first result page could render, than
 * reading and parsing the file takes, and the literal's source stayed in memory
 * (docs/performance.md).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { projectPath } from "../project-path.ts";
import { createSalaryEngine, type SalaryEngine } from "../../lib/salary/index.ts";
import { parseSalaryData } from "../../lib/salary/data-codec.ts";

const DATA_FILE = "src/lib/salary/data/salary-data.json";

/**
 * The project root seen from this module, which runs from `src/` in development and tests and
 * from a chunk under `dist/server/` once built: the nearest ancestor holding the data file.
 */
export function salaryDataPath(from: string = fileURLToPath(import.meta.url)): string {
  return projectPath(DATA_FILE, from, "Salary figures");
}

/**
 * One engine per process, kept on globalThis: the server script and Astro's pre-built route
 * chunks each carry their own copy of this module, and the server loads the figures before it
 * listens so that no visitor waits for them.
 */
const ENGINE = Symbol.for("salary-site.salary-engine");
const shared = globalThis as { [ENGINE]?: SalaryEngine };

export function defaultSalaryEngine(): SalaryEngine {
  shared[ENGINE] ??= createSalaryEngine(parseSalaryData(readFileSync(salaryDataPath(), "utf8")));
  return shared[ENGINE];
}
