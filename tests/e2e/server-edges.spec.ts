import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { connect } from "node:net";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "./free-port.ts";
import { signInWithApi } from "./admin-session.ts";
import { E2E_ADMIN } from "../../playwright.config.ts";

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

/** A GET with the path sent exactly as written (a browser or Playwright would normalise it first). */
function rawGet(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path, headers }, (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

const E2E_PORT = Number(process.env["E2E_PORT"] ?? 4399);

test.describe("one URL per resource", () => {
  test("dot segments, doubled slashes and encoded unreserved characters: pages and files redirect (301), APIs answer 400", async () => {
    const files = ["/robots.txt", "/sitemap.xml", "/favicon.ico", "/faq", "/de/faq"];
    const spellings = (p: string) => [
      `/x/..${p}`,
      `/.${p}`,
      `/.//${p.slice(1)}`,
      `/${p}`,
      `/a/b/../..${p}`,
      `/%2e${p}`,
      `/x/%2E%2E${p}`,
    ];
    for (const file of files)
      for (const spelling of spellings(file)) {
        const r = await rawGet(E2E_PORT, spelling);
        expect(r.status, spelling).toBe(301);
        expect(r.headers["location"], spelling).toBe(file);
      }
    for (const api of [
      "//api/v1/salary?country=DE&position=engineer&experience=5",
      "/api/v1/%73alary?country=DE&position=engineer&experience=5",
      "/x/../api/v1/salary?country=DE&position=engineer&experience=5",
      "//api/v1/positions?q=%3Cb%3Eattacker%3C/b%3E",
    ]) {
      const r = await rawGet(E2E_PORT, api);
      expect(r.status, api).toBe(400);
      expect(r.body).not.toContain("attacker");
    }
    // No spelling can plant a German engineer under a US nurse's key.
    const us = JSON.parse((await rawGet(E2E_PORT, "/api/v1/salary?country=US&position=nurse&experience=1")).body) as {
      country: { code: string };
    };
    expect(us.country.code).toBe("US");
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

test("a render that throws answers 500 with a request id, is logged once, and the server keeps serving", async () => {
  test.setTimeout(60_000);
  const { child, port, output } = await startServer({ FAULT_INJECTION: "true" });
  try {
    const path = "/salary/DE/registered-nurse/7";
    const r = await rawGet(port, path, { "x-fault-inject": "render-throw" });
    expect(r.status).toBe(500);
    const id = String(r.headers["x-request-id"]);
    expect(id).toMatch(/^[\w-]{16}$/);
    await expect.poll(() => output()).toContain(`[${id}] 500 GET ${path}`);
    expect(output().split(`[${id}]`).length - 1).toBe(1);
    expect((await rawGet(port, path)).status).toBe(200);
  } finally {
    child.kill("SIGTERM");
  }
});

test("on-demand GETs are limited per address (429 with Retry-After); files and cached answers are not; x-fault-inject is ignored without FAULT_INJECTION", async () => {
  test.setTimeout(60_000);
  const { child, port } = await startServer({ ON_DEMAND_RATE_LIMIT_PER_MINUTE: "4" });
  try {
    const ask = (n: number) => rawGet(port, `/api/v1/salary?country=DE&position=nurse&experience=${n}`);
    expect((await ask(1)).status).toBe(200);
    expect((await ask(1)).status).toBe(200);
    for (const n of [2, 3]) expect((await ask(n)).status).toBe(200);
    const limited = await ask(4);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    const wait = Number(limited.headers["retry-after"]);
    expect(JSON.parse(limited.body)).toEqual({
      error: { code: "RATE_LIMITED", message: `Too many requests. Please wait ${wait} s and try again.` },
    });
    // A page under a language prefix is refused in that language, with Content-Language.
    const german = await rawGet(port, "/de/salary/DE/registered-nurse/5");
    expect(german.status).toBe(429);
    expect(german.headers["content-language"]).toBe("de");
    expect(german.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(german.body).toBe(
      `Zu viele Anfragen. Bitte warten Sie ${german.headers["retry-after"]} Sek. und versuchen Sie es erneut.\n`,
    );
    // The answer asked for twice is in the shared cache: served, whatever the limit, and the
    // fault-injection header does not get past the cache when the setting is off.
    const cached = await rawGet(port, "/api/v1/salary?country=DE&position=nurse&experience=1", {
      "x-fault-inject": "render-throw",
    });
    expect(cached.status).toBe(200);
    expect(cached.headers["age"]).toBeDefined();
    expect((await rawGet(port, "/faq")).status).toBe(200);
  } finally {
    child.kill("SIGTERM");
  }
});

/** A raw request (method, headers and body sent as written), answered status and body. */
function rawRequest(
  port: number,
  options: { method: string; path: string; headers?: Record<string, string>; body?: Buffer },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, method: options.method, path: options.path, headers: options.headers ?? {} },
      (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    // The server may answer and close before a large body is sent: that answer is what counts.
    req.on("error", (error) => (/EPIPE|ECONNRESET/.test(String(error)) ? undefined : reject(error)));
    req.end(options.body);
  });
}

test.describe("requests that must not cost or poison others", () => {
  test("a 20 MB sign-in post answers 413 at once and the server lives", async ({ request }) => {
    const started = Date.now();
    const answer = await rawRequest(E2E_PORT, {
      method: "POST",
      path: "/admin/login",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(20 * 1024 * 1024) },
      body: Buffer.alloc(64 * 1024, "a"),
    });
    expect(answer.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await request.get("/faq")).status()).toBe(200);
  });

  test("a crafted Host cannot store another page under a result page's address", async ({ request }) => {
    const path = "/salary/US/registered-nurses/16";
    for (let i = 0; i < 2; i++) {
      const crafted = await rawRequest(E2E_PORT, {
        method: "GET",
        path,
        headers: { host: "x/salary/US/registered-nurse-scam/16#" },
      });
      expect(crafted.status).toBe(400);
    }
    const page = await request.get(path);
    expect(page.status()).toBe(200);
    expect(await page.text()).not.toMatch(/scam/i);
  });

  test("POST and OPTIONS on a page answer 405 and render nothing; a raw # and an API trailing slash are refused", async () => {
    for (const method of ["POST", "OPTIONS"]) {
      const answer = await rawRequest(E2E_PORT, { method, path: "/salary/DE/registered-nurse/5" });
      expect(answer.status, method).toBe(405);
      expect(answer.body).not.toContain("<html");
    }
    const hash = await rawGet(E2E_PORT, "/api/v1/salary?country=IT&position=nurse&#&experience=7");
    expect(hash.status).toBe(400);
    const slash = await rawGet(E2E_PORT, "/api/v1/positions/?q=nurse");
    expect(slash.status).toBe(400);
    const clean = await rawGet(E2E_PORT, "/api/v1/salary?country=IT&position=nurse&experience=7");
    expect(JSON.parse(clean.body).query.experience).toBe(7);
  });
});

test("one address holding idle connections meets its cap; the server still answers it once they close", async () => {
  test.setTimeout(60_000);
  const { child, port } = await startServer({ MAX_CONNECTIONS_PER_ADDRESS: "20" });
  try {
    // Slow clients: connected, sending nothing.
    const sockets = Array.from({ length: 30 }, () => connect(port, "127.0.0.1"));
    const closedByServer = await Promise.all(
      sockets.map(
        (s) =>
          new Promise<boolean>((resolve) => {
            s.once("close", () => resolve(true));
            s.once("error", () => resolve(true));
            setTimeout(() => resolve(false), 2000);
          }),
      ),
    );
    expect(closedByServer.filter(Boolean)).toHaveLength(10);
    for (const s of sockets) s.destroy();
    await expect.poll(async () => (await rawGet(port, "/faq").catch(() => ({ status: 0 }))).status).toBe(200);
  } finally {
    child.kill("SIGTERM");
  }
});

test("one address viewing result pages at the limit's rate, with each page's ads request, meets no 429", async () => {
  test.setTimeout(60_000);
  const { child, port } = await startServer({ ON_DEMAND_RATE_LIMIT_PER_MINUTE: "20" });
  try {
    const statuses: number[] = [];
    for (let i = 1; i <= 20; i++) {
      statuses.push((await rawGet(port, `/salary/DE/registered-nurse/${i}`)).status);
      statuses.push((await rawGet(port, "/api/v1/ads?lang=en&country=DE")).status);
    }
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    expect((await rawGet(port, "/salary/DE/registered-nurse/21")).status).toBe(429);
  } finally {
    child.kill("SIGTERM");
  }
});

test("Google's ad hosts are in the page policy exactly while an AdSense publisher is enabled", async ({
  playwright,
}) => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(join(tmpdir(), "site-ads-policy-"));
  const env = { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: E2E_ADMIN.password };
  expect(spawnSync("npm", ["run", "-s", "admin:create", "--", "--email", E2E_ADMIN.email], { env }).status).toBe(0);
  const { child, port } = await startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: E2E_ADMIN.password });
  const base = `http://127.0.0.1:${port}`;
  const api = await playwright.request.newContext({ baseURL: base, extraHTTPHeaders: { origin: base } });
  try {
    const policy = async (path = "/faq") => (await api.get(path)).headers()["content-security-policy"] ?? "";
    expect(await policy()).not.toContain("googlesyndication");
    expect(await policy("/salary/DE/registered-nurse/5")).not.toContain("googlesyndication");
    // The admin test page previews AdSense units before any is enabled.
    expect(await policy("/admin/login")).toContain("https://pagead2.googlesyndication.com");

    const csrf = await signInWithApi(api);
    const created = await api.post("/api/v1/admin/publishers", {
      headers: { "x-csrf-token": csrf },
      data: {
        kind: "adsense",
        name: "Policy check",
        enabled: true,
        languages: ["en"],
        publisherId: "pub-1111222233334444",
        slots: { footer: "1234567890" },
      },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { publisher: { id: number } }).publisher.id;
    await expect.poll(() => policy()).toContain("https://pagead2.googlesyndication.com");
    // A result page rendered before and served from the shared cache carries today's policy too.
    await expect.poll(() => policy("/salary/DE/registered-nurse/5")).toContain("https://pagead2.googlesyndication.com");

    expect((await api.delete(`/api/v1/admin/publishers/${id}`, { headers: { "x-csrf-token": csrf } })).status()).toBe(
      204,
    );
    await expect.poll(() => policy()).not.toContain("googlesyndication");
    await expect.poll(() => policy("/salary/DE/registered-nurse/5")).not.toContain("googlesyndication");
  } finally {
    await api.dispose();
    child.kill("SIGTERM");
  }
});
