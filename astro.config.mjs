// @ts-check
import { defineConfig } from "astro/config";
import node from "@astrojs/node";
import react from "@astrojs/react";
import { languageDefinitions } from "./src/lib/i18n/languages.ts";
import { env } from "./src/config/env.ts";
import interactionDirective from "./src/integrations/interaction-directive.ts";
import oneServerBundle from "./src/integrations/one-server-bundle.ts";

export default defineConfig({
  site: env.PUBLIC_SITE_URL,
  output: "static",
  trailingSlash: "ignore",
  // Rendered pages are written in one piece rather than streamed: they are small, computed
  // without waiting on anything, and compressed as a whole. Streaming cost a TextEncoder pass,
  // a write and a compressor call per chunk, several times the page's own rendering time.
  adapter: node({ mode: "middleware", experimentalDisableStreaming: true }),
  integrations: [react({ experimentalDisableStreaming: true }), interactionDirective(), oneServerBundle()],
  i18n: {
    defaultLocale: "en",
    locales: languageDefinitions.map((l) => l.code),
    // Our middleware owns locale routing: unknown prefixes fall back, English stays unprefixed.
    routing: "manual",
  },
  build: { inlineStylesheets: "always", format: "directory" },
  vite: {
    build: {
      // Component scripts stay files, never inlined: the Content-Security-Policy allows inline
      // scripts only by the hashes the build finds in pre-built pages, so a small script inlined
      // into a page rendered per request would be refused. Other assets keep Vite's default.
      assetsInlineLimit: (file) => (file.endsWith(".js") ? false : undefined),
    },
  },
  compressHTML: true,
  prefetch: false,
  devToolbar: { enabled: false },
});
