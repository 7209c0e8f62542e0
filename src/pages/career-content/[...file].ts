import type { APIRoute } from "astro";
import { walkArticles } from "../../lib/career/content-schema.ts";
import { careerContent } from "../../server/career/career-content.ts";

/**
 * The guide's content as static JSON, pre-built: each language's config.json and index.json,
 * and every article at its file path (which is also its slug path). What is served is the
 * checked content, re-serialised, never the raw file.
 */
export function getStaticPaths() {
  const paths: { params: { file: string }; props: { body: unknown } }[] = [];
  for (const [code, c] of careerContent().languages) {
    paths.push({ params: { file: `${code}/config.json` }, props: { body: c.config } });
    paths.push({ params: { file: `${code}/index.json` }, props: { body: c.index } });
    for (const { entry } of walkArticles(c.index)) {
      const article = c.articles.get(entry.filePath);
      if (article) paths.push({ params: { file: `${code}/${entry.filePath}` }, props: { body: article } });
    }
  }
  return paths;
}

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify((props as { body: unknown }).body), {
    headers: { "content-type": "application/json; charset=utf-8" },
  });
