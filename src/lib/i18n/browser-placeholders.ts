/**
 * Some values exist only in the browser: a character count as the visitor types, the year on
 * the visitor's clock, what was typed into the guide search.
 * The server renders those messages with i18next, keeping their `{name}` placeholders, and
 * this fills them where they are shown. Islands and page scripts do not ship i18next, so this
 * is the one filler on that side; it uses the same `{name}` syntax the server is set up for.
 * A placeholder without a value stays as written, which a test would notice.
 */
export function fillPlaceholders(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : String(value);
  });
}
