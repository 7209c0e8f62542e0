import { join } from "node:path";
import { env } from "../../config/env.ts";
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
let reserved: Promise<Db> | undefined;

/**
 * The admin's own PostgreSQL connections: sign-in, sessions and the admin pages run on a small
 * pool of their own, so a flood of visitor writes that fills the shared pool and its queue
 * cannot lock the owner out.
 */
export const RESERVED_POOL = { max: 2, maxQueue: 20 } as const;

/** Every database this process opened through sharedDatabase: a shutdown closes them all. */
const opened = new Set<Db>();

/** Closes every database opened through sharedDatabase (on shutdown). */
export async function closeSharedDatabases(): Promise<void> {
  const all = [...opened];
  opened.clear();
  await Promise.allSettled(all.map((db) => db.close()));
}

/**
 * The admin's database: on PostgreSQL a pool of its own (RESERVED_POOL), opened and migrated on
 * first use; SQLite has no pool to exhaust, so there it is the shared database.
 */
export function sharedReservedDatabase(): Promise<Db> {
  const settings = databaseSettingsFromEnv();
  if (!settings.databaseUrl) return sharedDatabase();
  reserved ??= openShared(
    { ...settings, poolMax: RESERVED_POOL.max, poolQueueMax: RESERVED_POOL.maxQueue },
    () => (reserved = undefined),
  );
  return reserved;
}

/** The process-wide database, opened and migrated on first use (a no-op after start-up ran them). */
export function sharedDatabase(): Promise<Db> {
  shared ??= openShared(databaseSettingsFromEnv(), () => (shared = undefined));
  return shared;
}

/** Opens, records for shutdown and migrates; on failure `forget` lets the next request retry instead of caching it. */
function openShared(settings: DatabaseSettings, forget: () => void): Promise<Db> {
  return (async () => {
    const db = openDatabase(settings);
    opened.add(db);
    await runMigrations(db);
    return db;
  })().catch((error: unknown) => {
    forget();
    throw error;
  });
}
