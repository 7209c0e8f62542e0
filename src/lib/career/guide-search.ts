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

/**
 * The full-text index is fetched on demand, so for a few seconds it has not answered yet.
 * "pending" while it loads or searches, "failed" when it could not be loaded, else its count of
 * articles the quick search did not already list.
 */
export type FullTextState = "pending" | "failed" | number;

export type SearchStatus =
  | { readonly kind: "hint" }
  | { readonly kind: "pending" }
  | { readonly kind: "none" }
  | { readonly kind: "count"; readonly count: number };

/**
 * What the status line says. "Nothing found" waits for the full-text index: in languages whose
 * titles use one word (Hindi "सैलरी") and whose bodies use another ("वेतन"), the quick search
 * alone finds nothing, and saying so before the index answers sent visitors away.
 */
export function searchStatus(query: string, quickCount: number, fullText: FullTextState): SearchStatus {
  if ([...query.trim()].length < SEARCH_MIN_LENGTH) return { kind: "hint" };
  if (quickCount > 0) return { kind: "count", count: quickCount };
  if (fullText === "pending") return { kind: "pending" };
  if (fullText === "failed" || fullText === 0) return { kind: "none" };
  return { kind: "count", count: fullText };
}
