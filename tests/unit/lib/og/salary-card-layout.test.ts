import { describe, expect, it } from "vitest";
import type { ContainerNode, Node, TextNode } from "@takumi-rs/core";
import { cardTexts, salaryCardLayout } from "../../../../src/lib/og/salary-card-layout.ts";
import { cardFamilies } from "../../../../src/lib/og/font-fallback.ts";
import { cardModel } from "./card-model.ts";

const model = (title: string, dir: "ltr" | "rtl" = "ltr") => cardModel(title, dir, ["€1", "€2", "€3"]);

function textNodes(node: Node): TextNode[] {
  if (node.type === "text") return [node];
  if (node.type === "container") return (node.children ?? []).flatMap(textNodes);
  return [];
}

function containers(node: Node): ContainerNode[] {
  if (node.type !== "container") return [];
  return [node, ...(node.children ?? []).flatMap(containers)];
}

describe("salaryCardLayout", () => {
  it("puts request text in text nodes only, and draws it as typed", () => {
    const hostile = `"><script>alert(1)</script></svg><svg onload=x>&amp;`;
    const layout = salaryCardLayout(model(hostile));
    expect(cardTexts(layout.root).join(" ")).toContain("<script>alert(1)</script>");
    const structure = JSON.stringify(layout.root, (key, value: unknown) => (key === "text" ? undefined : value));
    expect(structure).not.toMatch(/script|onload|amp/);
    // No node that loads anything: only boxes and text.
    expect(JSON.stringify(layout.root)).not.toMatch(/"type":"image"|"src"/);
  });

  it("is a 1200×630 tree in the card's direction and language", () => {
    const ltr = salaryCardLayout(model("engineer"));
    expect([ltr.width, ltr.height, ltr.root.dir, ltr.root.lang]).toEqual([1200, 630, "ltr", "en"]);
    expect(ltr.root.style).toMatchObject({ width: 1200, height: 630 });
    const rtl = salaryCardLayout(model("مهندس برمجيات", "rtl"));
    expect([rtl.root.dir, rtl.root.lang]).toEqual(["rtl", "ar"]);
    // The separators between figures sit on the side the previous figure is on.
    const separated = (layout: typeof ltr) =>
      containers(layout.root).filter((c) => c.style?.borderLeftWidth === 2 || c.style?.borderRightWidth === 2);
    expect(
      separated(ltr).map((c) => Object.keys(c.style ?? {}).filter((k) => /border(Left|Right)Width/.test(k))),
    ).toEqual([["borderLeftWidth"], ["borderLeftWidth"]]);
    expect(separated(rtl).every((c) => c.style?.borderRightWidth === 2)).toBe(true);
    // The brand mark's bars rise left to right in both.
    expect(containers(rtl.root).filter((c) => c.dir === "ltr")).toHaveLength(1);
  });

  it("lists the figures in reading order, the highlighted one in the accent colour", () => {
    const texts = textNodes(salaryCardLayout(model("engineer")).root);
    const values = texts.filter((t) => ["€1", "€2", "€3"].includes(t.text));
    expect(values.map((t) => t.text)).toEqual(["€1", "€2", "€3"]);
    expect(values.map((t) => t.style?.color)).toEqual(["#ffffff", "#5eead4", "#ffffff"]);
  });

  it("wraps a long title onto two smaller lines that end in an ellipsis", () => {
    const short = textNodes(salaryCardLayout(model("engineer")).root).filter((t) => t.style?.fontSize === 64);
    expect(short.map((t) => t.text)).toEqual(["engineer"]);
    const long = "senior principal software development engineer in test automation ".repeat(2);
    const title = textNodes(salaryCardLayout(model(long)).root).filter((t) => t.style?.fontSize === 48);
    expect(title).toHaveLength(2);
    expect(title[1]!.text.endsWith("…")).toBe(true);
    // Every line is one line: the renderer never wraps.
    for (const t of textNodes(salaryCardLayout(model(long)).root)) expect(t.style?.whiteSpace).toBe("nowrap");
  });

  it("asks for the fonts of the scripts its text uses", () => {
    expect(salaryCardLayout(model("engineer")).families).toEqual(["latin"]);
    expect(salaryCardLayout(model("مهندس برمجيات", "rtl")).families).toEqual(["arabic", "latin"]);
    expect(salaryCardLayout(cardModel("ソフトウェア開発者", "ltr", undefined, "ja")).families).toEqual(["jp", "latin"]);
  });
});

describe("cardFamilies", () => {
  it("puts the language's own script first, then Latin", () => {
    expect(cardFamilies("सॉफ्टवेयर डेवलपर 5", "hi")).toEqual(["devanagari", "latin"]);
    expect(cardFamilies("সফটওয়্যার developer", "en")).toEqual(["latin", "bengali"]);
    expect(cardFamilies("மென்பொருள்", "ta")).toEqual(["tamil", "latin"]);
    expect(cardFamilies("Développeur", "fr")).toEqual(["latin"]);
  });

  it("draws Han characters in the face of the card's language, kana in Japanese, Hangul in Korean", () => {
    expect(cardFamilies("软件开发人员", "zh")).toEqual(["sc", "latin"]);
    expect(cardFamilies("開発者", "ja")).toEqual(["jp", "latin"]);
    expect(cardFamilies("開発者", "en")).toEqual(["latin", "sc"]);
    expect(cardFamilies("ソフト 개발자 开发", "ko")).toEqual(["kr", "latin", "jp"]);
  });
});
