import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * A file or folder the server reads at run time (salary figures, card fonts, messages), found
 * from the module that asks: the server runs from `src/` in development and tests and from a
 * chunk under `dist/server/` once built, so the path is looked for in the nearest ancestor of
 * `from` that holds it. `what` names it in the error when no ancestor does.
 */
export function projectPath(relative: string, from: string, what: string): string {
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    const candidate = join(dir, relative);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error(`${what} not found: no ${relative} above ${from}`);
  }
}
