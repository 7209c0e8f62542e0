import type { i18n, Interpolator } from "i18next";
import { messagesFor, type MessageKey, type Messages } from "./messages.ts";
import { createMessageInstance } from "./i18next-instance.ts";

/** Keys are checked against en.json at compile time: a typo is a type error, not a blank UI. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export interface Translator {
  readonly t: Translate;
  /** A list or object from the messages (FAQ items, legal sections…). */
  readonly messages: Messages;
}

const instances = new Map<string, Translator>();

function createInstance(lang: string): i18n {
  return createMessageInstance(lang, {
    [lang]: { translation: messagesFor(lang) },
    en: { translation: messagesFor("en") },
  });
}

export function translator(lang: string): Translator {
  let cached = instances.get(lang);
  if (!cached) {
    const instance = createInstance(lang);
    // Every message goes through i18next's `t`, so the site has one set of interpolation rules.
    // Only its result for a key without values is remembered: that text never changes, and
    // pages ask for the same few hundred (header, footer, labels) on every render, and a Map
    // answers them far faster than i18next (docs/http-server.md, docs/performance.md).
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

let interpolator: Interpolator | undefined;

/**
 * Fills `{name}` placeholders in a string taken from `messages` (list items, legal sections)
 * by i18next's own interpolation, with the same defaults as `t`: `{brand}`, `{email}`.
 */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  interpolator ??= createInstance("en").services.interpolator;
  return interpolator.interpolate(text, values, "en", {});
}
