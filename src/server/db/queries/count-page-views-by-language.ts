import type { Db } from "../types.ts";

export interface LanguageCount {
  readonly lang: string | null;
  readonly count: number;
}

/** All-time page views per language (null when the beacon sent none). */
export async function countPageViewsByLanguage(db: Db): Promise<LanguageCount[]> {
  const rows = await db.all<LanguageCount>(
    `SELECT lang, COUNT(*) AS count FROM analytics_events WHERE name = 'page_view'
     GROUP BY lang ORDER BY count DESC, lang`,
  );
  return rows.map((r) => ({ lang: r.lang, count: Number(r.count) }));
}
