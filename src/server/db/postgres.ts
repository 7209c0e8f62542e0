import pg from "pg";
import { DEFAULT_WRITE_TIMEOUT_MS, READ_ACQUIRE_TIMEOUT_MS, READ_ANSWER_MS, READ_TIMEOUT_MS } from "./limits.ts";
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
  /**
   * The most a write may take, from asking for a connection to its commit, before it fails and
   * the caller answers 503. Migrations wait as long for their connection (a route's first write
   * runs them).
   */
  readonly writeTimeoutMs?: number | undefined;
}

export class PoolQueueFullError extends Error {
  constructor(waiting: number) {
    super(`PostgreSQL pool queue is full (${waiting} waiting)`);
    this.name = "PoolQueueFullError";
  }
}

export class WriteTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`PostgreSQL did not complete the write within ${timeoutMs} ms`);
    this.name = "WriteTimeoutError";
  }
}

export class ReadStalledError extends Error {
  constructor(timeoutMs: number) {
    super(`PostgreSQL did not start answering a read within ${timeoutMs} ms`);
    this.name = "ReadStalledError";
  }
}

/**
 * Only a plain SELECT counts as a read; anything else, INSERT … RETURNING through `all`
 * included, may hold locks and runs under the write limit.
 */
const isRead = (sql: string): boolean => /^\s*SELECT\b/i.test(sql);

/** The shared backend for several site instances (docs/scale-out.md). */
export function openPostgres(connectionString: string, options: PostgresOptions = {}): Db {
  const writeTimeoutMs = options.writeTimeoutMs ?? DEFAULT_WRITE_TIMEOUT_MS;
  // A stalled database must fail a write (503) quickly rather than hold it and every request
  // queued behind it. Connections start with the write limit as their statement_timeout, so
  // the hot path (every API request writes) needs no extra round trip; reads raise it for their
  // one statement. The server enforces it even when the client has already given up, so a write
  // answered with 503 cannot commit long after.
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    // The reads' wait; writes give up on theirs sooner (acquire).
    connectionTimeoutMillis: READ_ACQUIRE_TIMEOUT_MS,
    statement_timeout: writeTimeoutMs,
    // Client side, for a server that stops answering entirely (no statement_timeout can fire).
    query_timeout: READ_TIMEOUT_MS,
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.error("PostgreSQL pool error:", error.message));
  const maxQueue = options.maxQueue ?? 100;

  /** A connection within `timeoutMs`, from the idle ones, a new handshake, or the queue. */
  const acquire = async (
    timeoutMs: number,
    expiredError = () => new WriteTimeoutError(timeoutMs),
  ): Promise<pg.PoolClient> => {
    // Only a full pool queues; waitingCount counts those already queued.
    if (pool.waitingCount >= maxQueue) throw new PoolQueueFullError(pool.waitingCount);
    const pending = pool.connect();
    if (timeoutMs >= READ_ACQUIRE_TIMEOUT_MS) return await pending;
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        // pg-pool cannot withdraw a wait: a connection that arrives late goes straight back, and
        // one that never does ends at the pool's own (reads') limit.
        pending.then(
          (client) => client.release(),
          () => undefined,
        );
        reject(expiredError());
      }, timeoutMs);
    });
    try {
      return await Promise.race([pending, expired]);
    } finally {
      clearTimeout(timer);
    }
  };

  /** On any failure the connection is dropped: it may still be busy with the abandoned statement. */
  const onClient = async <T>(
    timeoutMs: number,
    work: (client: pg.PoolClient) => Promise<T>,
    expiredError?: () => Error,
  ): Promise<T> => {
    const client = await acquire(timeoutMs, expiredError);
    // The pool listens for errors only on idle clients; a connection lost while checked out
    // would otherwise emit an unhandled 'error' and end the process. The query in flight
    // rejects with the same error, so noting it is enough.
    let lost: Error | undefined;
    const onError = (error: Error) => (lost = error);
    client.on("error", onError);
    try {
      const result = await work(client);
      client.removeListener("error", onError);
      client.release(lost);
      return result;
    } catch (error) {
      client.removeListener("error", onError);
      client.release(lost ?? (error instanceof Error ? error : true));
      throw error;
    }
  };

  const write = async (sql: string, params: readonly unknown[]): Promise<pg.QueryResult> => {
    const deadline = performance.now() + writeTimeoutMs;
    return onClient(writeTimeoutMs, async (client) => {
      // One budget for the wait and the statement, so a write that queued long gets the rest.
      const left = Math.floor(deadline - performance.now());
      if (left <= 0) throw new WriteTimeoutError(writeTimeoutMs);
      try {
        // query_timeout per query is honoured by pg's Client but missing from its types.
        const config = { text: sql, values: params as unknown[], query_timeout: left } as pg.QueryConfig;
        return await client.query(config);
      } catch (error) {
        throw (error as Error).message === "Query read timeout" ? new WriteTimeoutError(writeTimeoutMs) : error;
      }
    });
  };

  const read = (sql: string, params: readonly unknown[]): Promise<pg.QueryResult> => {
    const deadline = performance.now() + READ_ANSWER_MS;
    return onClient(
      READ_ANSWER_MS,
      async (client) => {
        // The first round trip is also the check that the database answers at all.
        const left = Math.floor(deadline - performance.now());
        if (left <= 0) throw new ReadStalledError(READ_ANSWER_MS);
        const raise = { text: `SET statement_timeout = ${READ_TIMEOUT_MS}`, query_timeout: left } as pg.QueryConfig;
        try {
          await client.query(raise);
        } catch (error) {
          throw (error as Error).message === "Query read timeout" ? new ReadStalledError(READ_ANSWER_MS) : error;
        }
        const result = await client.query(sql, params as unknown[]);
        // Back to the connection's write limit for whoever takes it next.
        await client.query("RESET statement_timeout");
        return result;
      },
      () => new ReadStalledError(READ_ANSWER_MS),
    );
  };

  const query = (sql: string, params: readonly unknown[]) => (isRead(sql) ? read(sql, params) : write(sql, params));

  return {
    dialect: "postgres",
    all: async <T>(sql: string, params: readonly unknown[] = []) => (await query(sql, params)).rows as T[],
    run: async (sql, params = []) => (await write(sql, params)).rowCount ?? 0,
    withSchemaLock: (work) =>
      onClient(writeTimeoutMs, async (client) => {
        // Migrations may rebuild large tables, and waiting for another instance's is expected.
        await client.query(`SET statement_timeout = ${READ_TIMEOUT_MS}`);
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
          await client.query("RESET statement_timeout");
        }
      }),
    close: () => pool.end(),
  };
}
