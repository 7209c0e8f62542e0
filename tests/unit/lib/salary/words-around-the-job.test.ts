import { describe, expect, it } from "vitest";
import {
  beforeSeparator,
  withoutAdWords,
  withoutSalaryWords,
} from "../../../../src/lib/salary/words-around-the-job.ts";

describe("words around the job", () => {
  it.each([
    // [typed, language, the words left]
    ["Kassierer (m/w/d)", "de", "kassierer"],
    ["Verkäufer (w/m/d) in Teilzeit", "de", "verkäufer in"],
    ["Vendeur H/F - CDI", "fr", "vendeur"],
    ["Se busca camarero", "es", "camarero"],
    ["Schoonmaker 20 uur per week", "nl", "schoonmaker"],
    ["Cariste CACES 3", "fr", "cariste"],
    ["Forklift Operator 2nd Shift", "en", "forklift operator"],
    ["Требуется повар, полный день", "ru", "повар"],
    ["급구 간호사 정규직", "ko", "간호사"],
    // Tone marks kept, and a number that names the job stays.
    ["Tuyển giáo viên cấp 2 toàn thời gian", "vi", "giáo viên cấp 2"],
    ["911 dispatcher - part time", "en", "911 dispatcher"],
  ])("%s (%s) → %s", (typed, lang, rest) => {
    expect(withoutAdWords(typed, lang)).toBe(rest);
  });

  it.each([
    ["Registered Nurse", "en"],
    ["Contract Manager", "en"],
    ["m", "de"],
  ])("%s (%s) has nothing to take away and comes back as typed", (typed, lang) => {
    expect(withoutAdWords(typed, lang)).toBe(typed);
  });

  it.each([
    ["Store Manager – Berlin", "Store Manager"],
    ["Registered Nurse, ICU", "Registered Nurse"],
    ["Pflegefachkraft (Intensivstation)", "Pflegefachkraft"],
    ["Sales Associate | Part Time", "Sales Associate"],
    ["Arzt-Helferin", "Arzt-Helferin"],
  ])("%s before its separator is %s", (typed, job) => {
    expect(beforeSeparator(typed)).toBe(job);
  });

  it.each([
    ["nurse salary", "en", "nurse"],
    ["mshahara wa dereva", "sw", "dereva"],
    ["护士工资", "zh", "护士"],
    ["salary", "en", "salary"],
  ])("%s (%s) without the word for pay is %s", (typed, lang, rest) => {
    expect(withoutSalaryWords(typed, lang).trim()).toBe(rest);
  });
});
