/**
 * HTML escaping as Astro applies it to text and attribute values, so markup written as a
 * string (result pages filled from a template) is byte-identical to what Astro renders.
 */
const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  "'": "&#39;",
  '"': "&quot;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>'"]/g, (c) => ENTITIES[c] ?? c);
}
