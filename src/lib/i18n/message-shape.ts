/**
 * Compares a translated message tree with the English source of truth.
 * Pure: works on parsed JSON values so the unit test, the CLI check and
 * translators' tooling share one definition of "complete".
 */
export type MessageValue = string | MessageValue[] | { [key: string]: MessageValue };

export interface ShapeProblem {
  readonly path: string;
  readonly kind: "missing" | "orphan" | "type" | "length" | "placeholders" | "empty" | "untranslated";
  readonly detail?: string;
}

export interface CompareOptions {
  readonly requireTranslated: boolean;
  /** Paths whose translation is legitimately the same as English (e.g. "FAQ" in German). */
  readonly identicalAllowed?: ReadonlySet<string>;
}

/** Reserved key in a translated file listing its identical-to-English paths. */
export const IDENTICAL_KEY = "$identicalToEnglish";

const PLACEHOLDER = /\{(\w+)\}/g;

export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? "").sort();
}

function kindOf(value: unknown): "string" | "array" | "object" | "other" {
  if (typeof value === "string") return "string";
  if (Array.isArray(value)) return "array";
  if (value !== null && typeof value === "object") return "object";
  return "other";
}

/** Strings that may legitimately be identical to English (brand-only or symbol-only text). */
function mayEqualEnglish(text: string): boolean {
  return text.replace(PLACEHOLDER, "").replace(/[\s\p{P}\p{S}\d]/gu, "").length === 0;
}

export function compareMessages(
  source: MessageValue,
  target: unknown,
  options: CompareOptions,
  path = "",
): ShapeProblem[] {
  const sourceKind = kindOf(source);
  const targetKind = kindOf(target);
  if (target === undefined) return [{ path, kind: "missing" }];
  if (sourceKind !== targetKind) return [{ path, kind: "type", detail: `${sourceKind} vs ${targetKind}` }];

  if (typeof source === "string") {
    const text = target as string;
    if (text.trim() === "") return [{ path, kind: "empty" }];
    const expected = placeholdersOf(source).join(",");
    const actual = placeholdersOf(text).join(",");
    const problems: ShapeProblem[] = [];
    if (expected !== actual) problems.push({ path, kind: "placeholders", detail: `{${expected}} vs {${actual}}` });
    if (
      options.requireTranslated &&
      text === source &&
      !mayEqualEnglish(source) &&
      !options.identicalAllowed?.has(path)
    ) {
      problems.push({ path, kind: "untranslated" });
    }
    return problems;
  }

  if (Array.isArray(source)) {
    const list = target as unknown[];
    if (list.length !== source.length) {
      return [{ path, kind: "length", detail: `${source.length} vs ${list.length}` }];
    }
    return source.flatMap((item, i) => compareMessages(item, list[i], options, `${path}[${i}]`));
  }

  const record = target as Record<string, unknown>;
  const join = (key: string) => (path ? `${path}.${key}` : key);
  const orphans = Object.keys(record)
    .filter((key) => !(key in source) && !(path === "" && key === IDENTICAL_KEY))
    .map((key): ShapeProblem => ({ path: join(key), kind: "orphan" }));
  const nested = Object.entries(source).flatMap(([key, value]) =>
    compareMessages(value, record[key], options, join(key)),
  );
  return [...nested, ...orphans];
}

/** Checks a whole translated file, honouring its own list of identical-to-English paths. */
export function checkTranslation(source: MessageValue, target: unknown): ShapeProblem[] {
  const record = (target ?? {}) as Record<string, unknown>;
  const listed = record[IDENTICAL_KEY];
  const identicalAllowed = new Set(Array.isArray(listed) ? listed.map(String) : []);
  return compareMessages(source, target, { requireTranslated: true, identicalAllowed });
}
