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
  /** When it was asked for (ms), for the write timeout. */
  readonly at: number;
}

export interface SqliteOptions {
  /**
   * How long a write waits for another process's write lock before it fails (the caller answers
   * 503). The wait is asynchronous: the lock is tried again every BUSY_RETRY_MS, so the process
   * keeps serving meanwhile.
   */
  readonly busyTimeoutMs?: number | undefined;
}

/**
 * SQLite's own wait for a lock, which node:sqlite spends blocking the event loop: only long
 * enough to ride out a checkpoint. A held write lock is waited for by retrying instead.
 */
const SYNC_BUSY_TIMEOUT_MS = 20;
const BUSY_RETRY_MS = 25;

/** A statement that only reads: in WAL mode it runs beside any writer, so it never queues behind one. */
const READ_ONLY = /^\s*(SELECT|WITH)\b(?![\s\S]*\b(INSERT|UPDATE|DELETE|REPLACE)\b)/i;

const isBusy = (error: unknown): boolean => /SQLITE_BUSY|database is locked/i.test(String((error as Error)?.message));

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
  const writeTimeoutMs = Math.round(options.busyTimeoutMs ?? DEFAULT_WRITE_TIMEOUT_MS);
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = ${SYNC_BUSY_TIMEOUT_MS};`);
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
    try {
      db.exec("BEGIN IMMEDIATE");
    } catch (error) {
      if (!isBusy(error)) {
        const failed = queue;
        queue = [];
        for (const item of failed) item.reject(error);
        return;
      }
      // Another process holds the write lock: writes past their timeout fail, the rest try again.
      const now = Date.now();
      const expired = queue.filter((item) => now - item.at >= writeTimeoutMs);
      queue = queue.filter((item) => now - item.at < writeTimeoutMs);
      for (const item of expired) item.reject(error);
      if (queue.length > 0 && !scheduled) {
        scheduled = true;
        setTimeout(flush, BUSY_RETRY_MS);
      }
      return;
    }
    const batch = queue;
    queue = [];
    const outcomes: { ok: boolean; value: unknown }[] = [];
    try {
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
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject, at: Date.now() });
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
    // A read runs at once outside the write transaction; a write (or INSERT … RETURNING) joins the group commit.
    all: (sql, params) =>
      READ_ONLY.test(sql) && !db.isTransaction
        ? new Promise((resolve) => resolve(directAll(sql, params)))
        : enqueue(() => directAll(sql, params)),
    run: (sql, params = []) => enqueue(() => Number(prepare(sql).run(...(params as SQLInputValue[])).changes)),
    // Other processes sharing the file wait on SQLite's own lock (BEGIN IMMEDIATE in the migrator).
    withSchemaLock: (work) => {
      const previous = schemaLocks.get(file) ?? Promise.resolve();
      // Migrating waits for another process's migration as before (at start-up, once): SQLite's
      // own wait, for the write timeout, rather than failing at the first busy answer.
      const migrate = async () => {
        db.exec(`PRAGMA busy_timeout = ${writeTimeoutMs}`);
        try {
          return await work(session);
        } finally {
          db.exec(`PRAGMA busy_timeout = ${SYNC_BUSY_TIMEOUT_MS}`);
        }
      };
      const next = previous.catch(() => undefined).then(migrate);
      schemaLocks.set(file, next);
      return next;
    },
    close: async () => {
      while (queue.length > 0 || scheduled) await new Promise((resolve) => setImmediate(resolve));
      db.close();
    },
  };
}
