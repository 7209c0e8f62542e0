// npm run bench:build — times a clean full build (all languages × pages) plus pre-compression.
import { execFileSync } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";

rmSync(new URL("../dist/", import.meta.url), { recursive: true, force: true });
const started = performance.now();
execFileSync("npm", ["run", "build", "--silent"], { stdio: "ignore" });
const seconds = (performance.now() - started) / 1000;
const pages = readdirSync(new URL("../dist/client/", import.meta.url), { recursive: true }).filter((f) =>
  String(f).endsWith(".html"),
).length;
console.log(`full build: ${pages} HTML pages in ${seconds.toFixed(1)} s (target < 120 s)`);
