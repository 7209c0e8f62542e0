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
  /**
   * The plural categories the target language needs (Intl.PluralRules' pluralCategories). A key
   * ending in `_one`, `_other`… is one form of a plural family: English gives one and other, a
   * translation gives exactly its own language's forms (Arabic six, Japanese one), each checked
   * against English `_other`. An English `_zero` (i18next's form for 0, e.g. "as a new graduate")
   * must be translated too. Without this, plural keys are compared one to one.
   */
  readonly pluralCategories?: readonly string[];
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
  const plural = options.pluralCategories ? pluralForms(source, options.pluralCategories) : new Map<string, string>();
  const expected = (key: string) =>
    plural.has(key) || (key in source && !(options.pluralCategories && PLURAL_KEY.test(key)));
  const orphans = Object.keys(record)
    .filter((key) => !expected(key) && !(path === "" && key === IDENTICAL_KEY))
    .map((key): ShapeProblem => ({ path: join(key), kind: "orphan" }));
  const nested = Object.entries(source).flatMap(([key, value]) =>
    options.pluralCategories && PLURAL_KEY.test(key) ? [] : compareMessages(value, record[key], options, join(key)),
  );
  const forms = [...plural].flatMap(([key, sourceKey]) =>
    compareMessages((source as Record<string, MessageValue>)[sourceKey] ?? "", record[key], options, join(key)),
  );
  return [...nested, ...forms, ...orphans];
}

const PLURAL_KEY = /^(.+)_(zero|one|two|few|many|other)$/;

/**
 * The keys a translation must hold for the plural families of `source` (an object level), each
 * with the English form it is checked against: `_zero` against `_zero`, the rest against `_other`.
 */
function pluralForms(source: MessageValue, categories: readonly string[]): Map<string, string> {
  const forms = new Map<string, string>();
  for (const key of Object.keys(source)) {
    const m = PLURAL_KEY.exec(key);
    if (!m || m[2] !== "other") continue;
    const base = m[1] ?? "";
    const hasZero = `${base}_zero` in (source as Record<string, MessageValue>);
    for (const category of new Set([...categories, ...(hasZero ? ["zero"] : [])]))
      forms.set(`${base}_${category}`, category === "zero" && hasZero ? `${base}_zero` : `${base}_other`);
  }
  return forms;
}

/**
 * Checks a whole translated file in language `lang`, honouring its own list of
 * identical-to-English paths; plural families need exactly that language's forms.
 */
export function checkTranslation(source: MessageValue, target: unknown, lang: string): ShapeProblem[] {
  const record = (target ?? {}) as Record<string, unknown>;
  const listed = record[IDENTICAL_KEY];
  const identicalAllowed = new Set(Array.isArray(listed) ? listed.map(String) : []);
  const pluralCategories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  return compareMessages(source, target, { requireTranslated: true, identicalAllowed, pluralCategories });
}
