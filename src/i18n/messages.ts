import english from "./messages/en.json";
import { applyListFallback } from "../lib/i18n/list-fallback.ts";

/** English is the typed source of truth; other locales are validated against it by tests. */
export type Messages = typeof english;

/** Dotted paths of every string in en.json ("nav.home", "salaryErrors.noMatch"…); lists are read via `messages`. */
type LeafPaths<T, Prefix extends string = ""> = T extends string
  ? Prefix
  : T extends readonly unknown[]
    ? never
    : { [K in keyof T & string]: LeafPaths<T[K], Prefix extends "" ? K : `${Prefix}.${K}`> }[keyof T & string];
/** A plural family ("common.withExperience_one", "_other"…) is asked for by its base with a `count`. */
type PluralBase<K extends string> = K extends `${infer Base}_${"zero" | "one" | "two" | "few" | "many" | "other"}`
  ? Base
  : K;
export type MessageKey = PluralBase<LeafPaths<Messages>>;

const files = import.meta.glob<{ default: Messages }>("./messages/*.json", { eager: true });

function codeOf(file: string): string {
  return file.replace(/^.*\/([^/]+)\.json$/, "$1");
}

const byCode = new Map<string, Messages>(Object.entries(files).map(([file, mod]) => [codeOf(file), mod.default]));

export const messageFileCodes: readonly string[] = [...byCode.keys()];

export function messagesFor(code: string): Messages {
  const own = byCode.get(code);
  if (!own || code === "en") return english;
  return applyListFallback(own, english);
}
