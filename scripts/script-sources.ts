// Writes the script sources of the Content-Security-Policy to dist/server/ at build time: the
// sha256 of every inline script in the pre-built pages, and the hosts of the analytics services
// this build was configured with (their ids are baked into the pages, so the build, not the
// server's environment, knows them). AdSense's hosts are added by the server while a publisher
// is enabled, since publishers change at run time. Pages rendered per request use the same layout and island
// scripts; the browser tests check that none of their scripts is refused.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ELEMENT_NODE, parse, walkSync, type Node } from "ultrahtml";
import { ANALYTICS_PUBLIC_CONFIG } from "../src/config/site.ts";
import {
  SCRIPT_SOURCES_FILE,
  isExecutableScriptType,
  scriptSources,
} from "../src/server/http/content-security-policy.ts";

const dist = new URL("../dist/", import.meta.url).pathname;
const hashes = new Map<string, number>();
let pages = 0;
for (const entry of readdirSync(join(dist, "client"), { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
  pages += 1;
  walkSync(parse(readFileSync(join(entry.parentPath, entry.name), "utf8")), (node: Node) => {
    if (node.type !== ELEMENT_NODE || node.name !== "script" || node.attributes["src"] !== undefined) return;
    if (!isExecutableScriptType(node.attributes["type"])) return;
    const text = (node.children as Node[]).map((child) => String(child.value ?? "")).join("");
    const hash = `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
    hashes.set(hash, (hashes.get(hash) ?? 0) + 1);
  });
}
const sources = scriptSources([...hashes.keys()].sort(), {
  gtag: ANALYTICS_PUBLIC_CONFIG.measurementId !== null || ANALYTICS_PUBLIC_CONFIG.firebase !== null,
  ads: ANALYTICS_PUBLIC_CONFIG.adsConversionId !== null,
});
writeFileSync(join(dist, "server", SCRIPT_SOURCES_FILE), JSON.stringify({ scriptSources: sources }));
console.log(`script-src: ${hashes.size} inline script hashes from ${pages} pages, ${sources.length} sources in all`);
