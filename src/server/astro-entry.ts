/**
 * The server bundle's entry (dist/server/entry.mjs): @astrojs/node's own entry, re-exported as
 * it is, and the production server built with it, so that the routes Astro renders and the
 * server that hands them requests share one copy of every module. The build puts this module
 * where the adapter's entry would be (src/integrations/one-server-bundle.ts).
 */
import { handler } from "@astrojs/node/server.js";
import { startProductionServer, type AstroNodeHandler } from "./http/production-server.ts";

export * from "@astrojs/node/server.js";

/** Called by `npm start` (src/server/http-server.ts). */
export function start(): void {
  startProductionServer(handler as AstroNodeHandler);
}
