/**
 * Text normalisation shared by the data build (scripts/build-salary-data.ts) and the
 * matcher, so that a title and a query reduce to the same tokens.
 *
 * - Case-, accent- and punctuation-insensitive. Accents are dropped only on Latin,
 *   Greek and Cyrillic letters: in Indic scripts the combining marks are vowels and
 *   Hangul would decompose into jamo, so those scripts keep their marks.
 * - Arabic-script text loses diacritics and tatweel, and letter variants are unified
 *   (alef forms, yeh/alef maksura, kaf, the heh forms of Urdu), as users type them
 *   interchangeably; so are letters a keyboard lacks and the ones typed for them (Kazakh on a
 *   Russian keyboard, Azerbaijani ə as e, Uzbek oʻ as o, Bengali with or without the nukta).
 * - Han and kana have no spaces between words, so their runs are indexed as
 *   overlapping character bigrams; other scripts are indexed by word.
 * - Traditional Chinese, as typed in Taiwan and Hong Kong, is read in simplified characters
 *   (護士 → 护士, 會計師 → 会计师), through OpenCC's character table. Titles go through the same
 *   step, so Japanese kanji are folded alike on both sides. Character by character only: OpenCC's
 *   phrase table rewrites Taiwanese words into mainland ones (程式 → 程序), but it also rewrites
 *   mainland words that are already simplified (程序员 → 进程员); the words Taiwan and Hong Kong
 *   use are curated titles instead.
 */
import { Converter } from "opencc-js/t2cn";

// Built on first use (about 40 ms): most processes never see a Chinese character.
let toSimplified: ((text: string) => string) | undefined;
const simplified = (text: string): string => (toSimplified ??= Converter({ from: "tw", to: "cn" }))(text);
const HAN = /\p{Script=Han}/u;

const LETTER_FOLD: Readonly<Record<string, string>> = {
  ß: "ss",
  ı: "i",
  ł: "l",
  đ: "d",
  ø: "o",
  æ: "ae",
  œ: "oe",
  þ: "th",
  ð: "d",
  ħ: "h",
  // Modifier-letter apostrophes other than Uzbek oʻ and gʻ (UZBEK_APOSTROPHE) read as the ASCII
  // one that most people type, which separates words.
  ʻ: "'",
  ʼ: "'",
  // Arabic script: alef variants, alef maksura / Farsi yeh, Arabic kaf / keheh, teh marbuta.
  أ: "ا",
  إ: "ا",
  آ: "ا",
  ٱ: "ا",
  ى: "ی",
  ي: "ی",
  ك: "ک",
  ة: "ه",
  ۀ: "ه",
  // Urdu's heh goal, do-chashmi heh and teh marbuta goal, which Arabic and Persian keyboards
  // type as the Arabic heh (بیمه for بیمہ, insurance).
  ہ: "ه",
  ھ: "ه",
  ە: "ه",
  ۃ: "ه",
  // Pashto and Urdu on a Persian or Arabic keyboard: their yeh forms (ې, ۍ, ے) as the Persian
  // yeh, the retroflex letters (ټ ٹ, ډ ڈ, ړ ڑ) as the plain ones, ښ and ږ as ش and ژ.
  ې: "ی",
  ۍ: "ی",
  ے: "ی",
  ټ: "ت",
  ٹ: "ت",
  ډ: "د",
  ڈ: "د",
  ړ: "ر",
  ڑ: "ر",
  ښ: "ش",
  ږ: "ژ",
  // Kazakh letters that a Russian keyboard lacks, typed as the Russian letters nearest them
  // (мугалим for мұғалім, teacher), and Azerbaijani schwa typed as e (muellim for müəllim).
  ә: "а",
  қ: "к",
  ң: "н",
  ғ: "г",
  ү: "у",
  ұ: "у",
  һ: "х",
  і: "и",
  ө: "о",
  ə: "e",
};

const FOLDABLE_SCRIPT = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;
const MARK = /\p{M}/u;
const ARABIC_DIACRITIC = /\u0640|[\u064B-\u065F]|\u0670|[\u06D6-\u06ED]/gu;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/**
 * The nukta: Hindi writes ज़ and ज, फ़ and फ for the same word depending on the writer, so
 * जिल्दसाज़ and जिल्दसाज (bookbinder) must be one word.
 */
const DEVANAGARI_NUKTA = /\u093C/gu;
/** Bengali's nukta likewise: য় and য, ড় and ড are typed for one another. */
const BENGALI_NUKTA = /\u09BC/gu;
/**
 * Uzbek oʻ and gʻ are typed with any apostrophe or none (oqituvchi, o'qituvchi, oʻqituvchi):
 * all read as the bare letter.
 */
const UZBEK_APOSTROPHE = /([og])[ʻʼ'’‘`](?=\p{L})/gu;
/** Letters joined by "&" are one abbreviation (A&E, R&D, F&B), not single letters to drop. */
const LETTER_AMPERSAND_LETTER = /(^|[^\p{L}\p{N}])(\p{L}) ?& ?(\p{L})(?![\p{L}\p{N}])/gu;
const HAN_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u;

/** Compatibility-composed and lower-cased: the first step of both normalizeText and writtenForm. */
const lowerCased = (input: string): string => {
  const text = input.normalize("NFKC");
  return (HAN.test(text) ? simplified(text) : text).toLocaleLowerCase("und");
};

/** Lower-cased, accent-folded text with every non-word character turned into a space. */
export function normalizeText(input: string): string {
  const lower = lowerCased(input)
    .replace(ARABIC_DIACRITIC, "")
    .replace(DEVANAGARI_NUKTA, "")
    .replace(BENGALI_NUKTA, "")
    .replace(UZBEK_APOSTROPHE, "$1")
    .replace(LETTER_AMPERSAND_LETTER, "$1$2$3");
  let out = "";
  let afterFoldable = false;
  for (const ch of lower) {
    const folded = LETTER_FOLD[ch];
    if (folded !== undefined) {
      out += folded;
      afterFoldable = true;
    } else if (FOLDABLE_SCRIPT.test(ch)) {
      for (const part of ch.normalize("NFD")) if (!MARK.test(part)) out += LETTER_FOLD[part] ?? part;
      afterFoldable = true;
    } else if (MARK.test(ch)) {
      // A stray mark after a folded letter (the dot of a lower-cased "İ") is an accent;
      // after Indic letters it is a vowel sign and stays.
      if (!afterFoldable) out += ch;
    } else {
      out += ch;
      afterFoldable = false;
    }
  }
  return out;
}

/**
 * The text as typed, only lower-cased and spaced: accents, tone marks and Arabic vowel signs
 * kept. Folding makes Vietnamese "thợ may" (tailor) and "thợ máy" (mechanic) the same words;
 * this form tells them apart when a visitor typed the marks.
 */
export function writtenForm(input: string): string {
  return (lowerCased(input).match(WORD) ?? []).join(" ");
}

/** Words of the normalised text, splitting Han/kana runs away from other letters. */
export function words(input: string): string[] {
  const result: string[] = [];
  for (const match of normalizeText(input).matchAll(WORD)) {
    let current = "";
    let currentIsCjk = false;
    for (const ch of match[0]) {
      const isCjk = HAN_KANA.test(ch);
      if (current !== "" && isCjk !== currentIsCjk) {
        result.push(current);
        current = "";
      }
      current += ch;
      currentIsCjk = isCjk;
    }
    if (current !== "") result.push(current);
  }
  return result;
}

const HANGUL = /\p{Script=Hangul}/u;
/** No title word is longer than this many characters, so no piece of a split needs to be. */
const MAX_PIECE = 16;

/**
 * Korean is often typed without the spaces its titles are written with (택시운전사 for 택시
 * 운전사, CNC가공원 for CNC 가공원, 백화점판매사원 for 백화점 판매사원). A word with Hangul that
 * `known` does not hold is read as the fewest known words that spell it, a one-character piece
 * counting as one and a half so that it is used only where nothing longer fits, and the first
 * piece, where a qualifier stands (a workplace, a level), may be a word the titles do not hold
 * at the cost of three; undefined when no such reading exists.
 */
export function splitUnspaced(word: string, known: (piece: string) => boolean): string[] | undefined {
  if (!HANGUL.test(word) || known(word)) return undefined;
  const cost: number[] = [0];
  const from: number[] = [0];
  const pieceCost = (start: number, end: number): number => {
    if (known(word.slice(start, end))) return end - start === 1 ? 1.5 : 1;
    return start === 0 && end >= 2 && end < word.length ? 3 : Infinity;
  };
  for (let end = 1; end <= word.length; end++) {
    cost[end] = Infinity;
    for (let start = Math.max(0, end - MAX_PIECE); start < end; start++) {
      const before = cost[start] ?? Infinity;
      const piece = before === Infinity ? Infinity : pieceCost(start, end);
      if (piece === Infinity) continue;
      const next = before + piece;
      if (next < (cost[end] ?? Infinity)) {
        cost[end] = next;
        from[end] = start;
      }
    }
  }
  if ((cost[word.length] ?? Infinity) === Infinity) return undefined;
  const pieces: string[] = [];
  for (let end = word.length; end > 0; end = from[end] ?? 0) pieces.unshift(word.slice(from[end] ?? 0, end));
  return pieces.length > 1 ? pieces : undefined;
}

export function isCjkWord(word: string): boolean {
  return HAN_KANA.test(word.charAt(0));
}

/** Index tokens of one word: the word itself, or its character bigrams for Han/kana. */
export function wordTokens(word: string): string[] {
  if (!isCjkWord(word)) return [word];
  const chars = [...word];
  if (chars.length < 2) return [word];
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push((chars[i] ?? "") + (chars[i + 1] ?? ""));
  return out;
}

/** Words that carry no meaning for matching a job title. */
export const STOPWORDS: ReadonlySet<string> = new Set([
  "and",
  "of",
  "the",
  "for",
  "in",
  "a",
  "an",
  "to",
  "or",
  "at",
  "on",
  "und",
  "der",
  "die",
  "das",
  "fur",
  "im",
  "von",
  "de",
  "del",
  "la",
  "las",
  "los",
  "el",
  "et",
  "du",
  "des",
  "le",
  "les",
  "en",
  "y",
  "e",
  "da",
  "do",
  "dos",
  "das",
  "di",
  "della",
  "van",
  "het",
]);

/**
 * Languages whose titles keep every word: in Vietnamese the syllables "y", "an", "du", "le",
 * "da" of the stopword list are the meaning (y tá nurse, an ninh security, du lịch tourism, lễ
 * tân receptionist once the tone marks are folded).
 */
export const KEEPS_EVERY_WORD: ReadonlySet<string> = new Set(["vi"]);

/**
 * Stopwords that are words of meaning in one language: Indonesian "les" is a lesson (guru les,
 * a private tutor) and "las" a weld (tukang las, a welder), not French or Spanish articles;
 * "van" is the Dutch article but a vehicle in English,
 * Portuguese, Spanish, Malay and Indonesian (van driver, motorista de van, pemandu van).
 */
const MEANINGFUL_IN: Readonly<Record<string, readonly string[]>> = {
  id: ["les", "las", "van"],
  en: ["van"],
  pt: ["van"],
  es: ["van"],
  ms: ["van"],
};
const DROPPED_IN = new Map(
  Object.entries(MEANINGFUL_IN).map(([lang, kept]) => [lang, new Set([...STOPWORDS].filter((w) => !kept.includes(w)))]),
);
const NONE: ReadonlySet<string> = new Set();

/** The words titles and queries in `lang` drop (none where titles keep every word). */
export function stopwordsIn(lang: string): ReadonlySet<string> {
  if (KEEPS_EVERY_WORD.has(lang)) return NONE;
  return DROPPED_IN.get(lang) ?? STOPWORDS;
}

/** Tokens used for matching: words minus those the language drops (stopwordsIn), Han/kana expanded into bigrams. */
export function titleTokens(input: string, lang = ""): string[] {
  const out: string[] = [];
  const dropped = stopwordsIn(lang);
  for (const word of words(input)) {
    if (dropped.has(word)) continue;
    out.push(...wordTokens(word));
  }
  return out;
}
