import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectPath } from "../../../src/server/project-path.ts";

describe("projectPath", () => {
  // root/data/x.json and root/dist/server/chunks/data/x.json: the nearest holder wins.
  const root = mkdtempSync(join(tmpdir(), "project-path-"));
  mkdirSync(join(root, "data"));
  writeFileSync(join(root, "data/x.json"), "{}");
  mkdirSync(join(root, "dist/server/chunks/data"), { recursive: true });
  writeFileSync(join(root, "dist/server/chunks/data/x.json"), "{}");
  mkdirSync(join(root, "src/server"), { recursive: true });

  it.each([
    ["src/server/module.ts", join(root, "data/x.json")],
    ["dist/server/chunks/chunk.mjs", join(root, "dist/server/chunks/data/x.json")],
    ["dist/server/entry.mjs", join(root, "data/x.json")],
  ])("from %s finds the nearest ancestor's copy", (from, expected) => {
    expect(projectPath("data/x.json", join(root, from), "Data")).toBe(expected);
  });

  it("names what is missing when no ancestor holds it", () => {
    expect(() => projectPath("no/such.json", join(root, "src/server/module.ts"), "Figures")).toThrow(
      /^Figures not found: no no\/such\.json above /,
    );
  });
});
