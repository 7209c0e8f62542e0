import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fillPlaceholders } from "../../../../src/lib/i18n/browser-placeholders.ts";

describe("fillPlaceholders", () => {
  it.each([
    ["{current}/{max}", { current: 12, max: 60 }, "12/60"],
    ["{current} of {max} ({current})", { current: 3, max: 9 }, "3 of 9 (3)"],
    ["© {year} SalaryScope", { year: 2026 }, "© 2026 SalaryScope"],
    ["No article matches “{query}”.", { query: "$& {count}" }, "No article matches “$& {count}”."],
    ["{missing} stays", {}, "{missing} stays"],
    ["no placeholders", { a: 1 }, "no placeholders"],
  ])("%s", (message, values, expected) => expect(fillPlaceholders(message, values)).toBe(expected));

  it("puts a value in as text, never reading it as a pattern or a placeholder", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(fillPlaceholders("[{v}]", { v: value })).toBe(`[${value}]`);
      }),
    );
  });
});
