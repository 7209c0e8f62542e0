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

let engine: SalaryEngine | undefined;

/** One engine per process; the server loads the figures before it listens, so no visitor waits for them. */
export function defaultSalaryEngine(): SalaryEngine {
  engine ??= createSalaryEngine(parseSalaryData(readFileSync(salaryDataPath(), "utf8")));
  return engine;
}
