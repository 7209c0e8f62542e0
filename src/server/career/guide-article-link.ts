import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_LANGUAGE } from "../../lib/i18n/languages.ts";
import { careerIndexSchema, walkArticles } from "../../lib/career/content-schema.ts";
import { guidePath } from "../../lib/career/guide-paths.ts";
import { careerContentRoot } from "./career-content.ts";

export interface GuideArticleLink {
  readonly href: string;
  readonly title: string;
}

const cache = new Map<string, GuideArticleLink | null>();

/**
 * The link to one guide article in a language (its address and its title there), or null where
 * the language's guide lacks it. Reads only that language's index, once: a result page rendered
 * on demand needs one title, not the whole guide.
 */
export function guideArticleLink(lang: string, slugs: readonly string[]): GuideArticleLink | null {
  const key = `${lang}:${slugs.join("/")}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  let link: GuideArticleLink | null = null;
  try {
    const raw: unknown = JSON.parse(readFileSync(join(careerContentRoot(), lang, "index.json"), "utf8"));
    const index = careerIndexSchema.parse(raw);
    for (const { entry, slugs: path } of walkArticles(index)) {
      if (path.join("/") === slugs.join("/"))
        link = { href: guidePath(lang, path, DEFAULT_LANGUAGE), title: entry.title };
    }
  } catch {
    link = null;
  }
  cache.set(key, link);
  return link;
}
