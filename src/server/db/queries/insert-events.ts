import type { Db, SqlValue } from "../types.ts";

export interface EventRow {
  readonly createdAt: number;
  readonly name: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly lang: string | null;
  readonly variant: string | null;
  readonly page: string;
  readonly visitorHash: string;
  /** Raised on the analytics demo page: kept out of the real counts. */
  readonly demo: boolean;
}

const COLUMNS = 8;

/**
 * Inserts a batch in one statement, so it commits (or fails) as a whole, rollup counters
 * included (the trigger runs inside the statement). Resolves after the commit.
 */
export async function insertEvents(db: Db, rows: readonly EventRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const values = rows
    .map((_, r) => `(${Array.from({ length: COLUMNS }, (_, c) => `$${r * COLUMNS + c + 1}`).join(", ")})`)
    .join(", ");
  const params = rows.flatMap((row): SqlValue[] => [
    row.createdAt,
    row.name,
    JSON.stringify(row.params),
    row.lang,
    row.variant,
    row.page,
    row.visitorHash,
    row.demo ? 1 : 0,
  ]);
  return db.run(
    `INSERT INTO analytics_events (created_at, name, params, lang, variant, page, visitor_hash, demo) VALUES ${values}`,
    params,
  );
}
