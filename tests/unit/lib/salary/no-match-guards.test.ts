import { describe, expect, it } from "vitest";
import { defaultSalaryEngine } from "../../../../src/server/salary/salary-engine.ts";

// A wrong mapping is worse than none: nonsense, and queries only half of which matches
// any title, must answer "no match" instead of a confident-looking guess.
describe("no-match guards", () => {
  it.each([
    ["xqzzy", "de"],
    ["asdfgh", "en"],
    ["hello world", "en"],
    ["qwerty", "fr"],
    ["zzzz", "ja"],
  ])("%s (%s) is no match", (position, lang) => {
    const result = defaultSalaryEngine().estimate({ country: "DE", position, experience: 3, lang });
    expect(result).toEqual({ ok: false, code: "NO_MATCH" });
  });

  it.each([
    ["nurse", "en", "29-1141"],
    ["data scientist", "en", "15-2051"],
    ["ceo", "en", "11-1011"],
  ])("%s (%s) still matches %s", (position, lang, code) => {
    const result = defaultSalaryEngine().estimate({ country: "DE", position, experience: 3, lang });
    expect(result.ok && result.value.occupation.code).toBe(code);
  });
});
