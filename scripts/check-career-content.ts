/**
 * Checks career-content/ the way the build does and prints every problem as "file: field: message".
 * Beyond the schemas it checks that each folder is one of the site's languages and that every
 * live salary block finds an occupation in each of its countries.
 *
 *   npm run check:career            all languages
 *   npm run check:career -- tr es   only these
 *   npm run check:career -- --root DIR   a copy of career-content/ elsewhere (a draft)
 */
import { languageDefinitions } from "../src/lib/i18n/languages.ts";
import { loadCareerContent } from "../src/server/career/career-content.ts";
import { defaultSalaryEngine } from "../src/server/salary/salary-engine.ts";
import { walkArticles } from "../src/lib/career/content-schema.ts";

const args = process.argv.slice(2);
const rootAt = args.indexOf("--root");
const root = rootAt >= 0 ? args.splice(rootAt, 2)[1] : undefined;
const only = new Set(args);
const { languages, problems } = loadCareerContent(root);
const siteCodes = new Set(languageDefinitions.map((l) => l.code));
const engine = defaultSalaryEngine();

const found = [...problems];
let articleCount = 0;
for (const [code, content] of languages) {
  if (!siteCodes.has(code))
    found.push(`career-content/${code}: (folder): "${code}" is not one of the site's languages`);
  for (const { entry } of walkArticles(content.index)) {
    const article = content.articles.get(entry.filePath);
    if (!article) continue;
    articleCount++;
    article.blocks.forEach((block, i) => {
      if (block.type !== "salaryTable" && block.type !== "salaryLink") return;
      const countries = block.type === "salaryTable" ? block.countries : [block.country];
      for (const country of countries) {
        const result = engine.estimate({ country, position: block.position, experience: block.experience, lang: code });
        if (!result.ok) {
          found.push(
            `career-content/${code}/${entry.filePath}: blocks[${i}]: "${block.position}" in ${country} gives ${result.code}`,
          );
        }
      }
    });
  }
}

const shown = only.size ? found.filter((p) => [...only].some((c) => p.startsWith(`career-content/${c}/`))) : found;
for (const problem of shown) console.log(problem);
console.log(
  `${languages.size} languages, ${articleCount} articles checked; ${shown.length} problem${shown.length === 1 ? "" : "s"}.`,
);
process.exitCode = shown.length ? 1 : 0;
