import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { DEFAULT_WRITE_TIMEOUT_MS } from "./limits.ts";
import type { Db, DbSession, SqlValue } from "./types.ts";

/**
 * Schema locks per file within this process: the migrator awaits between statements, so two
 * connections of one process could otherwise interleave their transactions (tests open several).
 */
const schemaLocks = new Map<string, Promise<unknown>>();

/** $1 → ?1: SQLite's numbered parameters, so a parameter may appear twice like in PostgreSQL. */
const toSqlite = (sql: string): string => sql.replace(/\$(\d+)/g, "?$1");

interface Queued {
  readonly work: () => unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

export interface SqliteOptions {
  /**
   * How long a statement waits for another process's write lock before it fails (the caller
   * answers 503). node:sqlite waits synchronously, so this also bounds how long such a lock can
   * freeze the whole process, pages included.
   */
  readonly busyTimeoutMs?: number | undefined;
}

/**
 * The embedded default backend (node:sqlite). WAL lets readers run beside the writer;
 * synchronous=FULL syncs the WAL on every commit, so a write we acknowledged survives
 * a power cut, not only a process crash.
 *
 * Group commit: statements issued in the same turn of the event loop run in one transaction,
 * each inside its own savepoint (so one failure does not undo the others), and every promise
 * settles only after the COMMIT. One fsync then covers all concurrent requests instead of one each.
 */
export function openSqlite(file: string, options: SqliteOptions = {}): Db {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  const busyTimeoutMs = Math.round(options.busyTimeoutMs ?? DEFAULT_WRITE_TIMEOUT_MS);
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = ${busyTimeoutMs};`);
  const statements = new Map<string, StatementSync>();
  const prepare = (sql: string): StatementSync => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(toSqlite(sql));
      statements.set(sql, statement);
    }
    return statement;
  };

  let queue: Queued[] = [];
  let scheduled = false;
  const flush = (): void => {
    scheduled = false;
    if (queue.length === 0) return;
    // A migration holds a transaction on this connection: wait until it ends.
    if (db.isTransaction) return schedule();
    const batch = queue;
    queue = [];
    const outcomes: { ok: boolean; value: unknown }[] = [];
    try {
      db.exec("BEGIN IMMEDIATE");
      for (const item of batch) {
        db.exec("SAVEPOINT statement");
        try {
          outcomes.push({ ok: true, value: item.work() });
          db.exec("RELEASE statement");
        } catch (error) {
          db.exec("ROLLBACK TO statement; RELEASE statement");
          outcomes.push({ ok: false, value: error });
        }
      }
      db.exec("COMMIT");
    } catch (error) {
      if (db.isTransaction) db.exec("ROLLBACK");
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, i) => (outcomes[i]!.ok ? item.resolve(outcomes[i]!.value) : item.reject(outcomes[i]!.value)));
  };
  const schedule = (): void => {
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
  const enqueue = <T>(work: () => T): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      schedule();
    });

  const directAll = <T>(sql: string, params: readonly SqlValue[] = []): T[] =>
    prepare(sql).all(...(params as SQLInputValue[])) as T[];
  const session: DbSession = {
    all: async (sql, params) => directAll(sql, params),
    exec: async (sql) => db.exec(sql),
  };
  return {
    dialect: "sqlite",
    all: (sql, params) => enqueue(() => directAll(sql, params)),
    run: (sql, params = []) => enqueue(() => Number(prepare(sql).run(...(params as SQLInputValue[])).changes)),
    // Other processes sharing the file wait on SQLite's own lock (BEGIN IMMEDIATE in the migrator).
    withSchemaLock: (work) => {
      const previous = schemaLocks.get(file) ?? Promise.resolve();
      const next = previous.catch(() => undefined).then(() => work(session));
      schemaLocks.set(file, next);
      return next;
    },
    close: async () => {
      while (queue.length > 0 || scheduled) await new Promise((resolve) => setImmediate(resolve));
      db.close();
    },
  };
}
