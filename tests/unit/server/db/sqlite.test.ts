// A SQLite file locked by another writer: writes give up after the configured wait.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { openSqlite } from "../../../../src/server/db/sqlite.ts";

const dir = mkdtempSync(join(tmpdir(), "site-sqlite-busy-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Another connection (a thread, since node:sqlite waits for a lock synchronously) takes the
 * write lock, holds it for `holdMs` and lets go; resolves once it holds the lock.
 */
function holdWriteLock(file: string, holdMs: number): Promise<Worker> {
  const worker = new Worker(
    `const { DatabaseSync } = require("node:sqlite");
     const { parentPort, workerData } = require("node:worker_threads");
     const db = new DatabaseSync(workerData.file);
     db.exec("BEGIN IMMEDIATE");
     parentPort.postMessage("locked");
     setTimeout(() => { db.exec("COMMIT"); db.close(); parentPort.postMessage("released"); }, workerData.holdMs);`,
    { eval: true, workerData: { file, holdMs } },
  );
  return new Promise((resolve, reject) => {
    worker.once("message", () => resolve(worker));
    worker.once("error", reject);
  });
}

describe("SQLite under another writer's lock", () => {
  it("a write fails (the caller answers 503) instead of waiting out a lock held longer than the limit", async () => {
    const file = join(dir, "locked.sqlite");
    const db = openSqlite(file, { busyTimeoutMs: 200 });
    try {
      await db.run("CREATE TABLE IF NOT EXISTS t (v INTEGER)");
      // Held far longer than the limit, yet well within what the old 5 s wait would have outlasted.
      const holder = await holdWriteLock(file, 2_000);
      const released = new Promise((resolve) => holder.once("message", resolve));
      await expect(db.run("INSERT INTO t (v) VALUES (1)")).rejects.toThrow(/locked|busy/i);
      await released;
      // The same connection writes again once the lock is gone.
      expect(await db.run("INSERT INTO t (v) VALUES (2)")).toBe(1);
      expect(await db.all<{ v: number }>("SELECT v FROM t")).toEqual([{ v: 2 }]);
      await holder.terminate();
    } finally {
      await db.close();
    }
  }, 30_000);

  it("reads answer at once and the process keeps running while a write waits for the lock", async () => {
    const file = join(dir, "reads.sqlite");
    const db = openSqlite(file, { busyTimeoutMs: 1_000 });
    try {
      await db.run("CREATE TABLE IF NOT EXISTS t (v INTEGER)");
      await db.run("INSERT INTO t (v) VALUES (7)");
      const holder = await holdWriteLock(file, 2_000);
      const waiting = db.run("INSERT INTO t (v) VALUES (8)").catch((error: unknown) => error);
      // The event loop is free: timers fire on time while the write waits.
      const started = Date.now();
      let ticks = 0;
      await new Promise<void>((resolve) => {
        const timer = setInterval(() => {
          ticks++;
          if (Date.now() - started < 500) return;
          clearInterval(timer);
          resolve();
        }, 10);
      });
      expect(ticks).toBeGreaterThan(20);
      const readAt = Date.now();
      expect(await db.all<{ v: number }>("SELECT v FROM t")).toEqual([{ v: 7 }]);
      expect(Date.now() - readAt).toBeLessThan(100);
      expect(String(await waiting)).toMatch(/locked|busy/i);
      await holder.terminate();
    } finally {
      await db.close();
    }
  }, 30_000);
});
