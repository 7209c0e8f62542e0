import { describe, expect, it } from "vitest";
import { engine } from "../../lib/salary/engine.ts";
import { resultViewHtml } from "../../../../src/features/salary/result-view-html.ts";
import { resultLabels } from "../../../../src/features/salary/result-page-model.ts";
import type { ResultData } from "../../../../src/features/salary/result-view-types.ts";

function estimate(country: string, position: string, experience: number): ResultData {
  const result = engine.estimate({ country, position, experience, lang: "en" });
  if (!result.ok) throw new Error(result.code);
  return result.value;
}

describe("resultViewHtml", () => {
  it("escapes every value that came from data", () => {
    const data = estimate("DE", "nurse", 5);
    const hostile = {
      ...data,
      occupation: { ...data.occupation, title: `<img src=x onerror=alert(1)> "R&D" 'x'` },
      sources: [{ name: "<b>Office</b>", url: `https://example.org/?a=1&b="2"`, year: 2024 }],
    } as ResultData;
    const html = resultViewHtml(hostile, "en-US", resultLabels("en"));
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>Office");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; &quot;R&amp;D&quot; &#39;x&#39;");
    expect(html).toContain('href="https://example.org/?a=1&amp;b=&quot;2&quot;"');
  });

  it("marks the asked-for year in the table and shows the chosen currency", () => {
    const data = estimate("DE", "software developer", 7);
    const local = resultViewHtml(data, "de-DE", resultLabels("de"));
    const usd = resultViewHtml(data, "de-DE", resultLabels("de"), "usd");
    expect(local).toContain('data-currency-view="local"');
    expect(local).toContain('data-show-currency="local" aria-pressed="true"');
    expect(usd).toContain('data-currency-view="usd"');
    expect(usd).toContain('data-show-currency="usd" aria-pressed="true"');
    // Rows every five years plus the asked-for one, which is marked.
    const rows = [...local.matchAll(/<tr( aria-current="true")?><th scope="row">(\d+)<\/th>/g)];
    expect(rows.filter((r) => r[1]).map((r) => r[2])).toEqual(["7"]);
    expect(
      rows
        .map((r) => Number(r[2]))
        .filter((y) => y !== 7)
        .every((y) => y % 5 === 0),
    ).toBe(true);
  });

  it("US results have one currency and no switch", () => {
    const html = resultViewHtml(estimate("US", "nurse", 3), "en-US", resultLabels("en"), "usd");
    expect(html).toContain('data-currency-view="local"');
    expect(html).not.toContain("data-show-currency");
    expect(html).not.toContain('class="fx-note"');
  });
});
