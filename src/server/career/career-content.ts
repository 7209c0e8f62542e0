/**
 * Reads career-content/ from disk and checks it: every file against its schema, then the
 * rules that tie files together (file paths follow slugs, ids are unique, every article
 * named in an index has a body and every body is named). Problems are collected as
 * "file: field: message" lines so an editor sees all of them in one run.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { projectPath } from "../project-path.ts";
import type { z } from "zod";
import { env } from "../../config/env.ts";
import {
  articleSchema,
  careerConfigSchema,
  careerIndexSchema,
  editorialPolicySchema,
  expectedFilePath,
  walkArticles,
  type Article,
  type CareerConfig,
  type CareerIndex,
  type EditorialPolicy,
} from "../../lib/career/content-schema.ts";
import { rejectedLinks } from "../../lib/career/inline-text.ts";
import { factValidity, fillFacts, saysDraft, type FactLookup } from "../../lib/career/dated-facts.ts";
import { ruleValidity, WARN_DAYS } from "../../lib/take-home/rule-validity.ts";
import { countryTaxRulesSchema, type CountryTaxRules } from "../../lib/take-home/tax-rules-schema.ts";
import { languageDefinitions } from "../../lib/i18n/languages.ts";
import { EDITORIAL_POLICY_SLUG } from "../../lib/career/guide-paths.ts";

export interface CareerLanguageContent {
  readonly config: CareerConfig;
  readonly index: CareerIndex;
  /** Keyed on the entry's filePath. */
  readonly articles: ReadonlyMap<string, Article>;
  /** The language's editorial and corrections policy (required once the guide is enabled). */
  readonly policy: EditorialPolicy | undefined;
}

export interface CareerContent {
  readonly languages: ReadonlyMap<string, CareerLanguageContent>;
  /** Each country's facts file (the guide's dated figures and the take-home rules), by ISO code. */
  readonly facts: ReadonlyMap<string, CountryTaxRules>;
  /** Every article text that names a fact. */
  readonly factMentions: readonly FactMention[];
  readonly problems: readonly string[];
}

/**
 * career-content/ beside package.json, found from this module wherever it was bundled to;
 * CAREER_CONTENT_DIR points elsewhere (a draft copy to preview).
 */
export function careerContentRoot(from: string = fileURLToPath(import.meta.url)): string {
  return env.CAREER_CONTENT_DIR ?? projectPath("career-content", from, "The career guide");
}

function formatIssues(file: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("");
    return `${file}: ${field.replace(/^\./, "") || "(file)"}: ${issue.message}`;
  });
}

function readJson(path: string, label: string, problems: string[]): unknown {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    problems.push(`${label}: (file): ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

function parseFile<T>(schema: z.ZodType<T>, path: string, label: string, problems: string[]): T | undefined {
  const raw = readJson(path, label, problems);
  if (raw === undefined) return undefined;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    problems.push(...formatIssues(label, parsed.error));
    return undefined;
  }
  return parsed.data;
}

function listJsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listJsonFiles(full));
    else if (name.endsWith(".json")) out.push(full);
  }
  return out;
}

function textsOf(article: { readonly blocks: Article["blocks"] }): string[] {
  return article.blocks.flatMap((b) => {
    switch (b.type) {
      case "paragraph":
      case "callout":
        return [b.text];
      case "list":
        return b.items;
      case "table":
        return b.rows.flat();
      default:
        return [];
    }
  });
}

/** A text of an article that names facts: which, and the text as the reader sees it. */
export interface FactMention {
  readonly lang: string;
  readonly file: string;
  readonly facts: readonly string[];
  readonly text: string;
}

/** The article with each `{{fact:…}}` replaced by its value, written as `locale` writes numbers. */
function withFacts(
  article: Article,
  lookup: FactLookup,
  locale: string,
  missing: string[],
  mention: (facts: string[], text: string) => void,
): Article {
  const fill = (text: string) => {
    const result = fillFacts(text, lookup, locale);
    missing.push(...result.missing);
    if (result.named.length) mention(result.named, result.text);
    return result.text;
  };
  const blocks = article.blocks.map((b) => {
    switch (b.type) {
      case "paragraph":
      case "callout":
        return { ...b, text: fill(b.text) };
      case "list":
        return { ...b, items: b.items.map(fill) };
      case "table":
        return { ...b, rows: b.rows.map((row) => row.map(fill)) };
      default:
        return b;
    }
  });
  return { ...article, blocks } as Article;
}

function loadLanguage(
  root: string,
  code: string,
  lookup: FactLookup,
  problems: string[],
  mentions: FactMention[],
): CareerLanguageContent | undefined {
  const dir = join(root, code);
  const label = (path: string) => `career-content/${relative(root, path).split(sep).join("/")}`;
  const locale = languageDefinitions.find((l) => l.code === code)?.numberLocale ?? code;
  const config = parseFile(careerConfigSchema, join(dir, "config.json"), label(join(dir, "config.json")), problems);
  const index = parseFile(careerIndexSchema, join(dir, "index.json"), label(join(dir, "index.json")), problems);
  if (!config || !index) return undefined;
  if (config.code !== code)
    problems.push(`${label(join(dir, "config.json"))}: code: is "${config.code}" in folder "${code}"`);

  const indexLabel = label(join(dir, "index.json"));
  const ids = new Set<string>();
  const sectionSlugs = new Set<string>();
  const articles = new Map<string, Article>();
  for (const section of index.sections) {
    if (sectionSlugs.has(section.slug)) problems.push(`${indexLabel}: sections: slug "${section.slug}" is used twice`);
    sectionSlugs.add(section.slug);
  }
  const siblingSlugs = new Map<string, Set<string>>();
  for (const { entry, slugs } of walkArticles(index)) {
    const parentKey = slugs.slice(0, -1).join("/");
    const siblings = siblingSlugs.get(parentKey) ?? new Set<string>();
    siblingSlugs.set(parentKey, siblings);
    if (siblings.has(entry.slug))
      problems.push(`${indexLabel}: "${slugs.join("/")}": slug is used twice at this level`);
    siblings.add(entry.slug);
    if (ids.has(entry.id)) problems.push(`${indexLabel}: "${slugs.join("/")}": id "${entry.id}" is used twice`);
    ids.add(entry.id);
    const expected = expectedFilePath(slugs);
    if (entry.filePath !== expected) {
      problems.push(`${indexLabel}: "${slugs.join("/")}": filePath is "${entry.filePath}", expected "${expected}"`);
      continue;
    }
    const path = join(dir, ...entry.filePath.split("/"));
    if (!existsSync(path)) {
      problems.push(`${indexLabel}: "${slugs.join("/")}": ${entry.filePath} does not exist`);
      continue;
    }
    const written = parseFile(articleSchema, path, label(path), problems);
    if (!written) continue;
    const missing: string[] = [];
    const article = withFacts(written, lookup, locale, missing, (facts, text) =>
      mentions.push({ lang: code, file: label(path), facts, text }),
    );
    for (const name of missing) problems.push(`${label(path)}: blocks: the facts hold no "${name}"`);
    if (article.id !== entry.id) problems.push(`${label(path)}: id: is "${article.id}", the index says "${entry.id}"`);
    for (const href of textsOf(article).flatMap(rejectedLinks)) {
      problems.push(`${label(path)}: blocks: link "${href}" must be a site path (/…) or an https address`);
    }
    articles.set(entry.filePath, article);
  }
  const policyPath = join(dir, "editorial-policy.json");
  const policy = existsSync(policyPath)
    ? parseFile(editorialPolicySchema, policyPath, label(policyPath), problems)
    : undefined;
  for (const href of policy ? textsOf(policy).flatMap(rejectedLinks) : []) {
    problems.push(`${label(policyPath)}: blocks: link "${href}" must be a site path (/…) or an https address`);
  }
  if (config.enabled && !existsSync(policyPath))
    problems.push(`${label(policyPath)}: (file): an enabled guide needs its editorial policy`);
  if (sectionSlugs.has(EDITORIAL_POLICY_SLUG))
    problems.push(`${indexLabel}: sections: slug "${EDITORIAL_POLICY_SLUG}" is the editorial policy's address`);
  for (const file of listJsonFiles(join(dir, "articles"))) {
    const rel = relative(dir, file).split(sep).join("/");
    if (!articles.has(rel) && !problems.some((p) => p.includes(rel))) {
      problems.push(`${label(file)}: (file): no entry in index.json names this article`);
    }
  }
  return { config, index, articles, policy };
}

/** Beside the language folders: each country's dated figures (the guide's facts and the take-home rules). */
const COUNTRY_FACTS_FOLDER = "facts";

function loadFacts(root: string, problems: string[]): Map<string, CountryTaxRules> {
  const facts = new Map<string, CountryTaxRules>();
  const dir = join(root, COUNTRY_FACTS_FOLDER);
  for (const name of existsSync(dir) ? readdirSync(dir).sort() : []) {
    const label = `career-content/${COUNTRY_FACTS_FOLDER}/${name}`;
    if (!/^[A-Z]{2}\.json$/.test(name)) {
      problems.push(`${label}: (file): must be named after a country code (XX.json)`);
      continue;
    }
    const file = parseFile(countryTaxRulesSchema, join(dir, name), label, problems);
    if (!file) continue;
    if (`${file.country}.json` !== name) problems.push(`${label}: country: is "${file.country}"`);
    facts.set(file.country, file);
  }
  return facts;
}

export function loadCareerContent(root: string = careerContentRoot()): CareerContent {
  const problems: string[] = [];
  const languages = new Map<string, CareerLanguageContent>();
  const facts = loadFacts(root, problems);
  const factMentions: FactMention[] = [];
  const lookup: FactLookup = (country, id) => {
    const held = facts.get(country);
    const fact = held?.facts.find((f) => f.id === id);
    return held && fact ? { fact, currency: held.currency } : undefined;
  };
  for (const code of readdirSync(root).sort()) {
    if (!statSync(join(root, code)).isDirectory() || code === COUNTRY_FACTS_FOLDER) continue;
    if (!/^[a-z]{2,3}$/.test(code)) {
      problems.push(`career-content/${code}: (folder): must be named after a language code`);
      continue;
    }
    const content = loadLanguage(root, code, lookup, problems, factMentions);
    if (content) languages.set(code, content);
  }
  return { languages, facts, factMentions, problems };
}

/**
 * What the build says about time on `today` (YYYY-MM-DD): an error for each country whose latest
 * take-home rules or latest figure of a kind has ended, a warning for each ending within
 * WARN_DAYS, and a warning for each text that calls a figure in force a draft.
 */
export function factsReport(
  facts: CareerContent["facts"],
  mentions: CareerContent["factMentions"],
  today: string,
): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const [code, file] of facts) {
    for (const p of [...ruleValidity(file, today), ...factValidity(code, file.facts, today, WARN_DAYS)])
      (p.level === "error" ? errors : warnings).push(`career-content/facts/${code}.json: ${p.message}`);
  }
  const inForce = new Set(
    [...facts.values()].flatMap((file) =>
      file.facts.filter((f) => f.validFrom <= today).map((f) => `${file.country}.${f.id}`),
    ),
  );
  for (const { lang, file, facts: named, text } of mentions) {
    const held = named.filter((name) => inForce.has(name));
    if (held.length && saysDraft(text, lang))
      warnings.push(`${file}: calls ${held.join(", ")} a draft, but the facts hold it in force`);
  }
  return { errors, warnings };
}

let loaded: CareerContent | undefined;

/**
 * The checked content, read once per process. Any problem throws with every problem listed,
 * which fails the build (pages are pre-built from this) rather than showing a broken page.
 */
export function careerContent(): CareerContent {
  if (!loaded) {
    const content = loadCareerContent();
    if (content.problems.length > 0) {
      throw new Error(`career-content has ${content.problems.length} problem(s):\n${content.problems.join("\n")}`);
    }
    loaded = content;
  }
  return loaded;
}
