import { describe, expect, it } from "vitest";
import { inTitleScript } from "../../../../src/lib/salary/script-variants.ts";

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
