// `npm start`: runs the built server (src/server/http/production-server.ts), which the build
// bundled with Astro's routes into dist/server/entry.mjs. Nothing else is imported here, so the
// process loads each module once. `npm start` execs node (no shell in between), so SIGTERM sent
// to npm reaches this process.
const entry = new URL("../../dist/server/entry.mjs", import.meta.url).href;
const { start } = (await import(entry)) as { start: () => void };
start();
