/**
 * Shapes of the career guide's content files, written by editors as JSON under career-content/.
 * Every file is parsed with these schemas at build time, so a mistake fails the build with the
 * file and field named, never a visitor's page.
 *
 * Article bodies are structured blocks, never HTML: the site decides the markup, and text can
 * only carry the small inline syntax of inline-text.ts (bold, emphasis, links).
 */
import { z } from "zod";
import { sourceAuthority } from "./source-authority.ts";

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

/**
 * A link to the site's front page names no fact: a source must point at the page or document
 * that states it. `homepage: true` marks the rare source whose front page is the point (a job
 * board recommended to readers, say), so the exception is written down, not accidental.
 */
export function isBareHomePage(url: string): boolean {
  const { pathname, search } = new URL(url);
  if (search) return false;
  // A language or index segment alone ("/en/", "/index.html", "/tr") is still the front page.
  return /^\/(?:[a-z]{2}(?:[-_][a-z]{2,4})?\/?)?(?:index\.(?:html?|php|aspx?))?$/i.test(pathname);
}

export const sourceSchema = z
  .strictObject({
    title: text(200),
    publisher: text(120),
    url: z.url({ protocol: /^https$/ }),
    /** When an editor last read the source and found the fact there. */
    accessed: isoDate,
    /** When the source itself was published or last changed, where it says. */
    published: isoDate.optional(),
    homepage: z.literal(true).optional(),
  })
  .refine((s) => s.homepage === true || !isBareHomePage(s.url), {
    message: "links to a site's front page: link the page or document that states the fact (or mark homepage: true)",
    path: ["url"],
  })
  .refine((s) => sourceAuthority(s.url) !== "low", {
    message:
      "is on a host that cannot be a source (document-sharing, anonymous or personal pages, search or tag pages, shortlinks): cite the authority's own page",
    path: ["url"],
  });
export type Source = z.infer<typeof sourceSchema>;

/** Who is responsible for an article: the editorial team or a named role, never an invented person. */
export const authorSchema = z.strictObject({
  name: text(120),
  /** Organization for the team; Person only for a real, named contributor. */
  kind: z.enum(["Organization", "Person"]).default("Organization"),
});

export const articleSchema = z.strictObject({
  id: slugSchema,
  /** The last time the article's text changed. */
  updated: isoDate,
  /** The last time an editor checked every fact against its source. */
  reviewed: isoDate,
  author: authorSchema,
  readingMinutes: z.number().int().min(1).max(60),
  blocks: z.array(blockSchema).min(3),
  sources: z.array(sourceSchema).min(2, "needs at least two sources").max(20),
});
export type Article = z.infer<typeof articleSchema>;

/** The guide's editorial and corrections policy in one language: one page beside the sections. */
export const editorialPolicySchema = z.strictObject({
  title: text(120),
  description: text(300),
  updated: isoDate,
  blocks: z
    .array(blockSchema)
    .min(3)
    .refine((blocks) => blocks.every((b) => b.type !== "salaryTable" && b.type !== "salaryLink"), {
      message: "the policy shows no salary figures",
    }),
});
export type EditorialPolicy = z.infer<typeof editorialPolicySchema>;

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
