import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { holdResponse, type HeldResponse } from "../../../../src/server/http/buffered-response.ts";

const PAGE = `<!doctype html><title>x</title>${"<p>salary figures and more text</p>".repeat(500)}`;
/** Compressible, but small enough to fit in TCP's initial window with its headers. */
const ANSWER = JSON.stringify({
  series: Array.from({ length: 100 }, (_, experience) => ({ experience, median: 50000 })),
});
const held: HeldResponse[] = [];

/** Routes written the ways the app writes: writeHead + chunks, setHeader + end, a Buffer, an error. */
function app(req: IncomingMessage, res: ServerResponse) {
  res.setHeader("X-Set-Before", "security");
  const discard = holdResponse(req, res, (h) => held.push(h));
  const path = req.url ?? "/";
  if (path === "/page") {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, s-maxage=60" });
    res.write(PAGE.slice(0, 1000));
    res.write(Buffer.from(PAGE.slice(1000)));
    res.end();
  } else if (path === "/answer") {
    res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "public, s-maxage=60" });
    res.end(ANSWER);
  } else if (path === "/small") {
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ ok: true }));
  } else if (path === "/png") {
    res.writeHead(200, { "Content-Type": "image/png" });
    res.end(Buffer.alloc(4096, 7));
  } else if (path === "/no-transform") {
    res.writeHead(200, { "Content-Type": "text/html", "Cache-Control": "no-transform" });
    res.end(PAGE);
  } else if (path === "/redirect") {
    res.writeHead(301, { Location: "/page" });
    res.end();
  } else if (path === "/fail") {
    res.writeHead(200, { "Content-Type": "text/html" });
    res.write("half a page");
    if (discard()) {
      res.writeHead(500, { "Content-Type": "text/plain" });
      res.end("Internal server error");
    }
  }
}

let server: Server;
let port = 0;
beforeAll(async () => {
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("held responses", () => {
  it("compress the whole body once with the client's preferred coding, with a length", async () => {
    const br = await get("/page", { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toBe("Accept-Encoding");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE);

    const gz = await get("/page", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(PAGE);

    const plain = await get("/page", { "accept-encoding": "br;q=0, identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["vary"]).toBe("Accept-Encoding");
    expect(plain.body.toString()).toBe(PAGE);
  });

  it("leave small bodies, images and no-transform responses as they are", async () => {
    expect(ANSWER.length).toBeGreaterThan(2048);
    for (const path of ["/small", "/answer", "/png", "/no-transform"]) {
      const response = await get(path, { "accept-encoding": "br, gzip" });
      expect(response.headers["content-encoding"], path).toBeUndefined();
      expect(Number(response.headers["content-length"]), path).toBe(response.body.length);
    }
  });

  it("hand the finished response to the cache without the headers set before holding, in an exact-size buffer", async () => {
    held.length = 0;
    await get("/page", { "accept-encoding": "br" });
    const stored = held[0];
    expect(stored?.status).toBe(200);
    expect(stored?.headers["x-set-before"]).toBeUndefined();
    expect(stored?.headers["cache-control"]).toBe("public, s-maxage=60");
    expect(stored?.headers["content-encoding"]).toBe("br");
    expect(stored?.body.buffer.byteLength).toBeLessThanOrEqual(Math.ceil((stored?.body.length ?? 0) * 1.25));
  });

  it("send HEAD and redirects without a body, and an error page instead of a half-written one", async () => {
    const head = await get("/page", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const redirect = await get("/redirect");
    expect(redirect.status).toBe(301);
    expect(redirect.headers["location"]).toBe("/page");
    const failed = await get("/fail");
    expect(failed.status).toBe(500);
    expect(failed.body.toString()).toBe("Internal server error");
  });
});
