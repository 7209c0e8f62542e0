import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

const ADAPTER_ENTRY = "@astrojs/node/server.js";
const OUR_ENTRY = fileURLToPath(new URL("../server/astro-entry.ts", import.meta.url));

/**
 * One server build: where the adapter's entry is imported for the server bundle, the build takes
 * src/server/astro-entry.ts instead, which re-exports the adapter's entry and adds the production
 * server. Run separately, the server script and Astro's bundle each carried their own copy of
 * every shared module (the salary engine, the database pool, the card renderer) and had to tie
 * them together through globals.
 */
export default function oneServerBundle(): AstroIntegration {
  return {
    name: "one-server-bundle",
    hooks: {
      "astro:config:setup": ({ updateConfig, command }) => {
        if (command !== "build") return;
        updateConfig({
          vite: {
            plugins: [
              {
                name: "one-server-bundle",
                enforce: "pre",
                async resolveId(source, importer, options) {
                  if (source !== ADAPTER_ENTRY || importer === OUR_ENTRY) return null;
                  // Only the server bundle: the adapter's entry is not imported anywhere else.
                  const real = await this.resolve(source, importer, { ...options, skipSelf: true });
                  return real ? OUR_ENTRY : null;
                },
              },
            ],
          },
        });
      },
    },
  };
}
