// @ts-check
import { defineConfig } from "astro/config";
import node from "@astrojs/node";
import react from "@astrojs/react";
import { languageDefinitions } from "./src/i18n/languages.ts";
import { env } from "./src/env.ts";
import interactionDirective from "./src/integrations/interaction-directive.ts";

export default defineConfig({
  site: env.PUBLIC_SITE_URL,
  output: "static",
  trailingSlash: "ignore",
  adapter: node({ mode: "middleware" }),
  integrations: [react(), interactionDirective()],
  i18n: {
    defaultLocale: "en",
    locales: languageDefinitions.map((l) => l.code),
    // Our middleware owns locale routing: unknown prefixes fall back, English stays unprefixed.
    routing: "manual",
  },
  build: { inlineStylesheets: "always", format: "directory" },
  compressHTML: true,
  prefetch: false,
  devToolbar: { enabled: false },
});
