import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { Db, DbSession, SqlValue } from "./types.ts";

/**
 * Schema locks per file within this process: the migrator awaits between statements, so two
 * connections of one process could otherwise interleave their transactions (tests open several).
 */
const schemaLocks = new Map<string, Promise<unknown>>();

/** $1 → ?1: SQLite's numbered parameters, so a parameter may appear twice like in PostgreSQL. */
const toSqlite = (sql: string): string => sql.replace(/\$(\d+)/g, "?$1");

/**
 * The embedded default backend (node:sqlite). WAL lets readers run beside the writer;
 * synchronous=FULL syncs the WAL on every commit, so a write we acknowledged survives
 * a power cut, not only a process crash.
 */
export function openSqlite(file: string): Db {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;",
  );
  const statements = new Map<string, StatementSync>();
  const prepare = (sql: string): StatementSync => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(toSqlite(sql));
      statements.set(sql, statement);
    }
    return statement;
  };
  const all = async <T>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> =>
    prepare(sql).all(...(params as SQLInputValue[])) as T[];
  const session: DbSession = {
    all,
    exec: async (sql) => db.exec(sql),
  };
  return {
    dialect: "sqlite",
    all,
    run: async (sql, params = []) => Number(prepare(sql).run(...(params as SQLInputValue[])).changes),
    // Other processes sharing the file wait on SQLite's own lock (BEGIN IMMEDIATE in the migrator).
    withSchemaLock: (work) => {
      const previous = schemaLocks.get(file) ?? Promise.resolve();
      const next = previous.catch(() => undefined).then(() => work(session));
      schemaLocks.set(file, next);
      return next;
    },
    close: async () => db.close(),
  };
}
