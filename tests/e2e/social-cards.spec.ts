import { expect, test } from "@playwright/test";
import sharp from "sharp";

// The built server's cards, as crawlers fetch them: the renderer's native module and the font
// files have to be found from dist/, which the unit tests (run from src/) cannot show.

const TITLES: readonly [script: string, position: string, lang: string][] = [
  ["Arabic", "مطور برمجيات", "ar"],
  ["Devanagari", "सॉफ्टवेयर डेवलपर", "hi"],
  ["Bengali", "সফটওয়্যার ডেভেলপার", "bn"],
  ["Tamil", "மென்பொருள் உருவாக்குநர்", "ta"],
  ["Japanese", "ソフトウェアエンジニア", "ja"],
  ["Chinese", "软件开发人员", "zh"],
  ["Korean", "소프트웨어 개발자", "ko"],
  ["Latin", "Développeur logiciel", "fr"],
];

const cardPath = (position: string, lang: string) =>
  `/api/v1/og/salary.png?${new URLSearchParams({ country: "DE", position, experience: "5", lang }).toString()}`;

/** Columns of the title band that carry white text, as [first, last]. */
async function titleInk(png: Buffer): Promise<[number, number]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let first = info.width;
  let last = -1;
  for (let y = 150; y < 250; y++) {
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * 3;
      if (data[at]! > 200 && data[at + 1]! > 200 && data[at + 2]! > 200) {
        first = Math.min(first, x);
        last = Math.max(last, x);
      }
    }
  }
  return [first, last];
}

test("the built server draws a card for a title in every script", async ({ request }) => {
  const cards = new Map<string, Buffer>();
  for (const [script, position, lang] of TITLES) {
    const response = await request.get(cardPath(position, lang));
    expect([script, response.status()]).toEqual([script, 200]);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(response.headers()["cache-control"]).toBe("public, max-age=86400, stale-while-revalidate=604800");
    const png = await response.body();
    const meta = await sharp(png).metadata();
    expect([script, meta.width, meta.height]).toEqual([script, 1200, 630]);
    const [first, last] = await titleInk(png);
    // A title was drawn, from the reading edge.
    expect([script, last - first > 150]).toEqual([script, true]);
    if (lang === "ar") expect(last).toBeGreaterThan(1100);
    else expect(first).toBeLessThan(90);
    cards.set(script, png);
  }
  expect(new Set([...cards.values()].map((png) => png.toString("base64"))).size).toBe(TITLES.length);
});

test("a result page's og:image is a card the server serves", async ({ request }) => {
  const html = await (await request.get("/ja/salary/JP/software-developer/3")).text();
  const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
  expect(ogImage).toContain("/api/v1/og/salary.png?");
  const url = new URL(ogImage!);
  const response = await request.get(url.pathname + url.search);
  expect(response.status()).toBe(200);
  expect((await sharp(await response.body()).metadata()).width).toBe(1200);
});
