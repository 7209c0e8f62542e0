/**
 * The environment and node flags of `npm start`, read from package.json, so that every
 * benchmark runs the server exactly as production starts it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export function npmStartCommand(root = process.cwd()): { env: Record<string, string>; flags: string[] } {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: { start: string } };
  const words = pkg.scripts.start.split(/\s+/);
  const env = Object.fromEntries(
    words.filter((w) => /^[A-Z_]+=/.test(w)).map((w) => [w.slice(0, w.indexOf("=")), w.slice(w.indexOf("=") + 1)]),
  );
  return { env, flags: words.slice(words.indexOf("node") + 1).filter((w) => w.startsWith("--")) };
}
