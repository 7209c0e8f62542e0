// The production server behind `npm start`: pre-built files first (pre-compressed at build
// time), then Astro's on-demand routes, compressed on the fly. The bare @astrojs/node
// standalone server compresses nothing, which tripled the bytes of an island page.
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import compression from "compression";
import { env } from "../env.ts";
import { serveStatic } from "./http/static-files.ts";
import { createSharedCache } from "./http/shared-cache.ts";
import { migrateAtStartup } from "./db/migrate-at-startup.ts";

const clientRoot = fileURLToPath(new URL("../../dist/client/", import.meta.url)).replace(/\/$/, "");
const { handler } = (await import(new URL("../../dist/server/entry.mjs", import.meta.url).href)) as {
  handler: (
    req: import("node:http").IncomingMessage,
    res: import("node:http").ServerResponse,
    next: (err?: unknown) => void,
    locals?: object,
  ) => Promise<void>;
};
const compress = compression({ threshold: 512 });
const sharedCache = createSharedCache();

// Schema first: an instance never serves requests against an old schema (idempotent, locked).
await migrateAtStartup();

const server = createServer((req, res) => {
  if (serveStatic(clientRoot, req, res)) return;
  if (sharedCache.serve(req, res)) return;
  // Captured outside compression, so the stored body is the compressed one.
  sharedCache.capture(req, res);
  compress(req as never, res as never, () => {
    // The socket's peer, passed as-is: Astro's clientAddress switches to the first (client-supplied)
    // X-Forwarded-For hop once security.allowedDomains is set; the API decides via TRUST_PROXY.
    const locals = { socketAddress: req.socket.remoteAddress };
    void handler(
      req,
      res,
      (error) => {
        if (error) console.error(error);
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("Internal server error");
      },
      locals,
    );
  });
});

server.listen(env.PORT, env.HOST, () => {
  console.log(`Listening on http://${env.HOST}:${env.PORT}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
