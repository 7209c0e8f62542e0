// Writes against a PostgreSQL that does not answer in time fail within the write limit (the
// handlers answer 503); reads fail as soon as the database does not start answering, but a
// statement it is working on keeps the longer limit. Against the real server (skipped when
// none answers); each case would succeed, late, under the old 5 s connect and 10 s query limits.
import { connect, createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { openPostgres, ReadStalledError } from "../../../../src/server/db/postgres.ts";
import { stallingProxy } from "../../../e2e/stalling-proxy.ts";
import type { Db } from "../../../../src/server/db/types.ts";
import { postgresBackend, reachablePostgres, type TestBackend } from "../test-databases.ts";

const adminUrl = await reachablePostgres();
const WRITE_TIMEOUT_MS = 300;

/** A forwarder to the real server that sits on every new connection for `delayMs` first. */
async function slowHandshake(target: URL, delayMs: number): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const keep = (socket: Socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  };
  const server: Server = createServer((inbound) => {
    keep(inbound);
    inbound.pause();
    setTimeout(() => {
      if (inbound.destroyed) return;
      const outbound = connect(Number(target.port || 5432), target.hostname);
      keep(outbound);
      inbound.pipe(outbound).pipe(inbound);
      inbound.resume();
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(target);
  url.port = String((server.address() as { port: number }).port);
  return {
    url: url.href,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!adminUrl)("PostgreSQL write and read limits", () => {
  let backend: TestBackend & { readonly url: string };
  let db: Db;

  beforeAll(async () => {
    backend = await postgresBackend(adminUrl!);
    await backend.open().run("CREATE TABLE stall_probe (v INTEGER)");
    db = openPostgres(backend.url, { writeTimeoutMs: WRITE_TIMEOUT_MS });
  });
  afterAll(async () => {
    await db?.close();
    await backend?.dispose();
  });

  const rows = async () =>
    (await backend.open().all<{ v: number }>("SELECT v FROM stall_probe ORDER BY v")).map((r) => r.v);

  it("a write blocked by a lock fails within the limit, and the database cancels it too", async () => {
    const holder = new pg.Client({ connectionString: backend.url });
    await holder.connect();
    await holder.query("BEGIN");
    await holder.query("LOCK TABLE stall_probe IN ACCESS EXCLUSIVE MODE");
    let released = false;
    const release = new Promise<void>((resolve) =>
      setTimeout(() => {
        released = true;
        void holder.query("COMMIT").then(() => resolve());
      }, 3_000),
    );
    try {
      await expect(db.run("INSERT INTO stall_probe (v) VALUES (1)")).rejects.toThrow();
      expect(released).toBe(false);
      await release;
      // Once the lock is gone, a write that only the client had given up on would commit now.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await rows()).toEqual([]);
    } finally {
      await release;
      await holder.end();
    }
  }, 30_000);

  it("a write (also INSERT … RETURNING through all) running past the limit fails; a read may take longer", async () => {
    await expect(db.run("INSERT INTO stall_probe (v) SELECT 2 FROM pg_sleep(0.8)")).rejects.toThrow();
    await expect(db.all("INSERT INTO stall_probe (v) SELECT 3 FROM pg_sleep(0.8) RETURNING v")).rejects.toThrow();
    expect(await db.all<{ ok: number }>("SELECT 1 AS ok FROM pg_sleep(0.8)")).toEqual([{ ok: 1 }]);
    expect(await rows()).toEqual([]);
    // Writes within the limit still go through on the same pool.
    expect(await db.run("INSERT INTO stall_probe (v) VALUES (4)")).toBe(1);
    await db.run("DELETE FROM stall_probe");
  }, 30_000);

  it("a connection lost mid-statement fails that statement only, and the pool carries on", async () => {
    // Settled into a value at once: the rejection may come before anything awaits it.
    const sleeping = db.all("SELECT 7 AS lost FROM pg_sleep(5)").then(
      () => "answered",
      (error: unknown) => error,
    );
    const admin = backend.open();
    await expect
      .poll(async () =>
        admin.all("SELECT pid FROM pg_stat_activity WHERE query LIKE 'SELECT 7 AS lost%' AND pid <> pg_backend_pid()"),
      )
      .toHaveLength(1);
    await admin.all(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'SELECT 7 AS lost%' AND pid <> pg_backend_pid()",
    );
    expect(await sleeping).toBeInstanceOf(Error);
    expect(await db.all<{ ok: number }>("SELECT 1 AS ok")).toEqual([{ ok: 1 }]);
  }, 30_000);

  it("a write waiting for a connection of a busy pool fails within the limit", async () => {
    const single = openPostgres(backend.url, { max: 1, writeTimeoutMs: WRITE_TIMEOUT_MS });
    try {
      const longRead = single.all("SELECT 1 AS ok FROM pg_sleep(2)");
      await expect(single.run("INSERT INTO stall_probe (v) VALUES (5)")).rejects.toThrow();
      expect(await longRead).toEqual([{ ok: 1 }]);
    } finally {
      await single.close();
    }
    expect(await rows()).toEqual([]);
  }, 30_000);

  it("a read on a database that stops answering fails as stalled, on a pooled connection and on a new one", async () => {
    const target = new URL(backend.url);
    const proxy = await stallingProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(backend.url);
    url.port = String(proxy.port);
    const stalling = openPostgres(url.href, { max: 2, writeTimeoutMs: WRITE_TIMEOUT_MS });
    try {
      expect(await stalling.all<{ ok: number }>("SELECT 1 AS ok")).toEqual([{ ok: 1 }]);
      proxy.stall();
      // The pooled connection never answers; the second read needs a handshake that never completes.
      const [pooled, fresh] = await Promise.allSettled([stalling.all("SELECT 1"), stalling.all("SELECT 2")]);
      for (const r of [pooled, fresh]) {
        expect(r.status).toBe("rejected");
        expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ReadStalledError);
      }
    } finally {
      await stalling.close().catch(() => undefined);
      await proxy.close();
    }
  }, 30_000);

  it("a read whose connection is not set up in time fails as stalled, before the handshake completes", async () => {
    const gate = await slowHandshake(new URL(backend.url), 4_000);
    const slow = openPostgres(gate.url, { writeTimeoutMs: WRITE_TIMEOUT_MS });
    let opened = false;
    const timer = setTimeout(() => (opened = true), 4_000);
    try {
      await expect(slow.all("SELECT 1")).rejects.toBeInstanceOf(ReadStalledError);
      expect(opened).toBe(false);
    } finally {
      clearTimeout(timer);
      await slow.close();
      await gate.close();
    }
  }, 30_000);

  it("a read the database is working on keeps its statement limit past the answer budget", async () => {
    expect(await db.all<{ ok: number }>("SELECT 1 AS ok FROM pg_sleep(2.2)")).toEqual([{ ok: 1 }]);
  }, 30_000);

  it("a write whose connection is not set up within the limit fails", async () => {
    const gate = await slowHandshake(new URL(backend.url), 3_000);
    const slow = openPostgres(gate.url, { writeTimeoutMs: WRITE_TIMEOUT_MS });
    try {
      await expect(slow.run("INSERT INTO stall_probe (v) VALUES (6)")).rejects.toThrow();
    } finally {
      await slow.close();
      await gate.close();
    }
    expect(await rows()).toEqual([]);
  }, 30_000);
});
