// The layer rule of eslint.config.js (from layers.config.js) on imports written into files of
// each layer: the ones docs/ARCHITECTURE.md forbids fail lint, the ones it allows pass.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { LAYERS } from "../../layers.config.js";

const eslint = new ESLint({ cwd: new URL("../..", import.meta.url).pathname });

/** The boundaries messages for one import written into `file`. */
async function layerErrors(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as m from "${specifier}";\nexport const used = m;\n`, {
    filePath: file,
  });
  return (result?.messages ?? []).filter((m) => m.ruleId === "boundaries/dependencies").map((m) => m.message);
}

describe("the layer rule", () => {
  it.each([
    ["src/lib/salary/probe.ts", "../../server/http/shared-cache.ts", "lib imports the server"],
    ["src/lib/api/probe.ts", "../../i18n/offered.ts", "lib imports the Vite-only language list"],
    ["src/config/probe.ts", "../server/http/client-address.ts", "configuration imports the server"],
    ["src/features/contact/probe.ts", "../../components/islands/ContactForm.tsx", "a page model imports a component"],
    ["src/components/salary/probe.ts", "../../server/db/open.ts", "a component opens the database"],
    ["scripts/salary-data/probe.ts", "../../src/server/salary/salary-engine.ts", "the data build imports the server"],
  ])("fails %s importing %s (%s)", async (file, specifier) => {
    expect(await layerErrors(file, specifier)).toHaveLength(1);
  });

  it.each([
    ["src/lib/salary/probe.ts", "../i18n/languages.ts"],
    ["src/features/salary/probe.ts", "../../lib/salary/engine.ts"],
    ["src/server/http/probe.ts", "../../config/env.ts"],
    ["src/pages/probe.ts", "../server/site-services.ts"],
    ["scripts/probe.ts", "../src/server/db/open.ts"],
  ])("passes %s importing %s", async (file, specifier) => {
    expect(await layerErrors(file, specifier)).toEqual([]);
  });

  it("names every folder of src/ in exactly one layer", async () => {
    const { readdirSync } = await import("node:fs");
    const folders = readdirSync(new URL("../../src", import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => `src/${d.name}`);
    const patterns = LAYERS.flatMap((l) =>
      l.pattern.includes("{")
        ? l.pattern
            .replace(/^src\/\{(.*)\}$/, "$1")
            .split(",")
            .map((n) => `src/${n}`)
        : [l.pattern],
    );
    for (const folder of folders)
      expect(
        patterns.filter((p) => p === folder),
        folder,
      ).toHaveLength(1);
  });
});
