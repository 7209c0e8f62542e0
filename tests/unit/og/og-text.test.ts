import { describe, expect, it } from "vitest";
import { escapeXml, estimateWidth, stripBidiControls, truncateToWidth, wrapText } from "../../../src/lib/og/og-text.ts";
import { salaryCardSvg, type SalaryCardModel } from "../../../src/lib/og/salary-card-svg.ts";

describe("OG text helpers", () => {
  it("escapes markup and quotes", () => {
    expect(escapeXml(`<script>"a" & 'b'</script>`)).toBe(
      "&#60;script&#62;&#34;a&#34; &#38; &#39;b&#39;&#60;/script&#62;",
    );
  });

  it("drops what XML cannot carry", () => {
    expect(escapeXml("a\u0001b\uffffc\ud800d")).toBe("abc\ufffdd");
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

describe("salaryCardSvg", () => {
  const model = (title: string, dir: "ltr" | "rtl" = "ltr"): SalaryCardModel => ({
    lang: dir === "rtl" ? "ar" : "en",
    dir,
    brand: "SalaryScope",
    title,
    subtitle: "Germany · 5 years",
    caption: "Annual gross",
    figures: [
      { label: "Minimum", value: "€1" },
      { label: "Average", value: "€2", highlight: true },
      { label: "Maximum", value: "€3" },
    ],
  });

  it("escapes hostile titles", () => {
    const svg = salaryCardSvg(model(`"><script>alert(1)</script></svg><svg onload=x>&amp;`));
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toContain("</svg><svg");
    expect(svg).toContain("&#60;script&#62;");
    expect(svg.match(/<svg/g)).toHaveLength(1);
  });

  it("lays out right-to-left languages from the right edge", () => {
    const svg = salaryCardSvg(model("مهندس برمجيات", "rtl"));
    expect(svg).toContain('direction="rtl"');
    expect(svg).toMatch(/<text x="1128" [^>]*>مهندس برمجيات<\/text>/);
    expect(salaryCardSvg(model("engineer"))).toMatch(/<text x="72" [^>]*>engineer<\/text>/);
  });
});
