export type Dialect = "sqlite" | "postgres";
export type SqlValue = string | number | null;

/**
 * The storage both backends offer. SQL is written once in PostgreSQL style ($1, $2…);
 * the SQLite backend rewrites the placeholders to ?1, ?2…, so one query serves both
 * unless its file says otherwise.
 */
export interface Db {
  readonly dialect: Dialect;
  /** Rows of a SELECT (or of INSERT … RETURNING). */
  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** Runs one statement and resolves with the number of rows it changed, after it committed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
  /**
   * Runs `work` on one connection while holding the schema lock: a PostgreSQL advisory
   * lock (so instances starting together migrate one at a time) or SQLite's write lock.
   */
  withSchemaLock<T>(work: (session: DbSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** One connection, used for migrations: scripts of several statements and explicit transactions. */
export interface DbSession {
  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** Runs a script of several statements without parameters. */
  exec(sql: string): Promise<void>;
}
