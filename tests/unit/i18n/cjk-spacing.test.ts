// Japanese and Chinese put no spaces between words: a space beside a country or job name that
// is itself written in those scripts reads as a stray gap ("日本 の データサイエンティスト").
import { describe, expect, it } from "vitest";
import { messagesFor } from "../../../src/i18n/messages.ts";

const NAMES = /\{(?:country|position|occupation|experience)\}/u;
const CJK = /[\u3040-\u30ff\u3400-\u9fff（）：、。・]/u;

function strings(value: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof value === "string") out.push([path, value]);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) strings(v, path ? `${path}.${k}` : k, out);
  return out;
}

describe.each(["ja", "zh"])("%s messages", (lang) => {
  it("put no space between a name placeholder and the text around it", () => {
    const bad = strings(messagesFor(lang), "", []).filter(([, text]) =>
      text.split(" ").some((part, i, parts) => {
        const next = parts[i + 1];
        if (next === undefined) return false;
        const before = part.at(-1) ?? "";
        const after = next[0] ?? "";
        return (
          (NAMES.test(part.slice(-12)) && part.endsWith("}") && CJK.test(after)) ||
          (next.startsWith("{") && NAMES.test(next.slice(0, 14)) && CJK.test(before))
        );
      }),
    );
    expect(bad).toEqual([]);
  });
});
