import { describe, expect, it } from "vitest";
import { closestOccupations, CLOSEST_COUNT } from "../../../../src/features/salary/closest-occupations.ts";
import { engine } from "../../lib/salary/engine.ts";

describe("the closest occupations to a title that found no match", () => {
  it.each([
    ["en", "US", 3, /^\/salary\/US\/[^/]+\/3$/],
    ["tr", "TR", 7, /^\/tr\/salary\/TR\/[^/]+\/7$/],
    ["ar", "EG", 0, /^\/ar\/salary\/EG\/[^/]+\/0$/],
  ])("[%s] offers %i… links that keep the country and the years", (lang, country, years, path) => {
    const list = closestOccupations(engine, { position: "xqzw vvkj", country, years }, lang);
    expect(list).toHaveLength(CLOSEST_COUNT);
    expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
    for (const c of list) expect(c.path).toMatch(path);
  });

  it("names them in the page's language where the data has a name", () => {
    const list = closestOccupations(engine, { position: "xqzw vvkj", country: "DE", years: 2 }, "de");
    const english = new Set(engine.occupations.title);
    expect(list.filter((c) => english.has(c.title))).toEqual([]);
  });

  it("puts an occupation sharing a word with the title before unrelated common jobs", () => {
    const list = closestOccupations(engine, { position: "zzqx welder", country: "US", years: 1 }, "en");
    expect(list[0]?.code).toBe("51-4121");
  });

  it("agrees with the engine: every offered link leads to a result", () => {
    for (const c of closestOccupations(engine, { position: "xqzw vvkj", country: "FR", years: 4 }, "fr")) {
      const slug = decodeURIComponent(c.path.split("/")[4] ?? "").replace(/-/g, " ");
      const r = engine.estimate({ country: "FR", position: slug, experience: 4, lang: "fr" });
      expect(r.ok && r.value.occupation.code, c.path).toBe(c.code);
    }
  });
});
