/**
 * The text of the per-address limit's 429, in the language of the page or API call that was
 * refused: the pages' own message, filled by the pages' translator, with the number formatted
 * for the language as the pages format it.
 */
import { translator } from "../../i18n/translate.ts";
import { DEFAULT_LANGUAGE, languageDefinitions } from "../../lib/i18n/languages.ts";
import { splitLanguagePrefix } from "../../lib/i18n/localized-path.ts";
import { wholeFormat } from "../../lib/format/number-format.ts";
import { API_ERRORS } from "../../lib/api/api-errors.ts";
import { languageOf } from "../../i18n/offered.ts";

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

const codes = languageDefinitions.map((l) => l.code);

/** The text for a refused request. Nothing from the request reaches it but the choice of language. */
export function tooManyRequestsText(target: string, seconds: number): TooManyRequestsText {
  const lang = requestLanguage(target, codes);
  const text = translator(lang).t(API_ERRORS.RATE_LIMITED.messageKey, {
    seconds: wholeFormat(languageOf(lang).numberLocale).format(seconds),
  });
  return { lang, message: text };
}
