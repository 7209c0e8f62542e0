// The layers of the code and what each may import: the rule behind docs/ARCHITECTURE.md's
// folder table, enforced by eslint (eslint-plugin-boundaries; a layer may always import
// itself). Elements are folders, matched from the project root; the first that matches a
// file names its layer, so `src` last holds the files at the top of src/ (the middleware).
// Imports of packages are not layers and are not checked here.
export const LAYERS = [
  { type: "lib", pattern: "src/lib", mayImport: [], holds: "pure rules: no framework, no I/O, no configuration" },
  { type: "styles", pattern: "src/styles", mayImport: [], holds: "global and guide CSS" },
  { type: "config", pattern: "src/config", mayImport: ["lib"], holds: "configuration (env.ts) and product facts" },
  { type: "i18n", pattern: "src/i18n", mayImport: ["lib", "config"], holds: "message files and the translator" },
  {
    type: "features",
    pattern: "src/features",
    mayImport: ["lib", "i18n", "config"],
    holds: "page models and view types",
  },
  { type: "stores", pattern: "src/stores", mayImport: ["lib"], holds: "state shared between islands" },
  { type: "client", pattern: "src/client", mayImport: ["lib", "stores", "i18n", "config"], holds: "browser scripts" },
  {
    type: "components",
    pattern: "src/{components,layouts}",
    mayImport: ["lib", "features", "i18n", "stores", "client", "config", "styles"],
    holds: "Astro components, layouts and React islands",
  },
  { type: "server", pattern: "src/server", mayImport: ["lib", "features", "i18n", "config"], holds: "I/O" },
  { type: "integrations", pattern: "src/integrations", mayImport: ["lib", "i18n", "config"], holds: "build hooks" },
  {
    type: "pages",
    pattern: "src/pages",
    mayImport: ["lib", "features", "i18n", "server", "components", "client", "stores", "config", "styles"],
    holds: "routes",
  },
  {
    type: "root",
    pattern: "src",
    mayImport: ["lib", "features", "i18n", "server", "config"],
    holds: "the middleware",
  },
  { type: "data-build", pattern: "scripts/salary-data", mayImport: ["lib"], holds: "the salary data build" },
  {
    type: "scripts",
    pattern: "scripts",
    mayImport: ["lib", "i18n", "config", "server", "data-build"],
    holds: "commands, checks and benchmarks",
  },
];
