/** The write limit when DATABASE_WRITE_TIMEOUT_MS is not set (docs/scale-out.md). */
export const DEFAULT_WRITE_TIMEOUT_MS = 1_500;

/** Reads and migrations: an admin count over a large table may legitimately take seconds. */
export const READ_TIMEOUT_MS = 10_000;

/** How long a read waits for a connection, as before writes got a limit of their own. */
export const READ_ACQUIRE_TIMEOUT_MS = 5_000;
