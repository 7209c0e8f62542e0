// Writes .br and .gz siblings for every compressible file in dist/client so the server
// sends text without compressing per request.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";
import { COMPRESSIBLE_EXTENSIONS } from "../src/server/http/static-files.ts";

const root = new URL("../dist/client/", import.meta.url).pathname;
let files = 0;
let before = 0;
let after = 0;
for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE_EXTENSIONS.has(extname(entry.name))) continue;
  const path = join(entry.parentPath, entry.name);
  const data = readFileSync(path);
  if (data.length < 512) continue;
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  files += 1;
  before += data.length;
  after += br.length;
}
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli`,
);
