// The content check on a throw-away folder: every kind of mistake is reported with its file and field.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { factsReport, loadCareerContent } from "../../../../src/server/career/career-content.ts";
import { isBareHomePage, sourceSchema } from "../../../../src/lib/career/content-schema.ts";

const config = {
  code: "en",
  name: "English",
  nativeName: "English",
  path: "/career-guide",
  homeText: "Guides",
  guideText: "Guides to pay",
  enabled: true,
  flag: "🇬🇧",
  rtl: false,
};
const entry = (slug: string, filePath: string, extra: object = {}) => ({
  id: slug,
  title: `Title ${slug}`,
  subtitle: "Sub",
  slug,
  tags: ["pay"],
  featured: false,
  filePath,
  ...extra,
});
const article = (id: string, extra: object = {}) => ({
  id,
  updated: "2026-11-24",
  reviewed: "2026-11-24",
  author: { name: "Editorial team" },
  readingMinutes: 3,
  blocks: [
    { type: "paragraph", text: "One." },
    { type: "heading", level: 2, text: "Two" },
    { type: "list", items: ["Three"] },
  ],
  sources: [
    { title: "Rates", publisher: "Tax office", url: "https://tax.example/rates/2026", accessed: "2026-11-24" },
    { title: "Act", publisher: "Parliament", url: "https://laws.example/act/12", accessed: "2026-11-24" },
  ],
  ...extra,
});
const policy = {
  title: "Editorial policy",
  description: "How the guide is written",
  updated: "2026-11-24",
  blocks: [
    { type: "paragraph", text: "One." },
    { type: "heading", level: 2, text: "Two" },
    { type: "list", items: ["Three"] },
  ],
};

let root: string | undefined;
function write(files: Record<string, unknown>): string {
  root = mkdtempSync(join(tmpdir(), "career-content-"));
  for (const [path, value] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), typeof value === "string" ? value : JSON.stringify(value));
  }
  return root;
}
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

const section = (articles: unknown[]) => ({
  id: "pay",
  title: "Pay",
  slug: "pay",
  description: "About pay",
  color: "#1d4ed8",
  icon: "chart",
  articles,
});

describe("isBareHomePage", () => {
  it.each([
    ["https://www.gov.uk/", true],
    ["https://www.gov.uk", true],
    ["https://www.sgk.gov.tr/tr/", true],
    ["https://example.org/pt-BR", true],
    ["https://example.org/index.html", true],
    ["https://www.gov.uk/national-minimum-wage-rates", false],
    ["https://example.org/?page=rates", false],
    ["https://example.org/en/rates.pdf", false],
  ])("%s → %s", (url, bare) => expect(isBareHomePage(url)).toBe(bare));

  it("a front page marked on purpose passes", () => {
    const source = { title: "Jobs", publisher: "Board", url: "https://jobs.example/", accessed: "2026-11-24" };
    expect(sourceSchema.safeParse(source).success).toBe(false);
    expect(sourceSchema.safeParse({ ...source, homepage: true }).success).toBe(true);
  });
});

describe("loadCareerContent", () => {
  it("loads a valid language with nested articles and reports nothing", () => {
    const content = loadCareerContent(
      write({
        "en/config.json": config,
        "en/editorial-policy.json": policy,
        "en/index.json": {
          sections: [
            section([
              entry("a", "articles/pay/a.json", {
                subArticles: [
                  entry("b", "articles/pay/a/b.json", { subArticles: [entry("c", "articles/pay/a/b/c.json")] }),
                ],
              }),
            ]),
          ],
        },
        "en/articles/pay/a.json": article("a"),
        "en/articles/pay/a/b.json": article("b"),
        "en/articles/pay/a/b/c.json": article("c"),
      }),
    );
    expect(content.problems).toEqual([]);
    expect([...content.languages.get("en")!.articles.keys()]).toEqual([
      "articles/pay/a.json",
      "articles/pay/a/b.json",
      "articles/pay/a/b/c.json",
    ]);
  });

  it.each([
    [
      "a block with a bad field",
      {
        "en/articles/pay/a.json": article("a", {
          blocks: [{ type: "heading", level: 5, text: "x" }, { type: "paragraph", text: "" }, { type: "video" }],
        }),
      },
      [
        "career-content/en/articles/pay/a.json: blocks[0].level:",
        "career-content/en/articles/pay/a.json: blocks[1].text:",
        "career-content/en/articles/pay/a.json: blocks[2].type:",
      ],
    ],
    [
      "raw HTML is not a field",
      { "en/articles/pay/a.json": article("a", { html: "<p>x</p>" }) },
      ["career-content/en/articles/pay/a.json: (file): Unrecognized key"],
    ],
    ["broken JSON", { "en/articles/pay/a.json": "{ nope" }, ["career-content/en/articles/pay/a.json: (file):"]],
    [
      "a missing body",
      { "en/articles/pay/a.json": undefined },
      ['career-content/en/index.json: "pay/a": articles/pay/a.json does not exist'],
    ],
    [
      "an id that differs",
      { "en/articles/pay/a.json": article("z") },
      ['career-content/en/articles/pay/a.json: id: is "z", the index says "a"'],
    ],
    [
      "a link that is not a site path or https",
      {
        "en/articles/pay/a.json": article("a", {
          blocks: [
            { type: "paragraph", text: "[x](javascript:alert(1))" },
            { type: "paragraph", text: "b" },
            { type: "paragraph", text: "c" },
          ],
        }),
      },
      ['career-content/en/articles/pay/a.json: blocks: link "javascript:alert(1" must be'],
    ],
    [
      "an article without author or reviewed date",
      { "en/articles/pay/a.json": { ...article("a"), author: undefined, reviewed: undefined } },
      ["career-content/en/articles/pay/a.json: reviewed:", "career-content/en/articles/pay/a.json: author:"],
    ],
    [
      "an article with one source",
      { "en/articles/pay/a.json": article("a", { sources: article("a").sources.slice(0, 1) }) },
      ["career-content/en/articles/pay/a.json: sources: needs at least two sources"],
    ],
    [
      "a source that is a site's front page",
      {
        "en/articles/pay/a.json": article("a", {
          sources: [
            ...article("a").sources,
            { title: "Ministry", publisher: "Ministry", url: "https://ministry.example/en/", accessed: "2026-11-24" },
          ],
        }),
      },
      ["career-content/en/articles/pay/a.json: sources[2].url: links to a site's front page"],
    ],
    [
      "an enabled guide without its editorial policy",
      { "en/editorial-policy.json": undefined },
      ["career-content/en/editorial-policy.json: (file): an enabled guide needs its editorial policy"],
    ],
    [
      "an article no index names",
      { "en/articles/pay/orphan.json": article("orphan") },
      ["career-content/en/articles/pay/orphan.json: (file): no entry in index.json names this article"],
    ],
    [
      "a config in the wrong folder",
      { "en/config.json": { ...config, code: "tr" } },
      ['career-content/en/config.json: code: is "tr" in folder "en"'],
    ],
  ])("reports %s with its file and field", (_, overrides, expected) => {
    const files: Record<string, unknown> = {
      "en/config.json": config,
      "en/editorial-policy.json": policy,
      "en/index.json": { sections: [section([entry("a", "articles/pay/a.json")])] },
      "en/articles/pay/a.json": article("a"),
      ...overrides,
    };
    for (const [k, v] of Object.entries(files)) if (v === undefined) delete files[k];
    const { problems } = loadCareerContent(write(files));
    for (const prefix of expected)
      expect(
        problems.some((p) => p.startsWith(prefix)),
        `${prefix}\n${problems.join("\n")}`,
      ).toBe(true);
  });

  it("reports a file path that does not follow the slugs, and slugs that are not URL-safe", () => {
    const { problems } = loadCareerContent(
      write({
        "en/config.json": config,
        "en/index.json": {
          sections: [section([entry("a", "articles/pay/other.json")])],
        },
      }),
    );
    expect(problems).toContain(
      'career-content/en/index.json: "pay/a": filePath is "articles/pay/other.json", expected "articles/pay/a.json"',
    );
    rmSync(root!, { recursive: true, force: true });
    const bad = loadCareerContent(
      write({
        "en/config.json": config,
        "en/index.json": { sections: [section([entry("B", "articles/pay/B.json")])] },
      }),
    ).problems;
    expect(bad.some((p) => p.startsWith("career-content/en/index.json: sections[0].articles[0].id:"))).toBe(true);
    expect(bad.some((p) => p.startsWith("career-content/en/index.json: sections[0].articles[0].slug:"))).toBe(true);
  });
});

describe("the facts as data", () => {
  const fact = (over: object = {}) => ({
    id: "minimum-wage-2026-gross",
    kind: "minimum-wage-monthly-gross",
    value: 33030,
    unit: "money-month",
    validFrom: "2026-01-01",
    validUntil: "2026-12-31",
    act: "Minimum wage decision",
    source: { title: "Decision", publisher: "Official gazette", url: "https://gazette.example/2026/1" },
    ...over,
  });
  const filler = [
    { type: "heading", level: 2, text: "Two" },
    { type: "paragraph", text: "Three." },
  ];
  const withText = (text: string, facts: unknown[]) =>
    write({
      "facts/TR.json": { country: "TR", currency: "TRY", facts },
      "en/config.json": config,
      "en/editorial-policy.json": policy,
      "en/index.json": { sections: [section([entry("a", "articles/pay/a.json")])] },
      "en/articles/pay/a.json": article("a", { blocks: [{ type: "paragraph", text }, ...filler] }),
      "tr/config.json": { ...config, code: "tr" },
      "tr/editorial-policy.json": policy,
      "tr/index.json": { sections: [section([entry("a", "articles/pay/a.json")])] },
      "tr/articles/pay/a.json": article("a", { blocks: [{ type: "list", items: [text] }, ...filler] }),
    });

  it("fills each placeholder with the value, written as the article's language writes money", () => {
    const content = loadCareerContent(
      withText("The minimum is {{fact:TR.minimum-wage-2026-gross}} a month.", [fact()]),
    );
    expect(content.problems).toEqual([]);
    const en = content.languages.get("en")!.articles.get("articles/pay/a.json")!.blocks[0];
    const tr = content.languages.get("tr")!.articles.get("articles/pay/a.json")!.blocks[0];
    expect(en).toEqual({ type: "paragraph", text: "The minimum is ₺33,030 a month." });
    expect(tr).toMatchObject({ type: "list", items: ["The minimum is ₺33.030 a month."] });
    expect(content.factMentions.map((m) => [m.lang, m.facts])).toEqual([
      ["en", ["TR.minimum-wage-2026-gross"]],
      ["tr", ["TR.minimum-wage-2026-gross"]],
    ]);
  });

  it("reports a placeholder the facts do not hold, and a fact file that breaks its schema", () => {
    const content = loadCareerContent(
      withText("{{fact:TR.minimum-wage-2027-gross}}", [fact(), fact({ validUntil: "2025-01-01" })]),
    );
    expect(content.problems).toContainEqual(
      'career-content/en/articles/pay/a.json: blocks: the facts hold no "TR.minimum-wage-2027-gross"',
    );
    expect(content.problems.some((p) => p.startsWith("career-content/facts/TR.json: facts[1]"))).toBe(true);
  });
});

describe("factsReport", () => {
  const ceiling = (id: string, validFrom: string, validUntil: string) => ({
    id,
    kind: "severance-pay-ceiling",
    value: 64948.77,
    unit: "money-year",
    validFrom,
    validUntil,
    act: "Labour Act art. 14",
    source: { title: "Ceiling", publisher: "Ministry", url: "https://ministry.example/ceiling" },
  });
  const content = () =>
    loadCareerContent(
      write({
        "facts/TR.json": {
          country: "TR",
          currency: "TRY",
          facts: [ceiling("ceiling-h1", "2026-01-01", "2026-06-30"), ceiling("ceiling-h2", "2026-07-01", "2026-12-31")],
        },
        "en/config.json": config,
        "en/editorial-policy.json": policy,
        "en/index.json": { sections: [section([entry("a", "articles/pay/a.json")])] },
        "en/articles/pay/a.json": article("a", {
          blocks: [
            { type: "paragraph", text: "The draft sets the ceiling at {{fact:TR.ceiling-h2}}." },
            { type: "heading", level: 2, text: "Two" },
            { type: "paragraph", text: "It was {{fact:TR.ceiling-h1}} before." },
          ],
        }),
      }),
    );

  it("fails the build once the latest figure of a kind has ended, and warns in the 60 days before", () => {
    const c = content();
    expect(factsReport(c.facts, c.factMentions, "2026-08-01").errors).toEqual([]);
    expect(factsReport(c.facts, c.factMentions, "2026-12-07").warnings).toContainEqual(
      "career-content/facts/TR.json: TR: ceiling-h2 ends on 2026-12-31 (in 24 days); add the next severance-pay-ceiling when it is published",
    );
    expect(factsReport(c.facts, c.factMentions, "2027-01-01").errors).toEqual([
      "career-content/facts/TR.json: TR: ceiling-h2 ended on 2026-12-31; add the severance-pay-ceiling in force now",
    ]);
  });

  it("lists a text that calls a figure in force a draft, and not one written before it applied", () => {
    const c = content();
    const drafts = (today: string) =>
      factsReport(c.facts, c.factMentions, today).warnings.filter((w) => w.includes("draft"));
    expect(drafts("2026-08-01")).toEqual([
      "career-content/en/articles/pay/a.json: calls TR.ceiling-h2 a draft, but the facts hold it in force",
    ]);
    expect(drafts("2026-03-01")).toEqual([]);
  });
});
