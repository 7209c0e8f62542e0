import { describe, expect, it } from "vitest";
import { inTitleScript, russianInCyrillic } from "../../../../src/lib/salary/script-variants.ts";

describe("inTitleScript", () => {
  it.each([
    // Uzbek Cyrillic, letter by letter into the official Latin alphabet.
    ["шифокор", "shifokor"],
    ["Ҳайдовчи", "haydovchi"],
    ["ўқитувчи", "oʻqituvchi"],
    ["ғишт терувчи", "gʻisht teruvchi"],
    ["ошпаз", "oshpaz"],
    // е is "ye" at the start of a word and after a vowel, "e" after a consonant.
    ["ер", "yer"],
    ["муаллиф ердамчиси", "muallif yerdamchisi"],
    ["электрик", "elektrik"],
    ["бухгалтер", "buxgalter"],
  ])("uz: %s → %s", (input, latin) => {
    expect(inTitleScript(input, "uz")).toBe(latin);
  });

  it("leaves Uzbek already in Latin, and Cyrillic in other languages, alone", () => {
    expect(inTitleScript("shifokor", "uz")).toBeUndefined();
    expect(inTitleScript("врач", "ru")).toBeUndefined();
    expect(inTitleScript("дәрігер", "kk")).toBeUndefined();
  });
});

describe("russianInCyrillic", () => {
  it.each([
    ["programmist", "программист"],
    ["buhgalter", "бухгалтер"],
    ["prodavets", "продавец"],
    ["menedzher", "менеджер"],
    ["shchetka", "щетка"],
    ["yurist", "юрист"],
    ["ofitsiant", "официант"],
    // y is й after a vowel, ы after a consonant.
    ["glavnyy vrach", "главный врач"],
    ["stroitel'", "строитель"],
  ])("ru: %s → %s", (input, cyrillic) => {
    expect(russianInCyrillic(input, "ru")).toBe(cyrillic);
  });

  it("reads only Russian typed in Latin letters", () => {
    expect(russianInCyrillic("врач", "ru")).toBeUndefined();
    expect(russianInCyrillic("programmist", "uk")).toBeUndefined();
    expect(russianInCyrillic("shifokor", "uz")).toBeUndefined();
    expect(russianInCyrillic("123", "ru")).toBeUndefined();
  });
});
