// npm run bench:signin — social-card latency while admins sign in, against the built server as
// `npm start` runs it (UV_THREADPOOL_SIZE=2). Run `npm run build` first. Loopback only.
//
// Creates an admin in a temp DATA_DIR, then fetches CARDS uncached social cards one after
// another twice: with the server otherwise idle, and while SIGNINS clients (default 8) sign in
// back to back. Prints the cards' median, p90 and max, and what the sign-ins got (200, 429
// busy). Sign-in limits are raised for the run so that every attempt reaches the password check.
// `--root DIR` runs another checkout's build (the before figure in docs/admin.md).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { npmStartCommand } from "./npm-start-command.ts";

const rootAt = process.argv.indexOf("--root");
const ROOT = resolve(rootAt >= 0 ? (process.argv[rootAt + 1] ?? ".") : ".");
const PORT = 4467;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CARDS = Number(process.env.BENCH_CARDS ?? 30);
const SIGNINS = Number(process.env.BENCH_SIGNINS ?? 8);
const EMAIL = "bench@example.com";
const PASSWORD = "a bench admin password";

const POSITIONS = ["nurse", "accountant", "electrician", "teacher", "chef", "pharmacist", "lawyer", "cashier"];
const COUNTRIES = ["DE", "FR", "US", "IN", "BR", "JP", "GB", "MX", "ZA", "PL"];
let cardCounter = 0;
function nextCardPath(): string {
  const n = cardCounter++;
  const position = POSITIONS[n % POSITIONS.length]!;
  const country = COUNTRIES[Math.floor(n / POSITIONS.length) % COUNTRIES.length]!;
  const experience = Math.floor(n / (POSITIONS.length * COUNTRIES.length)) % 51;
  return `/api/v1/og/salary.png?country=${country}&position=${position}&experience=${experience}&lang=en`;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${quantile(sorted, 0.5).toFixed(0)} ms, p90 ${quantile(sorted, 0.9).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`;
};

async function timedCard(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${ORIGIN}${nextCardPath()}`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`card answered ${response.status}`);
  return performance.now() - started;
}

async function cards(count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push(await timedCard());
  return times;
}

const dataDir = mkdtempSync(join(tmpdir(), "bench-signin-"));
const env = {
  ...process.env,
  ...npmStartCommand(ROOT).env,
  PORT: String(PORT),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  ADMIN_LOGIN_PER_MINUTE: "1000000",
  ADMIN_LOGIN_PER_ACCOUNT_PER_MINUTE: "1000000",
};
const created = spawnSync(process.execPath, ["scripts/admin-create.ts", "--email", EMAIL], {
  cwd: ROOT,
  env: { ...env, ADMIN_PASSWORD: PASSWORD },
  encoding: "utf8",
});
if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}`);

const server = spawn(process.execPath, [...npmStartCommand(ROOT).flags, "src/server/http-server.ts"], {
  cwd: ROOT,
  env,
  stdio: ["ignore", "pipe", "inherit"],
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.kill("SIGTERM");
    process.exit(1);
  });
}
try {
  await new Promise<void>((ready, failed) => {
    server.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Listening")) ready();
    });
    server.on("exit", (code) => failed(new Error(`server exited (${code})`)));
  });
  console.error("server listening; warming up");
  await cards(10); // warm-up: code paths, fonts, the salary engine

  const idle = await cards(CARDS);
  console.error(`idle: ${summary(idle)}; starting the sign-in burst`);

  let burstOn = true;
  const outcomes = new Map<number, number>();
  const signInTimes: number[] = [];
  const signInLoop = async () => {
    while (burstOn) {
      const started = performance.now();
      const response = await fetch(`${ORIGIN}/api/v1/admin/session`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      });
      await response.arrayBuffer();
      signInTimes.push(performance.now() - started);
      outcomes.set(response.status, (outcomes.get(response.status) ?? 0) + 1);
      // A client told to come back (Retry-After) pauses briefly instead of spinning.
      if (response.status === 429) await new Promise((r) => setTimeout(r, 100));
    }
  };
  const loops = Array.from({ length: SIGNINS }, signInLoop);
  await new Promise((r) => setTimeout(r, 300)); // let the burst fill the queue
  const burst = await cards(CARDS);
  burstOn = false;
  await Promise.all(loops);

  console.log(`root: ${ROOT}`);
  console.log(`uncached social cards, ${CARDS} one after another`);
  console.log(`  idle:                    ${summary(idle)}`);
  console.log(`  during ${SIGNINS} sign-in loops: ${summary(burst)}`);
  console.log(
    `sign-ins: ${[...outcomes].map(([status, n]) => `${n} × ${status}`).join(", ")}; ${summary(signInTimes)}`,
  );
} finally {
  server.kill("SIGTERM");
}
