import i18next, { type i18n } from "i18next";
import { messagesFor, type MessageKey, type Messages } from "./messages.ts";
import { BRAND, SUPPORT_EMAIL } from "../site.ts";

/** Keys are checked against en.json at compile time: a typo is a type error, not a blank UI. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export interface Translator {
  readonly t: Translate;
  /** A list or object from the messages (FAQ items, legal sections…). */
  readonly messages: Messages;
}

const instances = new Map<string, Translator>();

function createInstance(lang: string): i18n {
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
      defaultVariables: { brand: BRAND, email: SUPPORT_EMAIL },
    },
    returnNull: false,
  });
  return instance;
}

export function translator(lang: string): Translator {
  let cached = instances.get(lang);
  if (!cached) {
    const instance = createInstance(lang);
    // A key without values always gives the same text; pages ask for the same few hundred
    // (header, footer, labels) on every render, and i18next's lookup costs more than a Map's.
    const plain = new Map<string, string>();
    const t: Translate = (key, values) => {
      if (values) return instance.t(key, values);
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
