import pg from "pg";
import type { Db, DbSession } from "./types.ts";

/** Any fixed number works; it only has to be the same in every instance of this site. */
const MIGRATION_LOCK_KEY = 7_402_511;

// BIGINT (int8) columns hold epoch milliseconds and counts, far below 2^53: read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface PostgresOptions {
  readonly max?: number;
  /**
   * Requests allowed to wait for a connection once all `max` are busy. Past it a query fails at
   * once (the caller answers 503) instead of joining a queue that only grows while the database
   * is slow, holding memory and sockets for requests whose clients have long given up.
   */
  readonly maxQueue?: number;
}

export class PoolQueueFullError extends Error {
  constructor(waiting: number) {
    super(`PostgreSQL pool queue is full (${waiting} waiting)`);
    this.name = "PoolQueueFullError";
  }
}

/** The shared backend for several site instances (docs/scale-out.md). */
export function openPostgres(connectionString: string, options: PostgresOptions = {}): Db {
  // Bounded waits: a server that accepts TCP but never answers, or a long lock, must fail a
  // request (503) rather than hold it and every request queued behind it.
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    query_timeout: 10_000,
    statement_timeout: 10_000,
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.error("PostgreSQL pool error:", error.message));
  const maxQueue = options.maxQueue ?? 100;
  const query = (sql: string, params: readonly unknown[]) => {
    // Only a full pool queues; waitingCount counts those already queued.
    if (pool.waitingCount >= maxQueue) return Promise.reject(new PoolQueueFullError(pool.waitingCount));
    return pool.query(sql, params as unknown[]);
  };
  return {
    dialect: "postgres",
    all: async <T>(sql: string, params: readonly unknown[] = []) => (await query(sql, params)).rows as T[],
    run: async (sql, params = []) => (await query(sql, params)).rowCount ?? 0,
    withSchemaLock: async (work) => {
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        const session: DbSession = {
          all: async <T>(sql: string, params: readonly unknown[] = []) =>
            (await client.query(sql, params as unknown[])).rows as T[],
          exec: async (sql) => void (await client.query(sql)),
        };
        try {
          return await work(session);
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
