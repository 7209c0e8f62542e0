// Backends for the storage suite: SQLite in a temp dir, and a throw-away PostgreSQL database
// on 127.0.0.1:5432 (trust auth) when one answers. TEST_PG_URL overrides the admin connection.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openPostgres } from "../../../src/server/db/postgres.ts";
import { openSqlite } from "../../../src/server/db/sqlite.ts";
import type { Db } from "../../../src/server/db/types.ts";

export interface TestBackend {
  readonly name: "sqlite" | "postgres";
  /** A new connection (pool) to this run's database; call it twice for two "instances". */
  open(): Db;
  dispose(): Promise<void>;
}

export const ADMIN_URLS = process.env.TEST_PG_URL
  ? [process.env.TEST_PG_URL]
  : ["postgres://postgres@127.0.0.1:5432/test", "postgres://root@127.0.0.1:5432/test"];

/** The first admin URL that accepts a connection within a second, or undefined. */
export async function reachablePostgres(): Promise<string | undefined> {
  for (const url of ADMIN_URLS) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query("SELECT 1");
      return url;
    } catch {
      // try the next user
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return undefined;
}

export function sqliteBackend(): TestBackend {
  const dir = mkdtempSync(join(tmpdir(), "site-db-test-"));
  const opened: Db[] = [];
  return {
    name: "sqlite",
    open() {
      const db = openSqlite(join(dir, "site.sqlite"));
      opened.push(db);
      return db;
    },
    async dispose() {
      for (const db of opened) await db.close().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Creates a database of its own on the server behind `adminUrl`, dropped by dispose(). */
export async function postgresBackend(adminUrl: string): Promise<TestBackend & { readonly url: string }> {
  const database = `site_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const opened: Db[] = [];
  return {
    name: "postgres",
    url: url.href,
    open() {
      const db = openPostgres(url.href, { max: 4 });
      opened.push(db);
      return db;
    },
    async dispose() {
      for (const db of opened) await db.close().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
