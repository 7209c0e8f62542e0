import { beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { GET, salaryOgResponse } from "../../../../src/pages/api/v1/og/salary.png.ts";
import {
  clearSalaryOgCache,
  parseSalaryOgParams,
  salaryOgImage,
  positionForDisplay,
  salaryCardModel,
  salaryOgLayout,
} from "../../../../src/server/og/salary-og-image.ts";
import { cardTexts, salaryCardLayout, type CardLayout } from "../../../../src/lib/og/salary-card-layout.ts";
import { renderCardPng } from "../../../../src/server/og/card-renderer.ts";
import { defaultSalaryEngine } from "../../../../src/server/salary/salary-engine.ts";
import { ogImageUrl } from "../../../../src/features/salary/og-image-url.ts";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function get(path: string): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const url = new URL(path, "https://example.test");
  const response = await GET({ url, request: new Request(url) } as never);
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

const og = (params: Record<string, string>) => `/api/v1/og/salary.png?${new URLSearchParams(params).toString()}`;

async function expectCard(png: Buffer): Promise<void> {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  const meta = await sharp(png).metadata();
  expect(meta.format).toBe("png");
  expect([meta.width, meta.height]).toEqual([1200, 630]);
}

/** The layout as JSON with every text node's text left out: styles, structure and attributes. */
function withoutText(layout: CardLayout): string {
  return JSON.stringify(layout.root, (key, value: unknown) => (key === "text" ? undefined : value));
}

beforeAll(() => clearSalaryOgCache());

describe("GET /api/v1/og/salary.png", () => {
  it.each([
    ["en", "US", "software-developer", "5"],
    ["ar", "SA", "software-developer", "3"],
    ["ja", "JP", "ソフトウェアエンジニア", "0"],
  ])("renders a 1200×630 PNG (%s)", async (lang, country, position, experience) => {
    const { status, headers, body } = await get(og({ country, position, experience, lang }));
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("image/png");
    expect(headers.get("cache-control")).toBe("public, max-age=86400, stale-while-revalidate=604800");
    await expectCard(body);
  });

  it("accepts the URL pages build with ogImageUrl", async () => {
    const path = ogImageUrl({ country: "DE", position: "software-developer", experience: 5, lang: "de" });
    expect((await get(path)).status).toBe(200);
  });

  it("serves the identical buffer from the cache the second time", async () => {
    const parsed = parseSalaryOgParams(new URLSearchParams("country=DE&position=nurse&experience=2&lang=fr"));
    if (!parsed.ok) throw new Error("parse failed");
    const first = await salaryOgImage(parsed.query);
    const second = await salaryOgImage(parsed.query);
    if (!first.ok || !second.ok) throw new Error("render failed");
    expect(first.cached).toBe(false);
    expect(second.cached).toBe(true);
    expect(second.png).toBe(first.png);
    // Spellings of the same query share the entry.
    const again = parseSalaryOgParams(new URLSearchParams("country=de&position=nurse&experience=02&lang=fr"));
    if (!again.ok) throw new Error("parse failed");
    const third = await salaryOgImage(again.query);
    expect(third.ok && third.png).toBe(first.png);
    // And through the handler, the same bytes.
    const viaHandler = await get(og({ country: "DE", position: "nurse", experience: "2", lang: "fr" }));
    expect(viaHandler.body.equals(first.png)).toBe(true);
  });

  it("shows the position with spaces, localised experience and figures", () => {
    const parsed = parseSalaryOgParams(
      new URLSearchParams("country=DE&position=software-developer&experience=5&lang=de"),
    );
    if (!parsed.ok) throw new Error("parse failed");
    const source = salaryOgLayout(parsed.query);
    if (!source.ok) throw new Error(source.code);
    const texts = cardTexts(source.layout.root);
    expect(texts).toContain("software developer");
    expect(texts).toContain("Deutschland · 5 Jahre");
    expect(texts.some((t) => /^\d{2,3}\.\d{3}\s€$/.test(t))).toBe(true);
    expect(texts).toContain("SalaryScope");
    const graduate = parseSalaryOgParams(new URLSearchParams("country=DE&position=nurse&experience=0&lang=en"));
    if (!graduate.ok) throw new Error("parse failed");
    const layout = salaryOgLayout(graduate.query);
    expect(layout.ok && cardTexts(layout.layout.root)).toContain("Germany · New graduate");
  });

  it("answers JSON errors: 404 for unknown countries and unmatched titles, 400 for invalid input", async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{ country: "XX", position: "nurse" }, 404, "COUNTRY_NOT_FOUND"],
      [{ country: "DE", position: "qxzvkw jjjj" }, 404, "NO_MATCH"],
      [{ country: "", position: "nurse" }, 400, "COUNTRY_REQUIRED"],
      [{ country: "DE", position: "" }, 400, "POSITION_REQUIRED"],
      [{ country: "DE", position: "x" }, 400, "POSITION_TOO_SHORT"],
      [{ country: "DE", position: "a".repeat(101) }, 400, "POSITION_TOO_LONG"],
      [{ country: "DE", position: "nurse\u0000" }, 400, "POSITION_INVALID"],
      [{ country: "DE", position: "nurse\nnurse" }, 400, "POSITION_INVALID"],
      [{ country: "DE", position: "nurse", experience: "abc" }, 400, "EXPERIENCE_INVALID"],
      [{ country: "DE", position: "nurse", experience: "51" }, 400, "EXPERIENCE_INVALID"],
      [{ country: "DE", position: "nurse", experience: "-1" }, 400, "EXPERIENCE_INVALID"],
    ];
    for (const [params, status, code] of cases) {
      const response = await get(og({ lang: "de", ...params }));
      expect([params, response.status]).toEqual([params, status]);
      expect(response.headers.get("content-type")).toContain("application/json");
      const body = JSON.parse(response.body.toString()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe(code);
      expect(body.error.message.length).toBeGreaterThan(0);
    }
  });

  describe("hostile positions", () => {
    const hostile = [
      "<script>alert(1)</script> nurse",
      `nurse" onload="alert(1)`,
      "nurse'><svg onload=alert(1)>",
      "nurse</text></g></svg><script>x</script>",
      "R&D nurse &amp; &lt;script&gt; &#x3C;",
      "\u202Eesrun\u202C nurse \u2066\u2067\u2068\u2069\u200F",
      "../../etc/passwd nurse",
      "%3Cscript%3E nurse",
      "nurse ]]><![CDATA[<script>",
      "<!--nurse--><!DOCTYPE x [<!ENTITY e SYSTEM 'file:///etc/passwd'>]>&e;",
      "nurse".repeat(2000),
      "\uD800 nurse \uDFFF",
      "nurse \uFFFE\uFFFF",
    ];

    it.each(hostile.map((p) => [p.slice(0, 40), p]))("never crashes: %s", async (_label, position) => {
      const response = await get(og({ country: "US", position, experience: "4", lang: "en" }));
      expect([200, 400, 404]).toContain(response.status);
      if (response.status === 200) await expectCard(response.body);
      const parsed = parseSalaryOgParams(new URLSearchParams({ country: "US", position, lang: "en" }));
      if (!parsed.ok) {
        expect(response.status).toBe(400);
        return;
      }
      expect(parsed.query.position).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f]/);
    });

    it("draws every hostile title as text: no other part of the card carries it", async () => {
      const estimate = defaultSalaryEngine().estimate({ country: "US", position: "nurse", experience: 1, lang: "en" });
      if (!estimate.ok) throw new Error(estimate.code);
      const layouts = hostile.map((position, i) => {
        const lang = i % 2 ? "ar" : "en";
        const query = { country: "US", position: positionForDisplay(position), experience: 1, lang };
        return salaryCardLayout(salaryCardModel(query, estimate.value));
      });
      for (const layout of layouts) {
        expect(withoutText(layout)).not.toMatch(/script|ENTITY|DOCTYPE|CDATA|<!--|passwd|onload/);
        for (const text of cardTexts(layout.root)) expect(text).not.toMatch(/[\p{Cc}\ufffe\uffff]/u);
      }
      for (const layout of layouts) await expectCard(await renderCardPng(layout));
    });
  });

  it("salaryOgResponse is what GET serves", async () => {
    const response = await salaryOgResponse(new URL(og({ country: "US", position: "nurse" }), "https://x.test"));
    expect(response.status).toBe(200);
  });
});
