// Usage: node scripts/check-test-paths.ts — prints the share of unit tests that sit at the path of
// their module and lists the others; exits 1 when the share falls below MIN_SHARE.
//
// The rule: the test for `src/<path>.ts` is `tests/unit/<path>.test.ts`, and the test for a Node
// script `scripts/<path>.ts` is `tests/unit/scripts/<path>.test.ts`. A test that covers several
// modules sits beside its main one under its own name and is listed here. Helpers and fixtures
// (files not named `*.test.ts`) are not tests and are not counted.
import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join, relative, sep } from "node:path";

const MIN_SHARE = 0.8;
const MODULE_EXTENSIONS = [".ts", ".tsx", ".astro", ".mjs", ".js"];

const root = fileURLToPath(new URL("../", import.meta.url));
const testsDir = join(root, "tests", "unit");

/** The module a test at `rel` (relative to tests/unit, with "/" separators) mirrors. */
function mirroredModule(rel: string): string {
  const stem = rel.replace(/\.test\.tsx?$/, "");
  return stem.startsWith("scripts/") ? stem : `src/${stem}`;
}

const tests = readdirSync(testsDir, { recursive: true })
  .map((f) => String(f).split(sep).join("/"))
  .filter((f) => /\.test\.tsx?$/.test(f))
  .sort();
const others = tests.filter((rel) => {
  const module = mirroredModule(rel);
  return !MODULE_EXTENSIONS.some((ext) => existsSync(join(root, module + ext)));
});

const mirrored = tests.length - others.length;
const share = tests.length ? mirrored / tests.length : 1;
console.log(
  `${mirrored} of ${tests.length} unit test files (${(share * 100).toFixed(1)}%) sit at the path of their module.`,
);
if (others.length) {
  console.log("Not at a module path (no module at the path named in brackets):");
  for (const rel of others) {
    console.log(`  ${relative(root, join(testsDir, rel))}  [${mirroredModule(rel)}.ts]`);
  }
}
if (share < MIN_SHARE) {
  console.log(`Below the minimum of ${MIN_SHARE * 100}%: move the tests to the path of their module.`);
  process.exit(1);
}
