import { describe, expect, it } from "vitest";
import { withExperience } from "../../../src/i18n/experience-phrase.ts";
import { languageDefinitions } from "../../../src/lib/i18n/languages.ts";

describe("withExperience", () => {
  it.each([
    ["en", 1, "with 1 year of experience"],
    ["en", 8, "with 8 years of experience"],
    ["en", 0, "as a new graduate"],
    ["de", 1, "mit 1 Jahr Berufserfahrung"],
    ["de", 8, "mit 8 Jahren Berufserfahrung"],
  ])("%s, %d years: %s", (lang, years, phrase) => {
    expect(withExperience(lang, years)).toBe(phrase);
  });

  it("agrees with the number by each language's plural rules (Russian год / года / лет)", () => {
    const [one, few, many] = [1, 3, 8].map((n) => withExperience("ru", n));
    expect(one).toContain("1 год");
    expect(few).toContain("3 года");
    expect(many).toContain("8 лет");
  });

  it("writes the number in the language's digits and never leaves a placeholder or falls back to English", () => {
    for (const { code, numberLocale } of languageDefinitions) {
      for (const years of [0, 1, 2, 3, 5, 11, 20]) {
        const phrase = withExperience(code, years);
        expect(phrase, `${code} ${years}`).not.toMatch(/[{}]/);
        if (code !== "en") expect(phrase, `${code} ${years}`).not.toBe(withExperience("en", years));
        if (years > 0) expect(phrase, `${code} ${years}`).toContain(new Intl.NumberFormat(numberLocale).format(years));
      }
    }
  });
});
