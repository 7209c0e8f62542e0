/**
 * Messages with `{name}` placeholders, split once and filled by concatenation.
 *
 * i18next resolves a key and scans its string for placeholders on every call; a result page
 * makes about forty such calls, and they were a tenth of the page's CPU. The site's messages
 * use nothing but plain `{name}` placeholders, so once a key's string is known the fill is a
 * join. The rules match i18next's as the site configures it (checked against it for every key
 * of every language in the tests): a value given for a name replaces it (`null`/`undefined`
 * give ""), a default fills names the call does not give, and a name with neither is left as
 * written. Values are inserted as they are: no escaping, and no second pass over them.
 */

/** Literal text at even indexes, placeholder names at odd ones; always odd in length. */
export type MessageTemplate = readonly string[];

export type MessageValues = Readonly<Record<string, unknown>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Whether every brace in `text` belongs to a `{name}` placeholder. i18next reads other brace
 * forms (`{ a }`, `{a.b}`, nesting) by rules of its own, so such text is left to it.
 */
export function isPlainMessage(text: string): boolean {
  return !/[{}]/.test(text.replace(PLACEHOLDER, ""));
}

export function compileMessage(text: string): MessageTemplate {
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    parts.push(text.slice(last, match.index), match[1] ?? "");
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

const hasOwn = Object.prototype.hasOwnProperty;

export function fillMessage(template: MessageTemplate, values: MessageValues, defaults: MessageValues): string {
  let out = template[0] ?? "";
  for (let i = 1; i < template.length; i += 2) {
    const name = template[i] ?? "";
    if (hasOwn.call(values, name)) out += textOf(values[name]);
    else if (hasOwn.call(defaults, name)) out += textOf(defaults[name]);
    else out += `{${name}}`;
    out += template[i + 1] ?? "";
  }
  return out;
}

function textOf(value: unknown): string {
  return value === undefined || value === null ? "" : String(value);
}
