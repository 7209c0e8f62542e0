/**
 * The text of the per-address limit's 429, in the language of the page or API call that was
 * refused. The server script runs as plain Node (no Vite), so it cannot import
 * `src/i18n/messages.ts`: it reads this one message from each language's file at start-up and
 * fills `{seconds}` through the same i18next set-up as the pages, with the number formatted for
 * the language as the pages format it.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { MessageKey } from "../../i18n/messages.ts";
import { DEFAULT_LANGUAGE, languageDefinitions } from "../../i18n/languages.ts";
import { offeredLanguages } from "../../lib/i18n/offered-languages.ts";
import { splitLanguagePrefix } from "../../lib/i18n/localized-path.ts";
import { createMessageInstance } from "../../i18n/i18next-instance.ts";

const MESSAGE_DIR = "src/i18n/messages";
const KEY = "common.tooManyRequests" satisfies MessageKey;

/**
 * The message folder seen from this module, which runs from `src/` in development, tests and
 * production: the nearest ancestor holding it.
 */
export function messageDir(from: string = fileURLToPath(import.meta.url)): string {
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    const candidate = join(dir, MESSAGE_DIR);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error(`Messages not found: no ${MESSAGE_DIR} above ${from}`);
  }
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
 * Reads the message of every offered language (a definition and a message file, as the site
 * offers them) now, and returns the text for a refused request: its language and the message.
 * Nothing from the request reaches the text but the choice of language.
 */
export function tooManyRequestsText(
  dir: string = messageDir(),
): (target: string, seconds: number) => TooManyRequestsText {
  const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
  const offered = offeredLanguages(
    languageDefinitions,
    files.map((f) => f.slice(0, -".json".length)),
  );
  const english = messageOf(join(dir, `${DEFAULT_LANGUAGE}.json`));
  if (!english) throw new Error(`${KEY} missing from ${DEFAULT_LANGUAGE}.json`);
  // Only this message is kept of each file, not the whole tree.
  const only = (text: string) => ({ translation: { common: { tooManyRequests: text } } });
  const byLang = new Map(
    offered.map((l) => {
      const own = messageOf(join(dir, `${l.code}.json`));
      const instance = createMessageInstance(l.code, {
        en: only(english),
        ...(own ? { [l.code]: only(own) } : {}),
      });
      return [
        l.code,
        { t: instance.t.bind(instance), number: new Intl.NumberFormat(l.numberLocale, { maximumFractionDigits: 0 }) },
      ] as const;
    }),
  );
  const codes = [...byLang.keys()];
  return (target, seconds) => {
    const lang = requestLanguage(target, codes);
    const { t, number } = byLang.get(lang) ?? byLang.get(DEFAULT_LANGUAGE)!;
    return { lang, message: t(KEY, { seconds: number.format(seconds) }) };
  };
}
