/**
 * Shapes of the career guide's content files, written by editors as JSON under career-content/.
 * Every file is parsed with these schemas at build time, so a mistake fails the build with the
 * file and field named, never a visitor's page.
 *
 * Article bodies are structured blocks, never HTML: the site decides the markup, and text can
 * only carry the small inline syntax of inline-text.ts (bold, emphasis, links).
 */
import { z } from "zod";

/** One URL segment: lower-case ASCII words joined by single hyphens. Nothing else can reach a path. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = z
  .string()
  .max(80)
  .regex(SLUG_PATTERN, "must be lower-case ASCII words joined by hyphens (a-z, 0-9, -)");

const text = (max: number) => z.string().trim().min(1).max(max);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD");
const countryCode = z.string().regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code in capitals");

export const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}$/;

export const careerConfigSchema = z.strictObject({
  code: z.string().regex(LANGUAGE_CODE_PATTERN),
  name: text(60),
  nativeName: text(60),
  /** Where this language's guide lives, e.g. "/de/career-guide". */
  path: z.string().regex(/^\/[a-z0-9/-]*$/),
  homeText: text(200),
  guideText: text(400),
  enabled: z.boolean(),
  flag: text(16),
  rtl: z.boolean(),
});
export type CareerConfig = z.infer<typeof careerConfigSchema>;

export const SECTION_ICONS = [
  "handshake",
  "search",
  "trending-up",
  "chart",
  "globe",
  "shield",
  "book",
  "briefcase",
  "graduation",
  "laptop",
] as const;
export type SectionIcon = (typeof SECTION_ICONS)[number];

const tagsSchema = z.array(z.string().trim().min(2).max(40)).min(1).max(12);

interface ArticleEntryShape {
  id: string;
  title: string;
  subtitle: string;
  slug: string;
  tags: string[];
  featured: boolean;
  filePath: string;
  subArticles?: ArticleEntryShape[] | undefined;
}

const articleEntryBase = {
  /** Stable across languages: the same id is the same article in another language. */
  id: slugSchema,
  title: text(120),
  subtitle: text(240),
  slug: slugSchema,
  tags: tagsSchema,
  featured: z.boolean().default(false),
  /** Relative to the language folder, e.g. "articles/job-search/writing-a-cv.json". */
  filePath: z.string().regex(/^articles(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){2,4}\.json$/),
};

const nestedEntrySchema = z.strictObject(articleEntryBase);
const subEntrySchema = z.strictObject({
  ...articleEntryBase,
  subArticles: z.array(nestedEntrySchema).optional(),
});
export const articleEntrySchema = z.strictObject({
  ...articleEntryBase,
  subArticles: z.array(subEntrySchema).optional(),
});
export type ArticleEntry = ArticleEntryShape;

export const sectionSchema = z.strictObject({
  id: slugSchema,
  title: text(80),
  slug: slugSchema,
  description: text(300),
  color: z.string().regex(/^#[0-9a-f]{6}$/, "must be a colour written #rrggbb in lower case"),
  icon: z.enum(SECTION_ICONS),
  articles: z.array(articleEntrySchema).min(1),
});
export type Section = z.infer<typeof sectionSchema>;

export const careerIndexSchema = z.strictObject({
  sections: z.array(sectionSchema).min(1),
});
export type CareerIndex = z.infer<typeof careerIndexSchema>;

const inline = (max: number) => text(max);

export const blockSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("heading"), level: z.union([z.literal(2), z.literal(3)]), text: text(140) }),
  z.strictObject({ type: z.literal("paragraph"), text: inline(2000) }),
  z.strictObject({
    type: z.literal("list"),
    ordered: z.boolean().default(false),
    items: z.array(inline(600)).min(1).max(30),
  }),
  z.strictObject({
    type: z.literal("table"),
    caption: text(200),
    header: z.array(text(80)).min(2).max(8),
    rows: z
      .array(z.array(inline(300)).min(2).max(8))
      .min(1)
      .max(40),
  }),
  z.strictObject({
    type: z.literal("callout"),
    tone: z.enum(["info", "tip", "warning"]),
    title: text(100).optional(),
    text: inline(1000),
  }),
  /** Live figures from the salary engine, computed when the site is built. */
  z.strictObject({
    type: z.literal("salaryTable"),
    caption: text(200),
    /** A job title as a visitor would type it, in the article's language or English. */
    position: text(80),
    countries: z.array(countryCode).min(1).max(12),
    experience: z.number().int().min(0).max(40),
  }),
  /** A link to one salary result page, with the figure shown beside it. */
  z.strictObject({
    type: z.literal("salaryLink"),
    text: text(160),
    position: text(80),
    country: countryCode,
    experience: z.number().int().min(0).max(40),
  }),
]);
export type Block = z.infer<typeof blockSchema>;

export const sourceSchema = z.strictObject({
  title: text(200),
  publisher: text(120),
  url: z.url({ protocol: /^https$/ }),
  /** When the source was read or published. */
  date: isoDate,
});

export const articleSchema = z.strictObject({
  id: slugSchema,
  /** The last time an editor checked the article's facts. */
  updated: isoDate,
  readingMinutes: z.number().int().min(1).max(60),
  blocks: z.array(blockSchema).min(3),
  sources: z.array(sourceSchema).max(20).default([]),
});
export type Article = z.infer<typeof articleSchema>;

/** Walks the index's nesting (article → sub-article → nested sub-article) with each entry's slug path. */
export function* walkArticles(
  index: CareerIndex,
): Generator<{ section: Section; entry: ArticleEntry; slugs: string[]; parents: ArticleEntry[] }> {
  for (const section of index.sections) {
    for (const entry of section.articles) {
      yield { section, entry, slugs: [section.slug, entry.slug], parents: [] };
      for (const sub of entry.subArticles ?? []) {
        yield { section, entry: sub, slugs: [section.slug, entry.slug, sub.slug], parents: [entry] };
        for (const nested of sub.subArticles ?? []) {
          yield {
            section,
            entry: nested,
            slugs: [section.slug, entry.slug, sub.slug, nested.slug],
            parents: [entry, sub],
          };
        }
      }
    }
  }
}

/** Where an entry's body must live, derived from its slug path. */
export function expectedFilePath(slugs: readonly string[]): string {
  return `articles/${slugs.join("/")}.json`;
}
