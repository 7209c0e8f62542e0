import { describe, expect, it } from "vitest";
import { fill, translator } from "../../../src/i18n/translate.ts";
import { messageFileCodes } from "../../../src/i18n/messages.ts";
import { BRAND, SUPPORT_EMAIL } from "../../../src/config/site.ts";

describe("translator(lang).t", () => {
  const { t } = translator("en");

  it("fills {name} placeholders with the values given", () => {
    expect(t("salaryErrors.countryNoData", { country: "Chad" })).toBe(
      "We do not have reliable pay figures for Chad yet. Please choose another country.",
    );
    expect(t("calculator.characterCount", { current: 0, max: 2000 })).toBe("0/2000");
  });

  it("fills {brand} and {email} unless a value is given", () => {
    expect(t("meta.titleTemplate", { page: "FAQ" })).toBe(`FAQ · ${BRAND}`);
    expect(t("meta.titleTemplate", { page: "FAQ", brand: "Other" })).toBe("FAQ · Other");
    expect(t("meta.defaultTitle")).toContain(BRAND);
    expect(t("contact.failureBody", {})).toContain(SUPPORT_EMAIL);
  });

  it("keeps a placeholder without a value as written and inserts values as they are", () => {
    expect(t("meta.titleTemplate", {})).toBe(`{page} · ${BRAND}`);
    expect(t("meta.titleTemplate", { page: "<b>{brand} $& $1</b>" })).toBe(`<b>{brand} $& $1</b> · ${BRAND}`);
  });

  it.each(messageFileCodes)("%s leaves no placeholder of a key unfilled when its values are given", (lang) => {
    const text = translator(lang).t("salaryErrors.countryNoData", { country: "«X»" });
    expect(text).toContain("«X»");
    expect(text).not.toMatch(/[{}]/);
  });
});

describe("fill", () => {
  it.each([
    ["no placeholder", "Hello", {}, "Hello"],
    ["one value", "Hello {name}!", { name: "Ana" }, "Hello Ana!"],
    ["the brand by default", "{brand} is free", {}, `${BRAND} is free`],
    ["the support address by default", "Write to {email}", {}, `Write to ${SUPPORT_EMAIL}`],
    ["a value over a default", "{brand}", { brand: "Other" }, "Other"],
    ["a missing value kept as written", "{a} and {b}", { a: 1 }, "1 and {b}"],
    ["values are not read again", "{a}", { a: "{brand} $& $1" }, "{brand} $& $1"],
    ["adjacent placeholders", "{a}{b}{a}", { a: "x", b: "y" }, "xyx"],
    ["numbers", "{n} items", { n: 0 }, "0 items"],
  ])("%s", (_label, text, values, expected) => {
    expect(fill(text, values)).toBe(expected);
  });
});
