import i18next, { type i18n } from "i18next";
import { messagesFor, type MessageKey, type Messages } from "./messages.ts";
import { BRAND, SUPPORT_EMAIL } from "../site.ts";
import { compileMessage, fillMessage, isPlainMessage, type MessageTemplate } from "../lib/i18n/message-template.ts";

/** Keys are checked against en.json at compile time: a typo is a type error, not a blank UI. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export interface Translator {
  readonly t: Translate;
  /** A list or object from the messages (FAQ items, legal sections…). */
  readonly messages: Messages;
}

const instances = new Map<string, Translator>();

const DEFAULT_VALUES = { brand: BRAND, email: SUPPORT_EMAIL } as const;

/** The i18next instance behind `translator(lang)`; exported so tests can compare the two. */
export function createInstance(lang: string): i18n {
  const instance = i18next.createInstance();
  // initAsync:false makes init synchronous: resources are bundled, nothing to fetch.
  void instance.init({
    lng: lang,
    fallbackLng: "en",
    initAsync: false,
    resources: { [lang]: { translation: messagesFor(lang) }, en: { translation: messagesFor("en") } },
    interpolation: {
      prefix: "{",
      suffix: "}",
      escapeValue: false, // Astro and React escape on output.
      defaultVariables: { ...DEFAULT_VALUES },
    },
    returnNull: false,
  });
  return instance;
}

const PLURAL_SUFFIXES = ["zero", "one", "two", "few", "many", "other"] as const;

/** Names i18next reads as options rather than as values; a call passing one is left to it. */
const I18NEXT_OPTIONS = new Set([
  "lng",
  "lngs",
  "fallbackLng",
  "ns",
  "context",
  "defaultValue",
  "ordinal",
  "replace",
  "returnObjects",
  "returnDetails",
  "joinArrays",
  "postProcess",
  "interpolation",
  "keySeparator",
  "nsSeparator",
]);

function hasI18nextOption(values: Record<string, unknown>): boolean {
  for (const name in values) if (I18NEXT_OPTIONS.has(name)) return true;
  return false;
}

/**
 * The string i18next would interpolate for `key`: the language's own, or English where the
 * language's is missing or empty. Undefined when i18next's own rules are needed instead
 * (plural forms exist for the key, braces other than `{name}` placeholders, or no string).
 */
function templateSource(instance: i18n, lang: string, key: string): string | undefined {
  const stringAt = (lng: string, path: string): string | undefined => {
    const value: unknown = instance.getResource(lng, "translation", path);
    return typeof value === "string" ? value : undefined;
  };
  if (PLURAL_SUFFIXES.some((s) => stringAt(lang, `${key}_${s}`) ?? stringAt("en", `${key}_${s}`))) return undefined;
  const text = stringAt(lang, key) || stringAt("en", key);
  return text && isPlainMessage(text) ? text : undefined;
}

export function translator(lang: string): Translator {
  let cached = instances.get(lang);
  if (!cached) {
    const instance = createInstance(lang);
    // A key without values always gives the same text; pages ask for the same few hundred
    // (header, footer, labels) on every render, and i18next's lookup costs more than a Map's.
    const plain = new Map<string, string>();
    // A key with values is split at its placeholders once and filled by concatenation
    // (src/lib/i18n/message-template.ts); null marks a key left to i18next.
    const templates = new Map<string, MessageTemplate | null>();
    const t: Translate = (key, values) => {
      if (values) {
        let template = templates.get(key);
        if (template === undefined) {
          const source = templateSource(instance, lang, key);
          template = source === undefined ? null : compileMessage(source);
          templates.set(key, template);
        }
        return template && !hasI18nextOption(values)
          ? fillMessage(template, values, DEFAULT_VALUES)
          : instance.t(key, values);
      }
      let text = plain.get(key);
      if (text === undefined) {
        text = instance.t(key, {});
        plain.set(key, text);
      }
      return text;
    };
    cached = { t, messages: messagesFor(lang) };
    instances.set(lang, cached);
  }
  return cached;
}

/** Fills {brand}, {email} and other placeholders in a string taken from `messages`. */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  const all: Record<string, string | number> = { brand: BRAND, email: SUPPORT_EMAIL, ...values };
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(all[name] ?? whole));
}
