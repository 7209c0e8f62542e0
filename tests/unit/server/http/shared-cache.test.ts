import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { holdResponse } from "../../../../src/server/http/buffered-response.ts";
import { createSharedCache } from "../../../../src/server/http/shared-cache.ts";

// A small JSON answer (sent as it is when rendered) and a page (compressed when rendered).
const ANSWER = JSON.stringify({ figures: Array.from({ length: 80 }, (_, i) => ({ year: i, median: 41000 + i })) });
const PAGE = `<!doctype html>${"<p>a result page with figures</p>".repeat(600)}`;
// Larger than a quarter of the test cache (1 MiB), like an uncompressed sitemap in the real one.
const HUGE = `<?xml version="1.0"?>${"<url><loc>https://example.com/salary/x</loc></url>".repeat(6000)}`;
let renders = 0;

const cache = createSharedCache({ maxBytes: 1024 * 1024 });
let server: Server;
let port = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (cache.serve(req, res)) return;
    holdResponse(req, res, (held) => cache.store(req, held));
    renders++;
    const page = req.url?.startsWith("/page");
    const huge = req.url?.startsWith("/huge");
    // A policy that changes between renders, as the server's does when ads are configured.
    res.setHeader("Content-Security-Policy", `script-src 'self' render-${renders}`);
    res.writeHead(200, {
      "Content-Type": page ? "text/html; charset=utf-8" : huge ? "application/xml" : "application/json",
      "Cache-Control": req.url?.includes("private") ? "private" : "public, s-maxage=60",
    });
    res.end(page ? PAGE : huge ? HUGE : ANSWER);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, acceptEncoding?: string) {
  return new Promise<{ headers: IncomingMessage["headers"]; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
    const req = request({ host: "127.0.0.1", port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const text = (r: { headers: IncomingMessage["headers"]; body: Buffer }) =>
  r.headers["content-encoding"] === "br"
    ? brotliDecompressSync(r.body).toString()
    : r.headers["content-encoding"] === "gzip"
      ? gunzipSync(r.body).toString()
      : r.body.toString();

describe("the shared cache", () => {
  it("does not keep a body over its per-entry cap, so repeated huge answers leave warm entries cached", async () => {
    for (let i = 0; i < 2; i++) await get("/answer-warm", "br");
    renders = 0;
    for (let i = 0; i < 8; i++) expect((await get("/huge-sitemap", "identity")).body.length).toBe(HUGE.length);
    expect(renders).toBe(8);
    await get("/answer-warm", "br");
    expect(renders).toBe(8);
  });

  it("sends a small answer as it is when rendered, and compresses it once when it serves it again", async () => {
    renders = 0;
    // Asked twice (the cache admits what was asked for before), rendered both times.
    for (let i = 0; i < 2; i++) {
      const first = await get("/answer-one", "br, gzip");
      expect(first.headers["content-encoding"]).toBeUndefined();
      expect(first.body.toString()).toBe(ANSWER);
    }

    const second = await get("/answer-one", "gzip, br");
    expect(second.headers["content-encoding"]).toBe("br");
    expect(Number(second.headers["content-length"])).toBe(second.body.length);
    expect(second.body.length).toBeLessThan(ANSWER.length / 2);
    expect(text(second)).toBe(ANSWER);

    const third = await get("/answer-one", "br");
    expect(third.body.equals(second.body)).toBe(true);
    expect(renders).toBe(2);
  });

  it("keeps apart clients that accept different codings, and never sends a refused one", async () => {
    renders = 0;
    await get("/answer-two", "br, gzip");
    await get("/answer-two", "br, gzip");
    expect((await get("/answer-two", "br, gzip")).headers["content-encoding"]).toBe("br");
    await get("/answer-two", "br;q=0, gzip");
    for (let i = 0; i < 2; i++) {
      const gzip = await get("/answer-two", "br;q=0, gzip");
      expect(gzip.headers["content-encoding"] ?? "none").not.toBe("br");
      expect(text(gzip)).toBe(ANSWER);
      const plain = await get("/answer-two");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString()).toBe(ANSWER);
    }
    expect((await get("/answer-two", "br;q=0, gzip")).headers["content-encoding"]).toBe("gzip");
    expect(renders).toBe(6);
  });

  it("stores no Content-Security-Policy, so a cached answer carries the policy of the moment it is served", async () => {
    for (let i = 0; i < 2; i++) await get("/answer-policy", "br");
    const rendersBefore = renders;
    const cached = await get("/answer-policy", "br");
    expect(renders).toBe(rendersBefore);
    expect(cached.headers["content-security-policy"]).toBeUndefined();
  });

  it("compresses a page when it is rendered", async () => {
    await get("/page", "br");
    const page = await get("/page", "br");
    expect(page.headers["content-encoding"]).toBe("br");
    expect(text(page)).toBe(PAGE);
    expect((await get("/page", "br")).body.equals(page.body)).toBe(true);
  });

  it("ignores query parameters a route does not read, and keeps nothing private", async () => {
    renders = 0;
    await get("/page?utm=1", "br");
    await get("/page?utm=2", "br");
    expect(renders).toBe(0);
    await get("/api/private", "br");
    await get("/api/private", "br");
    expect(renders).toBe(2);
  });

  it("keeps popular entries through a burst of one-off URLs (only what was asked for before is admitted)", async () => {
    const small = createSharedCache({ maxBytes: 64 * 1024 });
    let rendered = 0;
    const handle = (path: string) => {
      const req = { method: "GET", url: path, headers: { "accept-encoding": "br" } } as unknown as IncomingMessage;
      const served: { body?: Buffer } = {};
      const res = {
        writeHead: () => undefined,
        end: (b: Buffer) => (served.body = b),
      } as unknown as import("node:http").ServerResponse;
      if (small.serve(req, res)) return "hit";
      rendered++;
      small.store(req, {
        status: 200,
        headers: { "content-type": "text/html", "cache-control": "public, s-maxage=600" },
        body: Buffer.from(PAGE.slice(0, 4000)),
      } as never);
      return "miss";
    };
    handle("/popular");
    handle("/popular");
    expect(handle("/popular")).toBe("hit");
    for (let i = 0; i < 400; i++) handle(`/junk-${i}`);
    expect(handle("/popular")).toBe("hit");
    expect(rendered).toBe(402);
  });

  it("lets x-fault-inject bypass the cache only where fault injection is enabled", () => {
    const req = (fault: boolean) =>
      ({
        method: "GET",
        url: "/faulty",
        headers: fault ? { "x-fault-inject": "salary-page" } : {},
      }) as unknown as IncomingMessage;
    const res = { writeHead: () => undefined, end: () => undefined } as unknown as import("node:http").ServerResponse;
    const held = { status: 200, headers: { "cache-control": "public, s-maxage=60" }, body: Buffer.from("x") } as never;
    for (const faultInjection of [false, true]) {
      const c = createSharedCache({ faultInjection });
      c.store(req(false), held);
      c.store(req(false), held);
      expect(c.serve(req(true), res)).toBe(!faultInjection);
    }
  });
});
