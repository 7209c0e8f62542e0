/**
 * The environment and node flags of `npm start`, read from package.json, so that every
 * benchmark runs the server exactly as production starts it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function npmStartCommand(root = process.cwd()): { env: Record<string, string>; flags: string[] } {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: { start: string } };
  const words = pkg.scripts.start.split(/\s+/);
  const env = Object.fromEntries(
    words.filter((w) => /^[A-Z_]+=/.test(w)).map((w) => [w.slice(0, w.indexOf("=")), w.slice(w.indexOf("=") + 1)]),
  );
  return { env, flags: words.slice(words.indexOf("node") + 1).filter((w) => w.startsWith("--")) };
}

/** Starts the built server as `npm start` would, on a port of this machine's loopback; resolves once it listens. */
export async function startBuiltServer(port: number, extraEnv: Record<string, string> = {}): Promise<ChildProcess> {
  const start = npmStartCommand();
  const server = spawn(process.execPath, [...start.flags, "src/server/http-server.ts"], {
    env: {
      ...process.env,
      ...start.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "bench-server-")),
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("Listening") && resolve());
    server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return server;
}
