import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Db, DbSession, Dialect } from "./types.ts";

/** The few spots where the dialects differ, written {{name}} in the .sql files. */
const DIALECT_TOKENS: Record<Dialect, Record<string, string>> = {
  sqlite: { id_column: "INTEGER PRIMARY KEY", json: "TEXT" },
  postgres: { id_column: "BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY", json: "JSONB" },
};

/**
 * "006_name.sql" serves both backends; "006_name.sqlite.sql" and "006_name.postgres.sql" are one
 * migration written twice, for the rare change (triggers) the dialects cannot share.
 */
const MIGRATION_FILE = /^(\d{3}_[a-z0-9_]+)(?:\.(sqlite|postgres))?\.sql$/;

export interface Migration {
  readonly version: string;
  readonly sql: string;
}

/**
 * Next to this file when run from source (server start-up, tests, astro dev). Astro's
 * server bundle lives elsewhere, so it falls back to the path below the working directory.
 */
export function migrationsDir(): string {
  const beside = fileURLToPath(new URL("./migrations/", import.meta.url));
  return existsSync(beside) ? beside : resolve("src/server/db/migrations");
}

export function readMigrations(dialect: Dialect, dir = migrationsDir()): Migration[] {
  return readdirSync(dir)
    .map((file) => ({ file, match: MIGRATION_FILE.exec(file) }))
    .filter(({ match }) => match !== null && (match[2] === undefined || match[2] === dialect))
    .sort((a, b) => a.file.localeCompare(b.file))
    .map(({ file, match }) => ({
      version: match![1]!,
      sql: readFileSync(resolve(dir, file), "utf8").replace(/\{\{(\w+)\}\}/g, (_, token: string) => {
        const value = DIALECT_TOKENS[dialect][token];
        if (value === undefined) throw new Error(`${file}: unknown token {{${token}}}`);
        return value;
      }),
    }));
}

async function applyOne(dialect: Dialect, s: DbSession, migration: Migration): Promise<boolean> {
  // IMMEDIATE takes SQLite's write lock before the check, so two processes cannot both apply.
  await s.exec(dialect === "sqlite" ? "BEGIN IMMEDIATE" : "BEGIN");
  try {
    const done = await s.all("SELECT 1 FROM schema_migrations WHERE version = $1", [migration.version]);
    if (done.length > 0) {
      await s.exec("ROLLBACK");
      return false;
    }
    await s.exec(migration.sql);
    await s.all("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)", [migration.version, Date.now()]);
    await s.exec("COMMIT");
    return true;
  } catch (error) {
    await s.exec("ROLLBACK");
    throw new Error(`Migration ${migration.version} failed: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Applies the pending numbered migrations, each in its own transaction, and returns the
 * versions it applied. Running it again is a no-op; on PostgreSQL an advisory lock makes
 * instances that start together wait for each other.
 */
export async function runMigrations(db: Db, migrations = readMigrations(db.dialect)): Promise<string[]> {
  return db.withSchemaLock(async (session) => {
    await session.exec(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)",
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      if (await applyOne(db.dialect, session, migration)) applied.push(migration.version);
    }
    return applied;
  });
}
