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
 * Russian typed in Latin letters ("translit": programmist, buhgalter, prodavets, vrach) in
 * Cyrillic. There is no one scheme, so the common spellings of each letter are read, longest
 * first; what a scheme leaves out (the soft sign, э typed as e) the typo index corrects.
 */
const RUSSIAN_LATIN_TO_CYRILLIC: readonly (readonly [string, string])[] = [
  ["shch", "щ"],
  ["sch", "щ"],
  ["zh", "ж"],
  ["kh", "х"],
  ["ts", "ц"],
  ["tz", "ц"],
  ["ch", "ч"],
  ["sh", "ш"],
  ["yu", "ю"],
  ["ju", "ю"],
  ["ya", "я"],
  ["ja", "я"],
  ["yo", "ё"],
  ["jo", "ё"],
  ["a", "а"],
  ["b", "б"],
  ["v", "в"],
  ["w", "в"],
  ["g", "г"],
  ["d", "д"],
  ["e", "е"],
  ["z", "з"],
  ["i", "и"],
  ["j", "й"],
  ["k", "к"],
  ["q", "к"],
  ["l", "л"],
  ["m", "м"],
  ["n", "н"],
  ["o", "о"],
  ["p", "п"],
  ["r", "р"],
  ["s", "с"],
  ["t", "т"],
  ["u", "у"],
  ["f", "ф"],
  ["h", "х"],
  ["c", "ц"],
  ["x", "кс"],
  ["'", "ь"],
];

const LATIN_ONLY = /^[\p{Script=Latin}\p{N}\s'’\-.,/()]+$/u;
const VOWEL = /[аеёиоуыэюя]/u;

function russianCyrillic(text: string): string {
  const lower = text.toLocaleLowerCase("ru").replace(/’/gu, "'");
  let out = "";
  for (let i = 0; i < lower.length;) {
    // "y" is й after a vowel (-iy, -yy, -ay endings) and at a word's start, ы after a consonant.
    if (lower[i] === "y" && !/[auo]/u.test(lower[i + 1] ?? "")) {
      out += VOWEL.test(out.at(-1) ?? "") || !/\p{L}/u.test(out.at(-1) ?? "") ? "й" : "ы";
      i++;
      continue;
    }
    const pair = RUSSIAN_LATIN_TO_CYRILLIC.find(([latin]) => lower.startsWith(latin, i));
    if (pair) {
      out += pair[1];
      i += pair[0].length;
    } else out += lower[i++];
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

/**
 * A Russian visitor's words typed in Latin letters, in Cyrillic; undefined for any other text.
 * Unlike Uzbek's, this reading is a guess (the words may be English: "manager"), so the matcher
 * weighs it against the words as typed rather than trying it first.
 */
export function russianInCyrillic(position: string, lang: string): string | undefined {
  return lang === "ru" && LATIN_ONLY.test(position) && /\p{L}/u.test(position) ? russianCyrillic(position) : undefined;
}
