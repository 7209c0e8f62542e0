import { describe, expect, it } from "vitest";
import { salaryPageModel } from "../../../../src/features/salary/result-page-model.ts";
import { defaultSalaryEngine } from "../../../../src/server/salary/salary-engine.ts";

const model = (position: string, lang: string) =>
  salaryPageModel({
    engine: defaultSalaryEngine(),
    lang,
    segments: { country: "DE", position: encodeURIComponent(position), experience: "3" },
    search: "",
    siteUrl: "https://example.org",
  });

describe("salary result page model", () => {
  it.each([
    ["soldat", "de"],
    ["soldier", "en"],
  ])("says a soldier's pay is not covered, keeping what was typed (%s, %s)", (position, lang) => {
    expect(model(position, lang)).toEqual({ kind: "not-covered", position, country: "DE", years: 3 });
  });

  it("still prices a civilian job and finds no match for nonsense", () => {
    expect(model("krankenpfleger", "de").kind).toBe("ok");
    expect(model("xqzzy", "de").kind).toBe("no-match");
  });
});
