/**
 * A language written in two scripts: the words a visitor types in the script the titles are not
 * in, spelt in the one they are in. Uzbek titles are in the Latin alphabet (the official one since
 * 1995), but many Uzbeks, older ones above all, still type Cyrillic: "шифокор" is "shifokor".
 * The Uzbek Cyrillic and Latin alphabets correspond letter by letter, so the mapping is exact.
 */

const UZBEK_CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  ғ: "gʻ",
  д: "d",
  е: "e",
  ё: "yo",
  ж: "j",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  қ: "q",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ў: "oʻ",
  ф: "f",
  х: "x",
  ҳ: "h",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  ъ: "ʼ",
  ь: "",
  ы: "i",
  э: "e",
  ю: "yu",
  я: "ya",
};

const CYRILLIC = /\p{Script=Cyrillic}/u;
const LETTER = /\p{L}/u;

function uzbekLatin(text: string): string {
  let out = "";
  let previous = "";
  for (const ch of text.toLocaleLowerCase("uz")) {
    const latin = UZBEK_CYRILLIC_TO_LATIN[ch];
    // Cyrillic е is "ye" at the start of a word and after a vowel or the hard sign (ер → yer).
    if (ch === "е" && (!LETTER.test(previous) || "аеёиоуўэюяъ".includes(previous))) out += "ye";
    else out += latin ?? ch;
    previous = ch;
  }
  return out;
}

/**
 * The title spelt in the script the language's titles use, when the visitor typed the other one;
 * undefined when there is nothing to respell.
 */
export function inTitleScript(position: string, lang: string): string | undefined {
  if (lang === "uz" && CYRILLIC.test(position)) return uzbekLatin(position);
  return undefined;
}
