import { describe, expect, it } from "vitest";
import {
  cleanCardText,
  estimateWidth,
  stripBidiControls,
  truncateToWidth,
  wrapText,
} from "../../../src/lib/og/og-text.ts";
import { salaryCardLayout } from "../../../src/lib/og/salary-card-layout.ts";
import { cardModel } from "./card-model.ts";

describe("OG text helpers", () => {
  it("drops what cannot be drawn and replaces lone surrogates", () => {
    expect(cleanCardText("a\u0001b\uffffc\ud800d\u0000")).toBe("abc\ufffdd");
    expect(cleanCardText(`<script>"a" & 'b'</script>`)).toBe(`<script>"a" & 'b'</script>`);
  });

  it("detects control characters and strips bidi controls", () => {
    expect(stripBidiControls("\u202Eevil\u202C \u2066x\u2069\u200F")).toBe("evil x");
    // Joiners shape Indic and Persian text: kept.
    expect(stripBidiControls("a\u200Cb\u200Dc")).toBe("a\u200Cb\u200Dc");
  });

  it("truncates at grapheme boundaries with an ellipsis", () => {
    const text = "👩‍💻".repeat(40);
    const cut = truncateToWidth(text, 300, 40);
    expect(cut.endsWith("…")).toBe(true);
    expect(estimateWidth(cut, 40)).toBeLessThanOrEqual(300);
    expect([...new Intl.Segmenter().segment(cut.slice(0, -1))].every((s) => s.segment === "👩‍💻")).toBe(true);
    expect(truncateToWidth("short", 300, 40)).toBe("short");
  });

  it("wraps at words and truncates the last line", () => {
    const { lines, truncated } = wrapText("alpha beta gamma delta epsilon zeta eta theta", 300, 40, 2);
    expect(lines).toHaveLength(2);
    expect(truncated).toBe(true);
    expect(lines[0]).toBe("alpha beta");
    for (const line of lines) expect(estimateWidth(line, 40)).toBeLessThanOrEqual(300);
    expect(wrapText("alpha beta", 300, 40, 2)).toEqual({ lines: ["alpha beta"], truncated: false });
    // CJK has no spaces: still wraps.
    const cjk = wrapText("软件开发工程师".repeat(6), 500, 50, 2);
    expect(cjk.lines).toHaveLength(2);
    for (const line of cjk.lines) expect(estimateWidth(line, 50)).toBeLessThanOrEqual(500);
  });
});

describe("salaryCardLayout", () => {
  const model = (title: string, dir: "ltr" | "rtl" = "ltr") => cardModel(title, dir, ["€1", "€2", "€3"]);

  it("keeps request text out of the frame, which every card of a direction shares", () => {
    const hostile = salaryCardLayout(model(`"><script>alert(1)</script></svg><svg onload=x>&amp;`));
    const plain = salaryCardLayout(model("engineer"));
    expect(hostile.frameSvg).toBe(plain.frameSvg);
    expect(hostile.frameSvg).not.toMatch(/<text|script/);
    // Drawn as the visitor typed it, over however many lines it takes.
    expect(hostile.texts.map((t) => t.text).join(" ")).toContain("<script>alert(1)</script>");
    expect(salaryCardLayout(model("x", "rtl")).frameSvg).not.toBe(plain.frameSvg);
  });

  it("lays out right-to-left languages from the right edge", () => {
    const rtl = salaryCardLayout(model("مهندس برمجيات", "rtl"));
    expect(rtl.dir).toBe("rtl");
    expect(rtl.texts.find((t) => t.text === "مهندس برمجيات")).toMatchObject({ x: 1128, anchor: "start", weight: 700 });
    expect(salaryCardLayout(model("engineer")).texts.find((t) => t.text === "engineer")).toMatchObject({ x: 72 });
    // Figures are centred in their columns, the first one on the reading side.
    const rtlMin = rtl.texts.find((t) => t.text === "€1");
    expect(rtlMin).toMatchObject({ anchor: "middle", x: 1200 - 72 - 1056 / 6 });
  });

  it("wraps a long title onto two smaller lines", () => {
    const layout = salaryCardLayout(model("senior principal software development engineer in test automation"));
    const title = layout.texts.filter((t) => t.anchor === "start" && t.weight === 700 && t.size >= 48);
    expect(title).toHaveLength(2);
    expect(title[1]!.y).toBeGreaterThan(title[0]!.y);
  });
});
