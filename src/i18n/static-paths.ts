import { DEFAULT_LANGUAGE } from "../lib/i18n/languages.ts";
import { OFFERED_CODES } from "./offered.ts";

/** getStaticPaths for a `[...lang]` page: English at the root, every other language prefixed. */
export function languageStaticPaths() {
  return OFFERED_CODES.map((code) => ({ params: { lang: code === DEFAULT_LANGUAGE ? undefined : code } }));
}
