import { describe, expect, it } from "vitest";
import {
  cleanCardText,
  estimateWidth,
  stripBidiControls,
  truncateToWidth,
  wrapText,
} from "../../../../src/lib/og/og-text.ts";

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
