/**
 * Related articles: others sharing at least one tag with the current one, ranked by how many
 * tags they share (ties keep the index's order), three by default.
 */

export const RELATED_LIMIT = 3;

export interface TaggedArticle {
  readonly id: string;
  readonly tags: readonly string[];
}

export function relatedArticles<T extends TaggedArticle>(
  current: TaggedArticle,
  all: readonly T[],
  limit: number = RELATED_LIMIT,
): T[] {
  const mine = new Set(current.tags.map((t) => t.toLowerCase()));
  return all
    .map((article, order) => ({
      article,
      order,
      shared: new Set(article.tags.map((t) => t.toLowerCase()).filter((t) => mine.has(t))).size,
    }))
    .filter((r) => r.article.id !== current.id && r.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, Math.max(0, limit))
    .map((r) => r.article);
}
