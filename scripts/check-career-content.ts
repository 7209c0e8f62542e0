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
import { factsReport, loadCareerContent } from "../src/server/career/career-content.ts";
import { defaultSalaryEngine } from "../src/server/salary/salary-engine.ts";
import { walkArticles } from "../src/lib/career/content-schema.ts";
import { sourceAuthority } from "../src/lib/career/source-authority.ts";

/** The sections whose articles state legal and pay figures: their sources should be the authorities'. */
const FACT_SECTIONS = new Set(["employee-benefits-guide", "understanding-pay"]);

const args = process.argv.slice(2);
const rootAt = args.indexOf("--root");
const root = rootAt >= 0 ? args.splice(rootAt, 2)[1] : undefined;
const only = new Set(args);
const { languages, facts, factMentions, problems } = loadCareerContent(root);
const siteCodes = new Set(languageDefinitions.map((l) => l.code));
const engine = defaultSalaryEngine();

const found = [...problems];
let articleCount = 0;
const authority = new Map<string, { official: number; all: number }>();
for (const [code, content] of languages) {
  if (!siteCodes.has(code))
    found.push(`career-content/${code}: (folder): "${code}" is not one of the site's languages`);
  for (const { entry } of walkArticles(content.index)) {
    const article = content.articles.get(entry.filePath);
    if (!article) continue;
    articleCount++;
    if (FACT_SECTIONS.has(entry.filePath.split("/")[1] ?? "") && (!only.size || only.has(code))) {
      const tally = authority.get(code) ?? { official: 0, all: 0 };
      for (const source of article.sources) {
        tally.all++;
        if (sourceAuthority(source.url) === "official") tally.official++;
      }
      authority.set(code, tally);
    }
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

// The facts as data: each country's latest rules and the latest figure of each kind must
// still be in force (an error fails the build); texts that call an in-force figure a draft are listed.
const { errors: factErrors, warnings } = factsReport(facts, factMentions, new Date().toISOString().slice(0, 10));
found.push(...factErrors);
if (warnings.length) console.log(`${warnings.length} warnings on the facts:\n  ${warnings.join("\n  ")}`);

const share = (t: { official: number; all: number }) => `${Math.round((100 * t.official) / Math.max(1, t.all))}%`;
const total = [...authority.values()].reduce((a, t) => ({ official: a.official + t.official, all: a.all + t.all }), {
  official: 0,
  all: 0,
});
console.log(
  `official sources in the pay and benefits articles: ${share(total)} of ${total.all} (${[...authority]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, t]) => `${code} ${share(t)}`)
    .join(", ")})`,
);

const shown = only.size ? found.filter((p) => [...only].some((c) => p.startsWith(`career-content/${c}/`))) : found;
for (const problem of shown) console.log(problem);
console.log(
  `${languages.size} languages, ${articleCount} articles checked; ${shown.length} problem${shown.length === 1 ? "" : "s"}.`,
);
process.exitCode = shown.length ? 1 : 0;
