/**
 * Which typefaces a card needs, and in which order the renderer tries them. The cards bundle
 * the Noto Sans families for every script the site is written in; a family is loaded only
 * once some card has text in its script (the CJK ones are megabytes each).
 */

export type CardFamily = "latin" | "arabic" | "devanagari" | "bengali" | "tamil" | "jp" | "kr" | "sc";

const SCRIPT_FAMILIES: readonly [RegExp, CardFamily][] = [
  [/\p{Script=Arabic}/u, "arabic"],
  [/\p{Script=Devanagari}/u, "devanagari"],
  [/\p{Script=Bengali}/u, "bengali"],
  [/\p{Script=Tamil}/u, "tamil"],
];

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /[\p{Script=Han}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u;
const HANGUL = /\p{Script=Hangul}/u;

/** The family whose script a language is written in, when it is not the Latin one. */
const LANGUAGE_FAMILY: Readonly<Record<string, CardFamily>> = {
  ar: "arabic",
  ur: "arabic",
  ps: "arabic",
  hi: "devanagari",
  bn: "bengali",
  ta: "tamil",
  ja: "jp",
  ko: "kr",
  zh: "sc",
};

/** The CJK families in the order a language prefers them: Japanese kanji look different from Chinese hanzi. */
function cjkOrder(lang: string): CardFamily[] {
  if (lang === "ja") return ["jp", "sc", "kr"];
  if (lang === "ko") return ["kr", "sc", "jp"];
  return ["sc", "jp", "kr"];
}

/**
 * The families a card with this text needs, best first: the language's own script, then
 * Latin, then the others. Han characters go to the family of the card's language (its
 * first CJK choice), kana to Japanese and Hangul to Korean.
 */
export function cardFamilies(text: string, lang: string): CardFamily[] {
  const needed = new Set<CardFamily>(["latin"]);
  for (const [pattern, family] of SCRIPT_FAMILIES) if (pattern.test(text)) needed.add(family);
  if (KANA.test(text)) needed.add("jp");
  if (HANGUL.test(text)) needed.add("kr");
  if (HAN.test(text)) needed.add(cjkOrder(lang)[0]!);
  const own = LANGUAGE_FAMILY[lang];
  const order: CardFamily[] = [
    ...(own && needed.has(own) ? [own] : []),
    "latin",
    "arabic",
    "devanagari",
    "bengali",
    "tamil",
    ...cjkOrder(lang),
  ];
  return [...new Set(order)].filter((family) => needed.has(family));
}
