/**
 * The text of the per-address limit's 429, in the language of the page or API call that was
 * refused. The server script runs as plain Node (no Vite), so it cannot import
 * `src/i18n/messages.ts`: it reads this one message from each language's file at start-up and
 * fills `{seconds}` through the same i18next set-up as the pages, with the number formatted for
 * the language as the pages format it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { projectPath } from "../project-path.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { DEFAULT_LANGUAGE, languageDefinitions } from "../../lib/i18n/languages.ts";
import { splitLanguagePrefix } from "../../lib/i18n/localized-path.ts";
import { createMessageInstance } from "../../i18n/i18next-instance.ts";
import { numberFormat } from "../../lib/format/number-format.ts";

const MESSAGE_DIR = "src/i18n/messages";
const KEY = "common.tooManyRequests" satisfies MessageKey;

/**
 * The message folder seen from this module, which runs from `src/` in development, tests and
 * production: the nearest ancestor holding it.
 */
export function messageDir(from: string = fileURLToPath(import.meta.url)): string {
  return projectPath(MESSAGE_DIR, from, "Messages");
}

/**
 * The language of a request target (path and query, as in `req.url`): the `lang` parameter for
 * `/api/v1/*`, the path's language prefix otherwise; anything not offered is the default.
 */
export function requestLanguage(target: string, offered: readonly string[]): string {
  const q = target.indexOf("?");
  const path = q < 0 ? target : target.slice(0, q);
  const lang = path.startsWith("/api/v1/")
    ? new URLSearchParams(q < 0 ? "" : target.slice(q + 1)).get("lang")
    : splitLanguagePrefix(path, offered).lang;
  return lang !== null && offered.includes(lang) ? lang : DEFAULT_LANGUAGE;
}

export interface TooManyRequestsText {
  readonly lang: string;
  readonly message: string;
}

function messageOf(file: string): string | undefined {
  const tree = JSON.parse(readFileSync(file, "utf8")) as unknown;
  const value = KEY.split(".").reduce<unknown>(
    (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
    tree,
  );
  return typeof value === "string" && value.trim() ? value : undefined;
}

/**
 * The text for a refused request: its language and the message. The English message is read
 * now (the server refuses to start without it); another language's file is read on the first
 * refusal in that language, since refusals are rare and reading every file up front cost
 * about 20 ms of start-up. Nothing from the request reaches the text but the choice of language.
 */
export function tooManyRequestsText(
  dir: string = messageDir(),
): (target: string, seconds: number) => TooManyRequestsText {
  const offered = languageDefinitions;
  const codes = offered.map((l) => l.code);
  const numberLocales = new Map(offered.map((l) => [l.code, l.numberLocale]));
  const english = messageOf(join(dir, `${DEFAULT_LANGUAGE}.json`));
  if (!english) throw new Error(`${KEY} missing from ${DEFAULT_LANGUAGE}.json`);
  // Only this message is kept of each file, not the whole tree.
  const only = (text: string) => ({ translation: { common: { tooManyRequests: text } } });
  const byLang = new Map<string, (seconds: number) => string>();
  const textFor = (lang: string) => {
    let fill = byLang.get(lang);
    if (!fill) {
      const own = lang === DEFAULT_LANGUAGE ? english : messageOf(join(dir, `${lang}.json`));
      const instance = createMessageInstance(lang, { en: only(english), ...(own ? { [lang]: only(own) } : {}) });
      const number = numberFormat(numberLocales.get(lang) ?? lang, "whole", { maximumFractionDigits: 0 });
      fill = (seconds) => instance.t(KEY, { seconds: number.format(seconds) });
      byLang.set(lang, fill);
    }
    return fill;
  };
  return (target, seconds) => {
    const lang = requestLanguage(target, codes);
    return { lang, message: textFor(lang)(seconds) };
  };
}
