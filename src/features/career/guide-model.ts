/**
 * What the career guide's pages show, built from the checked content: the guide home, section
 * pages and article pages of each language, the languages that have a given article, and the
 * fallback for languages without a guide of their own.
 */
import { DEFAULT_LANGUAGE } from "../../lib/i18n/languages.ts";
import { headingIds } from "../../lib/career/article-outline.ts";
import {
  walkArticles,
  type Article,
  type ArticleEntry,
  type Block,
  type CareerConfig,
  type CareerIndex,
  type EditorialPolicy,
  type Section,
} from "../../lib/career/content-schema.ts";
import { EDITORIAL_POLICY_SLUG, guidePath, guideRoot, guideSearchPath } from "../../lib/career/guide-paths.ts";
import { searchArticles, SEARCH_MIN_LENGTH } from "../../lib/career/guide-search.ts";
import { localizePath } from "../../lib/i18n/localized-path.ts";
import { relatedArticles } from "../../lib/career/related-articles.ts";

/** The loaded content, as the server's loader returns it (no file access here). */
export interface GuideContent {
  readonly languages: ReadonlyMap<
    string,
    {
      readonly config: CareerConfig;
      readonly index: CareerIndex;
      readonly articles: ReadonlyMap<string, Article>;
      readonly policy?: EditorialPolicy | undefined;
    }
  >;
}

export interface ArticleLink {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly tags: readonly string[];
  readonly href: string;
  readonly featured: boolean;
  readonly depth: number;
}

export interface SectionSummary {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly color: string;
  readonly icon: string;
  readonly href: string;
  /** Top-level articles with their sub-articles nested under each. */
  readonly articles: readonly (ArticleLink & { readonly children: readonly ArticleLink[] })[];
  readonly articleCount: number;
}

const enabled = (content: GuideContent) =>
  [...content.languages].filter(([, c]) => c.config.enabled).map(([code]) => code);

/** Languages with a guide of their own, English first. */
export function guideLanguages(content: GuideContent): string[] {
  return enabled(content).sort((a, b) =>
    a === DEFAULT_LANGUAGE ? -1 : b === DEFAULT_LANGUAGE ? 1 : a.localeCompare(b),
  );
}

/** Whose content a language's guide shows: its own, else English, else the first language that has one. */
export function contentLanguageFor(content: GuideContent, lang: string): string | null {
  const available = guideLanguages(content);
  if (available.includes(lang)) return lang;
  return available.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : (available[0] ?? null);
}

function linkOf(entry: ArticleEntry, lang: string, slugs: readonly string[]): ArticleLink {
  return {
    id: entry.id,
    title: entry.title,
    subtitle: entry.subtitle,
    tags: entry.tags,
    href: guidePath(lang, slugs, DEFAULT_LANGUAGE),
    featured: entry.featured,
    depth: slugs.length - 1,
  };
}

/** Every article of a language (all levels) as links, in index order. */
export function allArticleLinks(content: GuideContent, lang: string): ArticleLink[] {
  const c = content.languages.get(lang);
  if (!c) return [];
  return [...walkArticles(c.index)].map(({ entry, slugs }) => linkOf(entry, lang, slugs));
}

function summarize(section: Section, lang: string): SectionSummary {
  const articles = section.articles.map((entry) => ({
    ...linkOf(entry, lang, [section.slug, entry.slug]),
    children: (entry.subArticles ?? []).map((sub) => linkOf(sub, lang, [section.slug, entry.slug, sub.slug])),
  }));
  let count = 0;
  for (const a of section.articles) {
    count += 1 + (a.subArticles ?? []).reduce((n, s) => n + 1 + (s.subArticles?.length ?? 0), 0);
  }
  return {
    id: section.id,
    slug: section.slug,
    title: section.title,
    description: section.description,
    color: section.color,
    icon: section.icon,
    href: guidePath(lang, [section.slug], DEFAULT_LANGUAGE),
    articles,
    articleCount: count,
  };
}

export interface GuideHomeModel {
  /** Whose articles are listed: the page's language, or the fallback's. */
  readonly contentLang: string;
  readonly isFallback: boolean;
  readonly config: CareerConfig;
  readonly sections: readonly SectionSummary[];
  readonly featured: readonly ArticleLink[];
  /** Every article of the content language, all levels, in index order (what search looks through). */
  readonly articles: readonly ArticleLink[];
  readonly articleCount: number;
}

/** Longest query the search reads, as the search box allows. */
export const GUIDE_QUERY_MAX = 100;

export interface GuideSearchModel {
  readonly contentLang: string;
  readonly query: string;
  /** The quick search's matches; empty for a query under SEARCH_MIN_LENGTH. */
  readonly results: readonly ArticleLink[];
  /** Whether the query was long enough to search. */
  readonly searched: boolean;
  readonly action: string;
  readonly home: string;
}

/**
 * The guide's search as the server answers it, for a browser without JavaScript: the same
 * quick search over titles, tags and subtitles as the page's script runs.
 */
export function guideSearchModel(content: GuideContent, lang: string, rawQuery: string): GuideSearchModel | null {
  const contentLang = contentLanguageFor(content, lang);
  if (!contentLang) return null;
  const query = rawQuery.trim().slice(0, GUIDE_QUERY_MAX);
  const searched = [...query].length >= SEARCH_MIN_LENGTH;
  return {
    contentLang,
    query,
    results: searched ? searchArticles(allArticleLinks(content, contentLang), query, contentLang) : [],
    searched,
    action: guideSearchPath(lang, DEFAULT_LANGUAGE),
    home: guideRoot(lang, DEFAULT_LANGUAGE),
  };
}

export function guideHomeModel(content: GuideContent, lang: string): GuideHomeModel | null {
  const contentLang = contentLanguageFor(content, lang);
  const c = contentLang ? content.languages.get(contentLang) : undefined;
  if (!contentLang || !c) return null;
  const links = allArticleLinks(content, contentLang);
  return {
    contentLang,
    isFallback: contentLang !== lang,
    config: c.config,
    sections: c.index.sections.map((s) => summarize(s, contentLang)),
    featured: links.filter((l) => l.featured),
    articles: links,
    articleCount: links.length,
  };
}

export function sectionModel(content: GuideContent, lang: string, slug: string): SectionSummary | null {
  const section = content.languages.get(lang)?.index.sections.find((s) => s.slug === slug);
  return section ? summarize(section, lang) : null;
}

export interface Crumb {
  readonly label: string;
  readonly href: string;
}

export interface ArticleModel {
  readonly entry: ArticleEntry;
  readonly article: Article;
  readonly section: SectionSummary;
  readonly slugs: readonly string[];
  readonly path: string;
  /** Section and parent articles, from the guide home down to (not including) this article. */
  readonly crumbs: readonly Crumb[];
  readonly parent: ArticleLink | null;
  readonly children: readonly ArticleLink[];
  readonly siblings: readonly ArticleLink[];
  readonly related: readonly ArticleLink[];
  /** Heading ids, in block order (null for blocks that are not headings). */
  readonly headingIds: readonly (string | null)[];
  readonly toc: readonly { readonly id: string; readonly text: string }[];
  readonly languages: readonly string[];
  /** Where this language's editorial and corrections policy is. */
  readonly policyHref: string;
  /** The contact form, where readers report an error. */
  readonly contactHref: string;
}

/** Languages whose guide has an article at exactly these slugs. */
export function languagesWithArticle(content: GuideContent, slugs: readonly string[]): string[] {
  const key = slugs.join("/");
  return guideLanguages(content).filter((code) =>
    [...walkArticles(content.languages.get(code)!.index)].some((w) => w.slugs.join("/") === key),
  );
}

export function articleModel(
  content: GuideContent,
  lang: string,
  slugs: readonly string[],
  guideLabel: string,
): ArticleModel | null {
  const c = content.languages.get(lang);
  if (!c || slugs.length < 2) return null;
  const key = slugs.join("/");
  const all = [...walkArticles(c.index)];
  const found = all.find((w) => w.slugs.join("/") === key);
  const article = found ? c.articles.get(found.entry.filePath) : undefined;
  if (!found || !article) return null;

  const section = summarize(found.section, lang);
  const parentEntry = found.parents.at(-1);
  const parentSlugs = found.slugs.slice(0, -1);
  const parent = parentEntry ? linkOf(parentEntry, lang, parentSlugs) : null;
  const childrenOf = (entry: ArticleEntry, at: readonly string[]) =>
    (entry.subArticles ?? []).map((sub) => linkOf(sub, lang, [...at, sub.slug]));
  const siblings = parentEntry
    ? childrenOf(parentEntry, parentSlugs)
    : found.section.articles.map((a) => linkOf(a, lang, [found.section.slug, a.slug]));

  const crumbs: Crumb[] = [
    { label: guideLabel, href: guideRoot(lang, DEFAULT_LANGUAGE) },
    { label: section.title, href: section.href },
    ...found.parents.map((p, i) => ({
      label: p.title,
      href: guidePath(lang, found.slugs.slice(0, i + 2), DEFAULT_LANGUAGE),
    })),
  ];

  const blockIds = blockHeadingIds(article.blocks);
  const toc = article.blocks.flatMap((b, i) =>
    b.type === "heading" && b.level === 2 ? [{ id: blockIds[i]!, text: b.text }] : [],
  );

  const links = all.map((w) => linkOf(w.entry, lang, w.slugs));
  return {
    entry: found.entry,
    article,
    section,
    slugs: found.slugs,
    path: guidePath(lang, found.slugs, DEFAULT_LANGUAGE),
    crumbs,
    parent,
    children: childrenOf(found.entry, found.slugs),
    siblings,
    related: relatedArticles(found.entry, links),
    headingIds: blockIds,
    toc,
    languages: languagesWithArticle(content, found.slugs),
    policyHref: guidePath(lang, [EDITORIAL_POLICY_SLUG], DEFAULT_LANGUAGE),
    contactHref: localizePath("/contact", lang, DEFAULT_LANGUAGE),
  };
}

/** Each block's heading id (null for blocks that are not headings), unique within the page. */
export function blockHeadingIds(blocks: readonly Block[]): (string | null)[] {
  const ids = headingIds(blocks.flatMap((b) => (b.type === "heading" ? [b.text] : [])));
  let next = 0;
  return blocks.map((b) => (b.type === "heading" ? (ids[next++] ?? null) : null));
}

export interface PolicyModel {
  readonly policy: EditorialPolicy;
  /** Heading ids, in block order (null for blocks that are not headings). */
  readonly headingIds: readonly (string | null)[];
  readonly guideHref: string;
  /** Languages whose guide has its own policy. */
  readonly languages: readonly string[];
}

/** The editorial policy page of a language with a guide of its own. */
export function policyModel(content: GuideContent, lang: string): PolicyModel | null {
  const policy = content.languages.get(lang)?.policy;
  if (!policy) return null;
  return {
    policy,
    headingIds: blockHeadingIds(policy.blocks),
    guideHref: guideRoot(lang, DEFAULT_LANGUAGE),
    languages: guideLanguages(content).filter((code) => content.languages.get(code)?.policy),
  };
}

/** Every pre-built guide address: the home in every offered language, sections and articles where they exist. */
export function guideStaticSlugs(
  content: GuideContent,
  offered: readonly string[],
): { lang: string; slugs: string[] }[] {
  const out: { lang: string; slugs: string[] }[] = offered.map((lang) => ({ lang, slugs: [] }));
  for (const lang of guideLanguages(content)) {
    const c = content.languages.get(lang)!;
    if (c.policy) out.push({ lang, slugs: [EDITORIAL_POLICY_SLUG] });
    for (const section of c.index.sections) out.push({ lang, slugs: [section.slug] });
    for (const { slugs } of walkArticles(c.index)) out.push({ lang, slugs });
  }
  return out;
}
