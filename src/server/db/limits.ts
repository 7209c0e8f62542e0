/** The write limit when DATABASE_WRITE_TIMEOUT_MS is not set (docs/scale-out.md). */
export const DEFAULT_WRITE_TIMEOUT_MS = 1_500;

/** Reads and migrations: an admin count over a large table may legitimately take seconds. */
export const READ_TIMEOUT_MS = 10_000;

/**
 * How long a read may take to get a connection and a first answer (the statement limit it sets):
 * a database that cannot do that is stalled, and the admin page answers 503 within 2 s instead
 * of waiting out the statement limit. The statement itself then has READ_TIMEOUT_MS.
 */
export const READ_ANSWER_MS = 1_800;

/**
 * The pool's own limit on a new connection's handshake. Reads and writes stop waiting sooner (their
 * budgets); a handshake that never completes still holds its pool slot until this.
 */
export const READ_ACQUIRE_TIMEOUT_MS = 5_000;
