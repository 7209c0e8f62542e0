import { describe, expect, it } from "vitest";
import fc from "fast-check";
import i18next from "i18next";
import { compileMessage, fillMessage, isPlainMessage } from "../../../src/lib/i18n/message-template.ts";
import { createInstance, translator } from "../../../src/i18n/translate.ts";
import { messageFileCodes, messagesFor, type MessageKey } from "../../../src/i18n/messages.ts";

const DEFAULTS = { brand: "Brand", email: "a@b.c" };

describe("compileMessage / fillMessage", () => {
  it.each([
    ["no placeholder", "Hello", {}, "Hello"],
    ["one value", "Hello {name}!", { name: "Ana" }, "Hello Ana!"],
    ["a default", "{brand} is free", {}, "Brand is free"],
    ["a value over a default", "{brand}", { brand: "Other" }, "Other"],
    ["a missing value kept as written", "{a} and {b}", { a: 1 }, "1 and {b}"],
    ["null and undefined give nothing", "[{a}][{b}]", { a: null, b: undefined }, "[][]"],
    ["values are not read again", "{a}", { a: "{brand} $& $1" }, "{brand} $& $1"],
    ["adjacent placeholders", "{a}{b}{a}", { a: "x", b: "y" }, "xyx"],
    ["numbers", "{n} items", { n: 0 }, "0 items"],
    ["an inherited name is not a value", "{toString}", {}, "{toString}"],
  ])("%s", (_label, text, values, expected) => {
    expect(fillMessage(compileMessage(text), values, DEFAULTS)).toBe(expected);
  });

  it("keeps literal text at even indexes and names at odd ones", () => {
    expect(compileMessage("a{x}b{y}")).toEqual(["a", "x", "b", "y", ""]);
    expect(compileMessage("")).toEqual([""]);
  });

  it.each([
    ["Hello {name}", true],
    ["no braces", true],
    ["{ a }", false],
    ["{a.b}", false],
    ["{{a}}", false],
    ["a } b", false],
  ])("%s is plain: %s", (text, plain) => {
    expect(isPlainMessage(text)).toBe(plain);
  });

  it("fills plain messages exactly as i18next does, for any text and values", () => {
    const name = fc.constantFrom("a", "b", "brand", "count", "x1");
    const piece = fc.oneof(
      fc.string({ maxLength: 6 }).filter((s) => !/[{}]/.test(s)),
      name.map((n) => `{${n}}`),
      fc.constantFrom("{", "}", "{ a }", "$&", "$1"),
    );
    const text = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(""));
    const value = fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), fc.constantFrom("{a}", "$&", "$$"));
    fc.assert(
      fc.property(text, fc.dictionary(name, value, { maxKeys: 4 }), (source, values) => {
        const instance = i18next.createInstance();
        void instance.init({
          lng: "xx",
          initAsync: false,
          resources: { xx: { translation: { k: source } } },
          interpolation: { prefix: "{", suffix: "}", escapeValue: false, defaultVariables: DEFAULTS },
          returnNull: false,
        });
        // i18next gives the key itself for an empty string (a missing translation).
        fc.pre(source !== "" && isPlainMessage(source));
        expect(fillMessage(compileMessage(source), values, DEFAULTS)).toBe(instance.t("k", values));
      }),
      { numRuns: 400 },
    );
  });
});

/** Every dotted path to a string in the messages, with the placeholders it uses. */
function stringKeys(node: unknown, prefix = ""): { key: string; names: string[] }[] {
  if (typeof node === "string")
    return [{ key: prefix, names: [...node.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "") }];
  if (!node || typeof node !== "object" || Array.isArray(node)) return [];
  return Object.entries(node).flatMap(([k, v]) => stringKeys(v, prefix ? `${prefix}.${k}` : k));
}

describe("translator(lang).t with values", () => {
  const keys = stringKeys(messagesFor("en"));

  it("leaves a call with an i18next option to i18next", () => {
    // i18next reads values from `replace` when it is given.
    const values = { replace: { country: "Y" } } as unknown as Record<string, string>;
    const text = translator("en").t("salaryErrors.countryNoData", values);
    expect(text).toBe(createInstance("en").t("salaryErrors.countryNoData", values));
    expect(text).toContain(" Y ");
  });

  it.each(messageFileCodes)("gives i18next's text for every key in %s", (lang) => {
    const instance = createInstance(lang);
    const { t } = translator(lang);
    for (const { key, names } of keys) {
      const all = Object.fromEntries(names.map((n, i) => [n, i % 2 ? 42 : `«${n} $& {brand}»`]));
      const some = Object.fromEntries(names.slice(1).map((n) => [n, `v-${n}`]));
      for (const values of [all, some, { ...all, brand: "Other" }]) {
        expect(t(key as MessageKey, values), `${lang} ${key}`).toBe(instance.t(key, values));
      }
    }
  });
});
