import { describe, expect, it } from "vitest";
import { isValidEmail } from "../../../../src/lib/validation/email.ts";

describe("isValidEmail", () => {
  it.each(["ana@example.com", " ana.maria+jobs@sub.example.co.uk ", "x@y.io", "用户@例子.广告"])(
    "accepts %s",
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );
  it.each([
    "",
    "ana",
    "ana@",
    "@example.com",
    "ana@example",
    "ana@@example.com",
    "ana @example.com",
    "ana@example..com",
    ".ana@example.com",
    `${"a".repeat(65)}@x.com`,
    `a@${"b".repeat(250)}.com`,
  ])("rejects %s", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
