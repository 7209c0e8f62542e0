import type { Db } from "../types.ts";

export interface LanguageCount {
  readonly lang: string | null;
  readonly count: number;
}

/** All-time page views per language (null when the beacon sent none), from the rollup counters. */
export async function countPageViewsByLanguage(db: Db, demo: boolean): Promise<LanguageCount[]> {
  const rows = await db.all<{ lang: string; count: number }>(
    `SELECT lang, SUM(count) AS count FROM analytics_counts WHERE name = 'page_view' AND demo = $1
     GROUP BY lang ORDER BY count DESC, lang`,
    [demo ? 1 : 0],
  );
  return rows.map((r) => ({ lang: r.lang === "" ? null : r.lang, count: Number(r.count) }));
}
