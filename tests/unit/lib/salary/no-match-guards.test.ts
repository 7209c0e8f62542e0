import { describe, expect, it } from "vitest";
import { defaultSalaryEngine } from "../../../../src/server/salary/salary-engine.ts";

// A wrong mapping is worse than none: nonsense, and a job word drowned in words that name
// nothing, must answer "no match" instead of a confident-looking guess. A job word beside one
// qualifier is read as that job, at less than high confidence.
describe("no-match guards", () => {
  it.each([
    ["xqzzy", "de"],
    ["asdfgh", "en"],
    ["hello world", "en"],
    ["qwerty", "fr"],
    ["zzzz", "ja"],
    // One job word beside two that name nothing.
    ["nurse xqzw vvkj", "en"],
    ["xqzw vvkj enfermera", "es"],
  ])("%s (%s) is no match", (position, lang) => {
    const result = defaultSalaryEngine().estimate({ country: "DE", position, experience: 3, lang });
    expect(result).toEqual({ ok: false, code: "NO_MATCH" });
  });

  it.each([
    ["enfermera de colegio", "es", "29-1141"],
    ["xqzw nurse", "en", "29-1141"],
    ["nurse xqzw", "en", "29-1141"],
  ])("%s (%s) is read as the job it names, %s, below high confidence", (position, lang, code) => {
    const result = defaultSalaryEngine().estimate({ country: "US", position, experience: 3, lang });
    expect(result.ok && result.value.occupation.code).toBe(code);
    expect(result.ok && result.value.confidence).not.toBe("high");
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

// The armed forces are jobs the pay sources do not cover (military pay follows each country's
// scales): a soldier is told so, never priced as a civilian job that shares a word ("foot
// soldier" was read as a photonics technician, Turkish "asker" as a mask maker, Indonesian
// "tentara" as a textile worker).
describe("armed forces", () => {
  it.each([
    ["soldier", "en"],
    ["foot soldier", "en"],
    ["army officer", "en"],
    ["Soldat", "de"],
    ["soldado", "es"],
    ["солдат", "ru"],
    ["asker", "tr"],
    ["tentara", "id"],
    ["सैनिक", "hi"],
    ["جندي", "ar"],
    ["军人", "zh"],
    ["軍人", "zh"],
    ["аскар", "uz"],
    // An English title in any language.
    ["soldier", "sw"],
  ])("%s (%s) is a job the figures do not cover", (position, lang) => {
    const result = defaultSalaryEngine().estimate({ country: "DE", position, experience: 3, lang });
    expect(result).toEqual({ ok: false, code: "OCCUPATION_NOT_COVERED" });
  });

  it.each([
    ["military police officer", "en", "33-3051"],
    ["police sergeant", "en", "33-1012"],
    ["army welfare officer", "en", "21-1023"],
  ])("%s (%s), a civilian title with a military word, is still priced as %s", (position, lang, code) => {
    const result = defaultSalaryEngine().estimate({ country: "DE", position, experience: 3, lang });
    expect(result.ok && result.value.occupation.code).toBe(code);
  });
});

// People without a job to price (a student, a pensioner, someone out of work) are no match,
// never a job that shares a word: "student" was a student advisor, Spanish "estudiante" a
// philosophy professor, Turkish "öğrenci" a school bus driver.
describe("not a job", () => {
  it.each([
    ["student", "en"],
    ["retired", "en"],
    ["trainee", "en"],
    ["Studentin", "de"],
    ["estudiante", "es"],
    ["öğrenci", "tr"],
    ["студент", "ru"],
    ["mahasiswa", "id"],
    ["学生", "zh"],
    ["student", "sw"],
  ])("%s (%s) is no match", (position, lang) => {
    const result = defaultSalaryEngine().estimate({ country: "DE", position, experience: 3, lang });
    expect(result).toEqual({ ok: false, code: "NO_MATCH" });
  });

  it.each([
    // A job that names students or owners is still that job; an owner is no physician.
    ["student nurse", "en", "29-1141"],
    ["student advisor", "en", "21-1012"],
    ["owner", "en", "11-1021"],
    ["business owner", "en", "11-1021"],
    ["restaurant owner", "en", "11-9051"],
    ["store owner", "en", "41-1011"],
  ])("%s (%s) is priced as %s", (position, lang, code) => {
    const result = defaultSalaryEngine().estimate({ country: "DE", position, experience: 3, lang });
    expect(result.ok && result.value.occupation.code).toBe(code);
  });
});
