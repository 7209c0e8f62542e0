import pg from "pg";
import type { Db, DbSession } from "./types.ts";

/** Any fixed number works; it only has to be the same in every instance of this site. */
const MIGRATION_LOCK_KEY = 7_402_511;

// BIGINT (int8) columns hold epoch milliseconds and counts, far below 2^53: read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface PostgresOptions {
  readonly max?: number;
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
  return {
    dialect: "postgres",
    all: async <T>(sql: string, params: readonly unknown[] = []) =>
      (await pool.query(sql, params as unknown[])).rows as T[],
    run: async (sql, params = []) => (await pool.query(sql, params as unknown[])).rowCount ?? 0,
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
