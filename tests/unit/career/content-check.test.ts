// The content check on a throw-away folder: every kind of mistake is reported with its file and field.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadCareerContent } from "../../../src/server/career/career-content.ts";

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
  readingMinutes: 3,
  blocks: [
    { type: "paragraph", text: "One." },
    { type: "heading", level: 2, text: "Two" },
    { type: "list", items: ["Three"] },
  ],
  sources: [],
  ...extra,
});

let root: string;
function write(files: Record<string, unknown>): string {
  root = mkdtempSync(join(tmpdir(), "career-content-"));
  for (const [path, value] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), typeof value === "string" ? value : JSON.stringify(value));
  }
  return root;
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

const section = (articles: unknown[]) => ({
  id: "pay",
  title: "Pay",
  slug: "pay",
  description: "About pay",
  color: "#1d4ed8",
  icon: "chart",
  articles,
});

describe("loadCareerContent", () => {
  it("loads a valid language with nested articles and reports nothing", () => {
    const content = loadCareerContent(
      write({
        "en/config.json": config,
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
    rmSync(root, { recursive: true, force: true });
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
