import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  fillPageTemplate as fillChunks,
  holeMarker,
  jsonHoleMarker,
  parsePageTemplate,
  templateHoles,
} from "../../../src/lib/html/page-template.ts";
import type { PageTemplate } from "../../../src/lib/html/page-template.ts";

const fillPageTemplate = (template: PageTemplate, values: Record<string, string>) =>
  new TextDecoder().decode(fillChunks(template, values));
import { escapeHtml } from "../../../src/lib/html/escape-html.ts";

describe("page templates", () => {
  it("splits at text and JSON markers and fills them back", () => {
    const html = `<title>${holeMarker("title")} | Site</title><a href="/de${holeMarker("path")}">x</a><script type="application/ld+json">${JSON.stringify(jsonHoleMarker("jsonld"))}</script>${holeMarker("title")}`;
    const template = parsePageTemplate(html);
    expect(template.holes).toEqual(["title", "path", "jsonld", "title"]);
    expect([...templateHoles(template)].sort()).toEqual(["jsonld", "path", "title"]);
    expect(fillPageTemplate(template, { title: "Nurse", path: "/salary/DE/nurse/5", jsonld: '{"a":1}' })).toBe(
      '<title>Nurse | Site</title><a href="/de/salary/DE/nurse/5">x</a><script type="application/ld+json">{"a":1}</script>Nurse',
    );
  });

  it("refuses to leave a hole empty", () => {
    expect(() => fillPageTemplate(parsePageTemplate(`a${holeMarker("x")}b`), {})).toThrow(/"x"/);
  });

  it("a page without markers is one literal part", () => {
    const template = parsePageTemplate("<p>plain __hole_ text</p>");
    expect(template.parts).toEqual(["<p>plain __hole_ text</p>"]);
    expect(template.holes).toEqual([]);
  });

  it("filling the markers' own text back reproduces any page", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom("title", "path", "lead")), { maxLength: 12 }),
        (pieces) => {
          const html = pieces
            .map((p, i) => (i % 2 ? holeMarker(p.replace(/[^a-z]/g, "") || "x") : p.replace(/_/g, "")))
            .join("");
          const template = parsePageTemplate(html);
          const identity = Object.fromEntries(template.holes.map((h) => [h, holeMarker(h)]));
          expect(fillPageTemplate(template, identity)).toBe(html);
        },
      ),
    );
  });
});

describe("escapeHtml", () => {
  it.each([
    ["R&D <lead> \"x\" 'y'", "R&amp;D &lt;lead&gt; &quot;x&quot; &#39;y&#39;"],
    ["نجار", "نجار"],
    ["", ""],
  ])("%s", (raw, escaped) => {
    expect(escapeHtml(raw)).toBe(escaped);
  });
});

describe("fillPageTemplate into memory that was not cleared", () => {
  it("writes every byte it returns", () => {
    const template = parsePageTemplate(`<p>${holeMarker("a")}</p><i>${holeMarker("b")}</i>`);
    const dirty = (bytes: number) => new Uint8Array(bytes).fill(0x58);
    const filled = new TextDecoder().decode(fillChunks(template, { a: "ü€😀", b: "" }, dirty));
    expect(filled).toBe("<p>ü€😀</p><i></i>");
  });
});
