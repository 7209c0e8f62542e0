import js from "@eslint/js";
import tseslint from "typescript-eslint";
import astro from "eslint-plugin-astro";
import globals from "globals";
import boundaries from "eslint-plugin-boundaries";
import { defineConfig } from "eslint/config";
import { LAYERS } from "./layers.config.js";

export default defineConfig(
  { ignores: ["dist/", ".astro/", "node_modules/", "test-results/", "playwright-report/", "src/lib/salary/data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through src/config/env.ts." },
      ],
    },
  },
  {
    files: ["src/config/env.ts", "playwright.config.ts", "scripts/**", "tests/**"],
    rules: { "no-restricted-properties": "off" },
  },
  // The layers of docs/ARCHITECTURE.md: which folder may import which (layers.config.js).
  {
    files: ["src/**", "scripts/**"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": LAYERS.map(({ type, pattern }) => ({ type, pattern, partialMatch: false })),
      "boundaries/include": ["src/**", "scripts/**"],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: LAYERS.map(({ type, mayImport }) => ({
            from: { element: { type } },
            allow: { to: { element: { types: { anyOf: [type, ...mayImport] } } } },
          })),
        },
      ],
    },
  },
);
