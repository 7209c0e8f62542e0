/**
 * The guide's quick search: a query of at least two characters, matched without regard to case
 * against each article's title, subtitle and tags, sub-articles included. Title matches come
 * first, then tag matches, then subtitle matches, each in the index's order.
 */

export const SEARCH_MIN_LENGTH = 2;

export interface SearchableArticle {
  readonly title: string;
  readonly subtitle: string;
  readonly tags: readonly string[];
}

/** Case- and width-folded text for comparison (NFKC folds full-width Latin, ligatures and the like). */
export function foldForSearch(text: string, locale: string): string {
  return text.normalize("NFKC").toLocaleLowerCase(locale).trim().replace(/\s+/g, " ");
}

export function searchArticles<T extends SearchableArticle>(
  articles: readonly T[],
  query: string,
  locale: string,
): T[] {
  const q = foldForSearch(query, locale);
  if ([...q].length < SEARCH_MIN_LENGTH) return [];
  const ranked: { article: T; rank: number; order: number }[] = [];
  articles.forEach((article, order) => {
    let rank = -1;
    if (foldForSearch(article.title, locale).includes(q)) rank = 0;
    else if (article.tags.some((tag) => foldForSearch(tag, locale).includes(q))) rank = 1;
    else if (foldForSearch(article.subtitle, locale).includes(q)) rank = 2;
    if (rank >= 0) ranked.push({ article, rank, order });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.order - b.order).map((r) => r.article);
}
