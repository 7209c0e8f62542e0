import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "./free-port.ts";

test.describe("server edges", () => {
  test("every response carries the security headers; rendered HTML names its charset", async ({ request }) => {
    for (const path of ["/faq", "/salary/DE/registered-nurse/5", "/api/v1/salary?country=DE&position=nurse"]) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
    }
    expect((await request.get("/salary/DE/registered-nurse/5")).headers()["content-type"]).toBe(
      "text/html; charset=utf-8",
    );
  });

  test("405 with Allow for TRACE and PUT, 400 for control characters, 414 for a 16 KB path, all short", async ({
    request,
  }) => {
    for (const method of ["TRACE", "PUT"]) {
      const response = await request.fetch("/faq", { method });
      expect(response.status()).toBe(405);
      expect(response.headers()["allow"]).toBe("GET, HEAD, POST, OPTIONS");
    }
    for (const path of ["/salary/DE/nurse%0a/5", "/salary/DE/nurse%0d%0aSet-Cookie:%20x/5", "/faq%00"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(response.headers()["set-cookie"]).toBeUndefined();
    }
    const long = await request.get(`/salary/DE/${"x".repeat(16_000)}/5`);
    expect(long.status()).toBe(414);
    expect((await long.body()).length).toBeLessThan(100);
  });
});

/** Starts `npm start` on a free port with extra environment; resolves once it listens. */
async function startServer(extraEnv: Record<string, string>) {
  const port = await freePort();
  const child = spawn("npm", ["start"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "site-edge-")),
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  await expect.poll(() => output, { timeout: 30_000 }).toContain("Listening on");
  return { child, port, output: () => output };
}

test("with the database unreachable, pages and the salary API serve and writes answer 503 with Retry-After", async ({
  request,
}) => {
  test.setTimeout(60_000);
  const { child, port } = await startServer({ DATABASE_URL: "postgres://site@127.0.0.1:9/unreachable" });
  try {
    const base = `http://127.0.0.1:${port}`;
    expect((await request.get(`${base}/faq`)).status()).toBe(200);
    expect((await request.get(`${base}/salary/DE/registered-nurse/5`)).status()).toBe(200);
    expect((await request.get(`${base}/api/v1/salary?country=DE&position=nurse`)).status()).toBe(200);
    const write = await request.post(`${base}/api/v1/events`, {
      headers: { "content-type": "application/json", origin: base },
      data: { events: [{ name: "page_view", params: { page_title: "FAQ", page_path: "/faq" }, page: "/faq" }] },
    });
    expect(write.status()).toBe(503);
    expect(write.headers()["retry-after"]).toBe("30");
  } finally {
    child.kill("SIGTERM");
  }
});

test("npm start stops on SIGTERM even with an idle keep-alive connection open, and leaves no node behind", async () => {
  test.setTimeout(60_000);
  const { child, port, output } = await startServer({});
  // An idle keep-alive connection, as a browser leaves behind.
  const socket = connect(port, "127.0.0.1");
  await new Promise<void>((resolve) => {
    socket.write(`GET /faq HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
    socket.once("data", () => resolve());
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  expect(await exited).toBe(0);
  // Nothing answers on the port any more: the server process went with npm.
  const refused = await new Promise<boolean>((resolve) => {
    const probe = connect(port, "127.0.0.1");
    probe.once("connect", () => (probe.destroy(), resolve(false)));
    probe.once("error", () => resolve(true));
  });
  expect(refused).toBe(true);
  expect(output()).toContain("SIGTERM: closing");
  socket.destroy();
});
