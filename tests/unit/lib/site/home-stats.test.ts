import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HOME_STATS } from "../../../../src/lib/site/home-stats.ts";
import { engine } from "../salary/engine.ts";

describe("the home page's headline figures", () => {
  it("claim no more countries than have figures, and no fewer than the nearest ten below", () => {
    const withFigures = engine.countries.length;
    expect(HOME_STATS.countries).toBeLessThanOrEqual(withFigures);
    expect(HOME_STATS.countries).toBe(Math.floor(withFigures / 10) * 10);
  });

  it("say the same number in the features list and the FAQ of every language", () => {
    const en = readFileSync(new URL("../../../../src/i18n/messages/en.json", import.meta.url), "utf8");
    expect(en).toContain(`${HOME_STATS.countries}+ countries`);
    expect(en).toContain(`More than ${HOME_STATS.countries} countries`);
  });
});
