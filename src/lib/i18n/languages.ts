/**
 * The 27 languages the site is offered in.
 *
 * `speakers` is the total number of speakers (first + second language), in millions,
 * from Ethnologue, 26th edition (2023), as tabulated in Wikipedia's "List of languages
 * by total number of speakers". Macrolanguage figures are used where Ethnologue splits
 * a language (Chinese = Mandarin; Arabic = Standard Arabic; Malay = Standard Malay;
 * Pashto, Uzbek and Azerbaijani = sum of their listed varieties). Rounded; they only
 * decide display order.
 */
export interface LanguageDefinition {
  readonly code: string;
  readonly name: string;
  readonly nativeName: string;
  readonly flag: string;
  readonly rtl: boolean;
  /** CLDR-style pattern shown to people, e.g. in date inputs. */
  readonly dateFormat: string;
  /** BCP 47 tag handed to Intl.NumberFormat / Intl.DateTimeFormat. */
  readonly numberLocale: string;
  readonly speakers: number;
}

const definitions = [
  {
    code: "en",
    name: "English",
    nativeName: "English",
    flag: "🇺🇸",
    rtl: false,
    dateFormat: "MM/dd/yyyy",
    numberLocale: "en-US",
    speakers: 1456,
  },
  {
    code: "zh",
    name: "Chinese",
    nativeName: "中文",
    flag: "🇨🇳",
    rtl: false,
    dateFormat: "yyyy/MM/dd",
    numberLocale: "zh-CN",
    speakers: 1138,
  },
  {
    code: "hi",
    name: "Hindi",
    nativeName: "हिन्दी",
    flag: "🇮🇳",
    rtl: false,
    dateFormat: "dd/MM/yyyy",
    numberLocale: "hi-IN",
    speakers: 610,
  },
  {
    code: "es",
    name: "Spanish",
    nativeName: "Español",
    flag: "🇪🇸",
    rtl: false,
    dateFormat: "dd/MM/yyyy",
    numberLocale: "es-ES",
    speakers: 559,
  },
  {
    code: "fr",
    name: "French",
    nativeName: "Français",
    flag: "🇫🇷",
    rtl: false,
    dateFormat: "dd/MM/yyyy",
    numberLocale: "fr-FR",
    speakers: 310,
  },
  {
    code: "ar",
    name: "Arabic",
    nativeName: "العربية",
    flag: "🇸🇦",
    rtl: true,
    dateFormat: "dd/MM/yyyy",
    numberLocale: "ar",
    speakers: 274,
  },
  {
    code: "bn",
    name: "Bengali",
    nativeName: "বাংলা",
    flag: "🇧🇩",
    rtl: false,
    dateFormat: "dd/MM/yyyy",
    numberLocale: "bn-BD",
    speakers: 273,
  },
  {
    code: "pt",
    name: "Portuguese",
    nativeName: "Português",
    flag: "🇧🇷",
    rtl: false,
    dateFormat: "dd/MM/yyyy",
    numberLocale: "pt-BR",
    speakers: 264,
  },
  {
    code: "ru",
    name: "Russian",
    nativeName: "Русский",
    flag: "🇷🇺",
    rtl: false,
    dateFormat: "dd.MM.yyyy",
    numberLocale: "ru-RU",
    speakers: 255,
  },
  {
    code: "ur",
    name: "Urdu",
    nativeName: "اردو",
    flag: "🇵🇰",
    rtl: true,
    dateFormat: "dd/MM/yyyy",
    numberLocale: "ur-PK",
    speakers: 232,
  },
  {
    code: "id",
    name: "Indonesian",
    nativeName: "Bahasa Indonesia",
    flag: "🇮🇩",
    rtl: false,
    dateFormat: "dd/MM/yyyy",
    numberLocale: "id-ID",
    speakers: 199,
  },
  {
    code: "de",
    name: "German",
    nativeName: "Deutsch",
    flag: "🇩🇪",
    rtl: false,
    dateFormat: "dd.MM.yyyy",
    numberLocale: "de-DE",
    speakers: 133,
  },
  {
    code: "ja",
    name: "Japanese",
    nativeName: "日本語",
    flag: "🇯🇵",
    rtl: false,
    dateFormat: "yyyy/MM/dd",
    numberLocale: "ja-JP",
    speakers: 123,
  },
  {
    code: "tr",
    name: "Turkish",
    nativeName: "Türkçe",
    flag: "🇹🇷",
    rtl: false,
    dateFormat: "dd.MM.yyyy",
    numberLocale: "tr-TR",
    speakers: 90,
  },
  {
    code: "vi",
    name: "Vietnamese",
    nativeName: "Tiếng Việt",
    flag: "🇻🇳",
    rtl: false,
    dateFormat: "dd/MM/yyyy",
    numberLocale: "vi-VN",
    speakers: 86,
  },
  {
    code: "ta",
    name: "Tamil",
    nativeName: "தமிழ்",
    flag: "🇮🇳",
    rtl: false,
    dateFormat: "dd/MM/yyyy",
    numberLocale: "ta-IN",
    speakers: 86,
  },
  {
    code: "ko",
    name: "Korean",
    nativeName: "한국어",
    flag: "🇰🇷",
    rtl: false,
    dateFormat: "yyyy.MM.dd",
    numberLocale: "ko-KR",
    speakers: 82,
  },
  {
    code: "sw",
    name: "Swahili",
    nativeName: "Kiswahili",
    flag: "🇰🇪",
    rtl: false,
    dateFormat: "dd/MM/yyyy",
    numberLocale: "sw-KE",
    speakers: 72,
  },
  {
    code: "it",
    name: "Italian",
    nativeName: "Italiano",
    flag: "🇮🇹",
    rtl: false,
    dateFormat: "dd/MM/yyyy",
    numberLocale: "it-IT",
    speakers: 68,
  },
  {
    code: "ps",
    name: "Pashto",
    nativeName: "پښتو",
    flag: "🇦🇫",
    rtl: true,
    dateFormat: "yyyy/MM/dd",
    numberLocale: "ps-AF",
    speakers: 44,
  },
  {
    code: "pl",
    name: "Polish",
    nativeName: "Polski",
    flag: "🇵🇱",
    rtl: false,
    dateFormat: "dd.MM.yyyy",
    numberLocale: "pl-PL",
    speakers: 41,
  },
  {
    code: "uz",
    name: "Uzbek",
    nativeName: "Oʻzbekcha",
    flag: "🇺🇿",
    rtl: false,
    dateFormat: "dd.MM.yyyy",
    numberLocale: "uz-Latn-UZ",
    speakers: 35,
  },
  {
    code: "nl",
    name: "Dutch",
    nativeName: "Nederlands",
    flag: "🇳🇱",
    rtl: false,
    dateFormat: "dd-MM-yyyy",
    numberLocale: "nl-NL",
    speakers: 25,
  },
  {
    code: "az",
    name: "Azerbaijani",
    nativeName: "Azərbaycanca",
    flag: "🇦🇿",
    rtl: false,
    dateFormat: "dd.MM.yyyy",
    numberLocale: "az-Latn-AZ",
    speakers: 24,
  },
  {
    code: "ms",
    name: "Malay",
    nativeName: "Bahasa Melayu",
    flag: "🇲🇾",
    rtl: false,
    dateFormat: "dd/MM/yyyy",
    numberLocale: "ms-MY",
    speakers: 19,
  },
  {
    code: "kk",
    name: "Kazakh",
    nativeName: "Қазақ тілі",
    flag: "🇰🇿",
    rtl: false,
    dateFormat: "dd.MM.yyyy",
    numberLocale: "kk-KZ",
    speakers: 16,
  },
  {
    code: "sv",
    name: "Swedish",
    nativeName: "Svenska",
    flag: "🇸🇪",
    rtl: false,
    dateFormat: "yyyy-MM-dd",
    numberLocale: "sv-SE",
    speakers: 13,
  },
] as const satisfies readonly LanguageDefinition[];

export type LanguageCode = (typeof definitions)[number]["code"];

/** Sorted by speakers, descending; ties keep source order (Array.prototype.sort is stable). */
export const languageDefinitions: readonly LanguageDefinition[] = [...definitions].sort(
  (a, b) => b.speakers - a.speakers,
);

export const DEFAULT_LANGUAGE = "en" satisfies LanguageCode;

/** The codes of the site's languages, in definition order. */
export const LANGUAGE_CODES: readonly string[] = languageDefinitions.map((l) => l.code);
