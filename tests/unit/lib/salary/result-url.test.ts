import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkResultSegments,
  positionFromSlug,
  positionSlug,
  resultPath,
} from "../../../../src/lib/salary/result-url.ts";
import { checkCalculatorInput, regionOfLocale } from "../../../../src/lib/salary/calculator-input.ts";

describe("positionSlug", () => {
  it.each([
    ["Software Developer", "software-developer"],
    ["  Senior   C++ / Rust engineer ", "senior-c++-rust-engineer"],
    ["软件工程师", "软件工程师"],
    ["Yazılım Mühendisi", "yazılım-mühendisi"],
    ["مهندس برمجيات", "مهندس-برمجيات"],
    ["<script>alert(1)</script>", "script-alert-1-script"],
    ["../../etc/passwd", "etc-passwd"],
  ])("%s → %s", (input, expected) => {
    expect(positionSlug(input)).toBe(expected);
  });

  it("is idempotent and round-trips through positionFromSlug", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const slug = positionSlug(text);
        expect(positionSlug(slug)).toBe(slug);
        expect(positionSlug(positionFromSlug(slug))).toBe(slug);
        expect(slug).not.toMatch(/[/?#<>"'\s]/);
      }),
    );
  });
});

describe("resultPath", () => {
  it("builds the canonical path with an encoded slug", () => {
    expect(resultPath("", "de", "Software Developer", 5)).toBe("/salary/DE/software-developer/5");
    expect(resultPath("/ja", "JP", "看護師", 0)).toBe(`/ja/salary/JP/${encodeURIComponent("看護師")}/0`);
  });
});

describe("checkResultSegments", () => {
  it.each([
    ["DE", "software-developer", "5", { kind: "ok", country: "DE", position: "software developer", years: 5 }],
    ["en", "nurse", "3", { kind: "redirect", country: "US", slug: "nurse", years: 3 }],
    ["uk", "nurse", "3", { kind: "redirect", country: "GB", slug: "nurse", years: 3 }],
    ["tr", "nurse", "3", { kind: "redirect", country: "TR", slug: "nurse", years: 3 }],
    ["de", "nurse", "3", { kind: "redirect", country: "DE", slug: "nurse", years: 3 }],
    ["DE", "Software Developer", "5", { kind: "redirect", country: "DE", slug: "software-developer", years: 5 }],
    ["DE", "nurse", "05", { kind: "redirect", country: "DE", slug: "nurse", years: 5 }],
    ["DE", "x".repeat(101), "5", { kind: "invalid", code: "POSITION_TOO_LONG" }],
    ["DE", "nurse\u0000", "5", { kind: "invalid", code: "POSITION_INVALID" }],
    ["DE", "\u202enurse", "5", { kind: "invalid", code: "POSITION_INVALID" }],
    ["DE", "a", "5", { kind: "invalid", code: "POSITION_TOO_SHORT" }],
    ["DE", "---", "5", { kind: "invalid", code: "POSITION_TOO_SHORT" }],
    ["DE", "nurse", "51", { kind: "invalid", code: "EXPERIENCE_INVALID" }],
    ["DE", "nurse", "-1", { kind: "invalid", code: "EXPERIENCE_INVALID" }],
    ["DE", "nurse", "2.5", { kind: "invalid", code: "EXPERIENCE_INVALID" }],
    ["DEU", "nurse", "5", { kind: "country-not-found" }],
    ["1x", "nurse", "5", { kind: "country-not-found" }],
  ])("%s / %s / %s", (country, position, years, expected) => {
    expect(checkResultSegments(country, position, years)).toMatchObject(expected);
  });

  it("a redirect target is itself canonical", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-zA-Z]{2}$/),
        fc.string({ maxLength: 60 }),
        fc.integer({ min: 0, max: 50 }),
        (c, p, y) => {
          const first = checkResultSegments(c, p, String(y));
          if (first.kind === "redirect") {
            expect(checkResultSegments(first.country, first.slug, String(first.years)).kind).toBe("ok");
          }
        },
      ),
    );
  });
});

describe("checkCalculatorInput", () => {
  it.each([
    [
      { position: "", country: "", experience: "0" },
      { country: "validation.countryRequired", position: "validation.positionRequired" },
    ],
    [{ position: "a", country: "DE", experience: "0" }, { position: "validation.positionTooShort" }],
    [{ position: "x".repeat(101), country: "DE", experience: "0" }, { position: "validation.positionTooLong" }],
    [{ position: "nurse", country: "DE", experience: "60" }, { experience: "validation.experienceInvalid" }],
    [{ position: "nurse", country: "DE", experience: "abc" }, { experience: "validation.experienceInvalid" }],
  ])("rejects %j", (input, errors) => {
    expect(checkCalculatorInput(input)).toEqual({ ok: false, errors });
  });

  it("accepts and normalises a complete input", () => {
    expect(checkCalculatorInput({ position: "  nurse ", country: "de", experience: "0" })).toEqual({
      ok: true,
      position: "nurse",
      country: "DE",
      years: 0,
    });
  });

  it("counts characters, not UTF-16 units", () => {
    expect(checkCalculatorInput({ position: "医生", country: "CN", experience: "1" }).ok).toBe(true);
  });
});

describe("regionOfLocale", () => {
  it.each([
    ["pt-BR", "BR"],
    ["zh-Hans-CN", "CN"],
    ["en_us", "US"],
    ["fr", null],
    ["es-419", null],
  ])("%s → %s", (tag, expected) => {
    expect(regionOfLocale(tag)).toBe(expected);
  });
});
