import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkContactInput,
  firstInvalidField,
  type ContactErrors,
  type ContactInput,
} from "../../../../src/lib/contact/contact-input.ts";

const valid: ContactInput = {
  name: "Jo",
  email: "jo@example.com",
  subject: "general",
  message: "Ten chars!",
};

describe("checkContactInput", () => {
  it.each<[string, Partial<ContactInput>, ContactErrors]>([
    ["the shortest valid message", {}, {}],
    ["an empty name", { name: "   " }, { name: "validation.nameRequired" }],
    ["a one-letter name", { name: "J" }, { name: "validation.nameTooShort" }],
    ["a name of 101 characters", { name: "n".repeat(101) }, { name: "validation.nameTooLong" }],
    ["a name with a control character", { name: "Jo\u0007" }, { name: "validation.textInvalid" }],
    ["an address without a domain", { email: "jo@" }, { email: "validation.emailInvalid" }],
    ["an empty address", { email: "" }, { email: "validation.emailInvalid" }],
    ["an address with a bidi mark", { email: "jo\u200f@example.com" }, { email: "validation.emailInvalid" }],
    ["no subject", { subject: "" }, { subject: "validation.subjectRequired" }],
    ["an unknown subject", { subject: "__proto__" }, { subject: "validation.subjectRequired" }],
    ["an empty message", { message: "\n \n" }, { message: "validation.messageRequired" }],
    ["a nine-character message", { message: "Nine char" }, { message: "validation.messageTooShort" }],
    ["a message of 500 characters", { message: "m".repeat(500) }, { message: "validation.messageTooLong" }],
    ["a message with an isolate", { message: "Hello \u2067there\u2069!" }, { message: "validation.textInvalid" }],
  ])("%s", (_label, change, errors) => {
    const check = checkContactInput({ ...valid, ...change });
    expect(check.ok ? {} : check.errors).toEqual(errors);
  });

  it("counts characters as people see them: 499 astral characters pass, 500 do not", () => {
    expect(checkContactInput({ ...valid, message: "😀".repeat(499) }).ok).toBe(true);
    expect(checkContactInput({ ...valid, message: "😀".repeat(500) }).ok).toBe(false);
  });

  it("keeps line breaks and tabs in a message, as LF, and trims the edges", () => {
    const check = checkContactInput({ ...valid, name: "  Jo  ", message: "  Line one\r\n\tLine two  " });
    expect(check.ok && check.value).toEqual({ ...valid, name: "Jo", message: "Line one\n\tLine two" });
  });

  it("never throws, and a valid verdict always carries clean fields", () => {
    fc.assert(
      fc.property(
        fc.record({
          name: fc.string({ unit: "binary", maxLength: 120 }),
          email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 30 })),
          subject: fc.oneof(fc.constantFrom("general", "feedback", "support", "business"), fc.string()),
          message: fc.string({ unit: "binary", maxLength: 600 }),
        }),
        (input) => {
          const check = checkContactInput(input);
          if (check.ok) {
            expect(check.value.name.isWellFormed()).toBe(true);
            expect([...check.value.message].length).toBeLessThan(500);
            expect([...check.value.message].length).toBeGreaterThanOrEqual(10);
          } else {
            expect(Object.keys(check.errors).length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("firstInvalidField", () => {
  it.each<[ContactErrors, string | undefined]>([
    [{}, undefined],
    [{ message: "validation.messageRequired", email: "validation.emailInvalid" }, "email"],
    [{ subject: "validation.subjectRequired", name: "validation.nameRequired" }, "name"],
  ])("%j → %s", (errors, field) => {
    expect(firstInvalidField(errors)).toBe(field);
  });
});
