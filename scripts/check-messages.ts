// Usage: node scripts/check-messages.ts [code…] — prints every shape problem and exits 1 if any.
import { readFileSync, readdirSync } from "node:fs";
import { checkTranslation, type MessageValue } from "../src/lib/i18n/message-shape.ts";

const dir = new URL("../src/i18n/messages/", import.meta.url);
const read = (code: string): unknown => JSON.parse(readFileSync(new URL(`${code}.json`, dir), "utf8"));
const english = read("en") as MessageValue;
const requested = process.argv.slice(2);
const codes = requested.length
  ? requested
  : readdirSync(dir)
      .filter((f) => f.endsWith(".json") && f !== "en.json")
      .map((f) => f.slice(0, -5));

let failures = 0;
for (const code of codes) {
  const problems = checkTranslation(english, read(code), code);
  failures += problems.length;
  for (const p of problems) console.log(`${code}: ${p.kind} ${p.path}${p.detail ? ` (${p.detail})` : ""}`);
  if (!problems.length) console.log(`${code}: ok`);
}
process.exit(failures ? 1 : 0);
