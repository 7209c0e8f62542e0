import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkCalculatorInput } from "../../../../src/lib/salary/calculator-input.ts";
import { checkResultSegments } from "../../../../src/lib/salary/result-url.ts";
import { checkPosition, positionSlug, type PositionErrorCode } from "../../../../src/lib/salary/position.ts";
import { validateSalaryQuery } from "../../../../src/lib/salary/query.ts";
import { parseSalaryOgParams } from "../../../../src/server/og/salary-og-image.ts";

type Verdict = "OK" | PositionErrorCode;
const CALCULATOR_CODES: Record<string, PositionErrorCode> = {
  "validation.positionRequired": "POSITION_REQUIRED",
  "validation.positionTooShort": "POSITION_TOO_SHORT",
  "validation.positionTooLong": "POSITION_TOO_LONG",
  "validation.positionInvalid": "POSITION_INVALID",
};

/** The verdict of each entry point on the same text. */
function verdicts(text: string): Record<string, Verdict> {
  const calculator = checkCalculatorInput({ position: text, country: "DE", experience: "5" });
  const api = validateSalaryQuery({ country: "DE", position: text, experience: 5, lang: "en" });
  const url = checkResultSegments("DE", text, "5");
  // The query as the endpoint reads it (a real URL cannot even carry some of these strings).
  const query = new Map([
    ["country", "DE"],
    ["position", text],
    ["experience", "5"],
  ]);
  const og = parseSalaryOgParams({ get: (key: string) => query.get(key) ?? null } as URLSearchParams);
  const rule = checkPosition(text);
  return {
    rule: rule.ok ? "OK" : rule.code,
    calculator: calculator.ok ? "OK" : (CALCULATOR_CODES[calculator.errors.position ?? ""] ?? "OK"),
    api: api.ok ? "OK" : (api.code as PositionErrorCode),
    // A URL segment is never empty (the router needs one), so "required" reads as too short there.
    url: url.kind === "invalid" ? (url.code as Verdict) : "OK",
    og: og.ok ? "OK" : (og.code as PositionErrorCode),
  };
}

function sameEverywhere(text: string): void {
  const v = verdicts(text);
  const rule = v["rule"]!;
  expect(v).toEqual({
    rule,
    calculator: rule,
    api: rule,
    url: rule === "POSITION_REQUIRED" ? "POSITION_TOO_SHORT" : rule,
    og: rule,
  });
}

describe("checkPosition", () => {
  it.each([
    ["software developer", "OK"],
    ["  Nurse  ", "OK"],
    ["C#", "POSITION_TOO_SHORT"],
    ["C++", "OK"],
    ["a", "POSITION_TOO_SHORT"],
    ["!!", "POSITION_TOO_SHORT"],
    ["", "POSITION_REQUIRED"],
    ["   ", "POSITION_REQUIRED"],
    ["x".repeat(100), "OK"],
    ["x".repeat(101), "POSITION_TOO_LONG"],
    // 60 astral CJK characters are 120 UTF-16 units but 60 characters: accepted everywhere.
    ["𠀀".repeat(60), "OK"],
    ["𠀀".repeat(101), "POSITION_TOO_LONG"],
    ["nurse\u0000", "POSITION_INVALID"],
    ["nurse\n", "POSITION_INVALID"],
    ["\u202enurse", "POSITION_INVALID"],
    ["nu\u2066rse", "POSITION_INVALID"],
    ["nurse\ud800", "POSITION_INVALID"],
    ["e\u0301tudiant", "OK"],
    ["مهندس برمجيات", "OK"],
    ["x".repeat(5000), "POSITION_TOO_LONG"],
  ])("%j → %s", (text, expected) => {
    const result = checkPosition(text);
    expect(result.ok ? "OK" : result.code).toBe(expected);
  });

  it("cleans spacing and composes characters", () => {
    expect(checkPosition("  e\u0301tudiant   en  droit ")).toEqual({ ok: true, position: "étudiant en droit" });
  });
});

const tricky = fc
  .array(
    fc.constantFrom(
      "a",
      "Z",
      "é",
      "e\u0301",
      "\u0301",
      "İ",
      "漢",
      "𠀀",
      "😀",
      "-",
      " ",
      "#",
      "+",
      ".",
      "\u202e",
      "\u2066",
      "\u0000",
      "\n",
      "\t",
      "\u200f",
      "\ud800",
      "%",
    ),
    { maxLength: 130 },
  )
  .map((parts) => parts.join(""));
const anyText = fc.oneof(
  tricky,
  fc.string({ unit: "binary", maxLength: 140 }),
  fc.string({ unit: "grapheme", maxLength: 120 }),
);

describe("every entry point gives the same verdict (property)", () => {
  it("for arbitrary text: calculator, API, result URL and social card agree with the rule", () => {
    fc.assert(fc.property(anyText, sameEverywhere), { numRuns: 800 });
  });

  it("a title the calculator accepts leads to a result URL that accepts it", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const calculator = checkCalculatorInput({ position: text, country: "DE", experience: "5" });
        if (!calculator.ok) return;
        const url = checkResultSegments("DE", positionSlug(calculator.position), "5");
        expect(url.kind).toBe("ok");
      }),
      { numRuns: 800 },
    );
  });
});

describe("lower-casing by the title's language", () => {
  it.each([
    ["İnşaat mühendisi", "tr", "inşaat-mühendisi"],
    ["İnşaat mühendisi", undefined, "inşaat-mühendisi"],
    ["İnşaat mühendisi", "de", "inşaat-mühendisi"],
    ["IŞIK TASARIMCISI", "tr", "ışık-tasarımcısı"],
    ["İşçi", "az", "işçi"],
    ["Software Developer", "tr", "software-developer"],
    ["Software Developer", "en", "software-developer"],
  ])("%s (%s) → %s", (title, lang, slug) => {
    expect(positionSlug(title, lang)).toBe(slug);
    // Never a combining dot above: it would sit invisibly in the address.
    expect(positionSlug(title, lang)).not.toMatch(/\u0307/u);
  });

  it("a Turkish result path carries the Turkish lower case", () => {
    expect(checkResultSegments("TR", "İnşaat mühendisi", "5", "tr")).toMatchObject({
      kind: "redirect",
      slug: "inşaat-mühendisi",
    });
    expect(checkResultSegments("TR", "inşaat-mühendisi", "5", "tr")).toMatchObject({ kind: "ok" });
  });
});
