import { join } from "node:path";
import { env } from "../../env.ts";
import { runMigrations } from "./migrate.ts";
import { openPostgres } from "./postgres.ts";
import { openSqlite } from "./sqlite.ts";
import type { Db } from "./types.ts";

export interface DatabaseSettings {
  readonly databaseUrl?: string | undefined;
  readonly dataDir: string;
  readonly poolMax: number;
  readonly poolQueueMax: number;
  /** Milliseconds a write may take before it fails into a 503 (DATABASE_WRITE_TIMEOUT_MS). */
  readonly writeTimeoutMs?: number;
}

export const databaseSettingsFromEnv = (): DatabaseSettings => ({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  poolMax: env.DATABASE_POOL_MAX,
  poolQueueMax: env.DATABASE_POOL_QUEUE_MAX,
  writeTimeoutMs: env.DATABASE_WRITE_TIMEOUT_MS,
});

/** PostgreSQL when DATABASE_URL is set, else the embedded SQLite file in DATA_DIR. */
export function openDatabase(settings: DatabaseSettings): Db {
  return settings.databaseUrl
    ? openPostgres(settings.databaseUrl, {
        max: settings.poolMax,
        maxQueue: settings.poolQueueMax,
        writeTimeoutMs: settings.writeTimeoutMs,
      })
    : openSqlite(join(settings.dataDir, "site.sqlite"), { busyTimeoutMs: settings.writeTimeoutMs });
}

let shared: Promise<Db> | undefined;

/**
 * Every database this process opened through sharedDatabase, across bundles: the server
 * script and the pre-built route chunks each carry their own copy of this module, and a
 * shutdown must close them all.
 */
const OPENED = Symbol.for("salary-site.opened-databases");
const opened = ((globalThis as Record<symbol, unknown>)[OPENED] ??= new Set<Db>()) as Set<Db>;

/** Closes every database opened through sharedDatabase (on shutdown). */
export async function closeSharedDatabases(): Promise<void> {
  const all = [...opened];
  opened.clear();
  await Promise.allSettled(all.map((db) => db.close()));
}

/** The process-wide database, opened and migrated on first use (a no-op after start-up ran them). */
export function sharedDatabase(): Promise<Db> {
  shared ??= (async () => {
    const db = openDatabase(databaseSettingsFromEnv());
    opened.add(db);
    await runMigrations(db);
    return db;
  })().catch((error: unknown) => {
    shared = undefined; // let the next request retry instead of caching the failure
    throw error;
  });
  return shared;
}
