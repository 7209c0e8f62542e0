import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { describe, expect, it } from "vitest";
import SalaryResultView from "../../../../src/components/salary/SalaryResultView.astro";
import { engine } from "../../lib/salary/engine.ts";
import { translator } from "../../../../src/i18n/translate.ts";
import type { SalaryEstimate } from "../../../../src/lib/salary/types.ts";
import { medianTakeHome } from "../../../../src/server/take-home/median-take-home.ts";

function estimate(country: string, position: string, experience: number): SalaryEstimate {
  const result = engine.estimate({ country, position, experience, lang: "en" });
  if (!result.ok) throw new Error(result.code);
  return result.value;
}

async function render(data: SalaryEstimate, lang: string, locale: string, withNet = false): Promise<string> {
  const container = await AstroContainer.create();
  return container.renderToString(SalaryResultView, {
    props: { estimate: data, locale, takeHome: withNet ? medianTakeHome(data) : null },
    locals: { lang, dir: "ltr", restPath: "/", t: translator(lang).t },
  });
}

describe("SalaryResultView", () => {
  it("escapes every value that came from data", async () => {
    const data = estimate("DE", "nurse", 5);
    const hostile: SalaryEstimate = {
      ...data,
      occupation: { ...data.occupation, title: `<img src=x onerror=alert(1)> "R&D"` },
      sources: [{ name: "<b>Office</b>", url: `https://example.org/?a=1&b="2"`, year: 2024 }],
    };
    const html = await render(hostile, "en", "en-US");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>Office");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain('href="https://example.org/?a=1&amp;b=&quot;2&quot;"');
  });

  it("writes both currencies with the local one pressed, and marks the asked-for year", async () => {
    const data = estimate("DE", "software developer", 7);
    const html = await render(data, "de", "de-DE");
    expect(html).toContain('data-currency-view="local"');
    expect(html).toMatch(/data-show-currency="local" aria-pressed="true"/);
    expect(html).toMatch(/data-show-currency="usd" aria-pressed="false"/);
    expect(html).toContain("In EUR anzeigen");
    const current = [...html.matchAll(/<tr aria-current="true">\s*<th scope="row">\s*(\d+)\s*<\/th>/g)];
    expect(current.map((m) => m[1])).toEqual(["7"]);
    // Messages are filled, never left with a placeholder.
    expect(html).not.toMatch(/\{\w+\}/);
  });

  it("US results have one currency, no switch and no exchange-rate note", async () => {
    const html = await render(estimate("US", "nurse", 3), "en", "en-US");
    expect(html).not.toContain("data-show-currency");
    expect(html).not.toContain('class="fx-note"');
    expect(html).toContain('class="basis-note"');
  });

  it.each([
    ["TR", "tr", "tr-TR", true],
    ["KZ", "ru", "ru-KZ", true],
    ["DE", "de", "de-DE", false],
    ["TR", "en", "en-TR", true],
  ])("in %s (page in %s) take-home leads the figures: %s", async (country, lang, locale, leads) => {
    const html = await render(estimate(country, "accountant", 5), lang, locale, true);
    const figures = html.slice(html.indexOf('class="figures"'), html.indexOf("</dl>", html.indexOf('class="figures"')));
    const first = /data-figure="(\w+)"/.exec(figures)?.[1];
    expect(first).toBe(leads ? "net" : "median");
    // The breakdown (income tax, contributions, the rules' notes) follows the figures in every country.
    expect(html.indexOf("data-take-home")).toBeGreaterThan(html.indexOf('class="figures"'));
    expect(html.match(/data-take-home(?=[\s>])/g)).toHaveLength(1);
  });
});
