/**
 * The words visitors type around a job that say nothing about it: a word for pay ("nurse
 * salary") and what a job ad adds to its title (a gender marker, working-time, contract and
 * hiring words, a place after a separator). The matcher (match.ts) reads a title without them
 * where the words as typed find no whole title.
 */
import { words, writtenForm } from "./normalize.ts";

/**
 * Words for pay that visitors type beside the job into a salary calculator ("nurse salary",
 * "salario enfermera", "护士工资"), in their folded form; Chinese, Japanese and Korean ones are
 * taken out wherever they stand, as those languages write them joined to the job.
 */
const SALARY_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: ["salary", "salaries", "wage", "wages", "pay", "income", "earnings"],
  de: ["gehalt", "gehalter", "lohn", "verdienst", "einkommen"],
  es: ["salario", "salarios", "sueldo", "sueldos"],
  fr: ["salaire", "salaires", "remuneration"],
  pt: ["salario", "salarios", "remuneracao"],
  it: ["stipendio", "stipendi", "retribuzione"],
  nl: ["salaris", "loon"],
  sv: ["lon", "loner"],
  pl: ["zarobki", "pensja", "wynagrodzenie", "placa"],
  ru: ["зарплата", "зарплаты", "зп", "оклад"],
  uz: ["maosh", "maoshi", "oylik", "oyligi"],
  kk: ["жалакы", "жалакысы"],
  az: ["maas", "maasi"],
  tr: ["maas", "maasi", "maaslari", "ucret", "ucreti"],
  id: ["gaji", "upah"],
  ms: ["gaji", "upah"],
  sw: ["mshahara"],
  ar: ["راتب", "رواتب", "مرتب"],
  ur: ["تنخواه"],
  ps: ["معاش", "تنخواه"],
  hi: ["सैलरी", "वेतन", "तनख्वाह"],
  bn: ["বেতন", "স্যালারি"],
  ta: ["சம்பளம்"],
  vi: ["luong"],
  zh: ["工资", "薪资", "薪水", "月薪", "年薪", "收入"],
  ja: ["年収", "給料", "給与", "月給", "時給"],
  ko: ["연봉", "월급", "급여"],
};

/** Languages written without spaces between words: their listed words are taken out wherever they stand. */
const JOINED_LANGUAGES: ReadonlySet<string> = new Set(["zh", "ja", "ko"]);

/** The text (NFKC) with each of `list` replaced by a space wherever it stands. */
const withoutJoined = (position: string, list: readonly string[]): string =>
  list.reduce((t, w) => t.split(w).join(" "), position.normalize("NFKC"));

/** The text without the words for pay of `lang` (SALARY_WORDS); Swahili's "mshahara wa X" loses its "wa" too. */
export function withoutSalaryWords(position: string, lang: string): string {
  const list = SALARY_WORDS[lang];
  if (!list) return position;
  if (JOINED_LANGUAGES.has(lang)) {
    const text = withoutJoined(position, list);
    return text.trim() && text !== position ? text : position;
  }
  const ws = words(position);
  const kept = ws.filter((w, i) => !list.includes(w) && !(lang === "sw" && w === "wa" && ws[i - 1] === "mshahara"));
  return kept.length > 0 && kept.length < ws.length ? kept.join(" ") : position;
}

/**
 * Words job ads put around the job, per language, as the ads write them (folded when first
 * used): working time, contract, shift and hiring words. Chinese, Japanese and Korean ones are
 * taken out wherever they stand, as those languages write them joined to the job.
 */
const AD_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: [
    "full time",
    "full-time",
    "part time",
    "part-time",
    "fulltime",
    "parttime",
    "permanent",
    "temporary",
    "hybrid",
    "hiring",
    "urgently",
    "urgent",
    "wanted",
    "needed",
    "vacancy",
    "night shift",
    "day shift",
    "weekends",
    "immediate start",
    "all genders",
    "fixed term",
    "fixed-term",
    "0 shift",
    "0 hours",
    "first shift",
    "second shift",
    "third shift",
    "overnight",
    "nights",
  ],
  de: [
    "Vollzeit",
    "Teilzeit",
    "Minijob",
    "Aushilfe",
    "befristet",
    "unbefristet",
    "Homeoffice",
    "Festanstellung",
    "gesucht",
    "ab sofort",
    "Nachtschicht",
    "Frühschicht",
    "Spätschicht",
    "Schichtdienst",
    "Wochenende",
    "alle Geschlechter",
    "all genders",
    "Quereinsteiger",
    "Quereinstieg",
    "Nahverkehr",
    "Fernverkehr",
    "0 Stunden pro Woche",
  ],
  fr: [
    "CDI",
    "CDD",
    "temps plein",
    "temps partiel",
    "intérim",
    "intérimaire",
    "temps complet",
    "h/f",
    "f/h",
    "urgent",
    "poste à pourvoir",
    "nuit",
    "week-end",
    "débutant accepté",
    "CACES 0",
    "CACES",
    "SSIAP 0",
    "SSIAP",
    "0 heures par semaine",
    "0 heures",
  ],
  es: [
    "jornada completa",
    "media jornada",
    "tiempo completo",
    "medio tiempo",
    "tiempo parcial",
    "jornada parcial",
    "indefinido",
    "temporal",
    "urgente",
    "se busca",
    "se necesita",
    "se solicita",
    "turno de noche",
    "turno noche",
    "fines de semana",
    "sin experiencia",
    "turno nocturno",
    "turno de mañana",
    "turno de tarde",
    "turno rotativo",
    "temporada de verano",
    "temporada verano",
    "temporada",
    "oficial de primera",
    "oficial de segunda",
    "oficial de tercera",
    "0 horas semanales",
    "0 horas",
  ],
  pt: [
    "CLT",
    "PJ",
    "meio período",
    "tempo integral",
    "período integral",
    "meio periodo",
    "temporário",
    "efetivo",
    "urgente",
    "contrata-se",
    "precisa-se",
    "vaga",
    "turno noturno",
    "home office",
    "sem experiência",
  ],
  it: [
    "full time",
    "part time",
    "full-time",
    "part-time",
    "tempo pieno",
    "tempo determinato",
    "tempo indeterminato",
    "cercasi",
    "urgente",
    "turno notturno",
    "anche prima esperienza",
    "con patentino",
    "0 ore settimanali",
    "0 ore",
  ],
  nl: [
    "fulltime",
    "parttime",
    "deeltijd",
    "voltijd",
    "vast contract",
    "tijdelijk",
    "gezocht",
    "vacature",
    "oproepkracht",
    "nachtdienst",
    "weekend",
    "bijbaan",
    "0 uur per week",
    "per week",
    "0 uur",
    "0 ploegendienst",
    "ploegendienst",
    "ploegen",
  ],
  sv: [
    "heltid",
    "deltid",
    "tillsvidare",
    "visstid",
    "vikariat",
    "timanställning",
    "sommarjobb",
    "extrajobb",
    "sökes",
    "natt",
    "helg",
    "0 skift",
    "till kvällsskift",
    "kvällsskift",
    "nattskift",
    "dagtid",
  ],
  pl: [
    "pełny etat",
    "pół etatu",
    "umowa o pracę",
    "umowa zlecenie",
    "praca zdalna",
    "od zaraz",
    "praca",
    "zatrudni",
    "poszukiwany",
    "poszukiwana",
    "bez doświadczenia",
    "praca na nocki",
    "weekendy",
  ],
  ru: [
    "полный день",
    "полная занятость",
    "частичная занятость",
    "неполный день",
    "удаленно",
    "удалённо",
    "удаленная работа",
    "вахта",
    "вахтой",
    "вахтовым методом",
    "требуется",
    "требуются",
    "вакансия",
    "срочно",
    "без опыта",
    "ночные смены",
    "сменный график 0",
    "сменный график",
    "подработка",
    "график 0",
  ],
  kk: [
    "толық жұмыс күні",
    "толық күн",
    "жарты күн",
    "керек",
    "қажет",
    "талап етіледі",
    "вакансия",
    "шұғыл",
    "тәжірибесіз",
  ],
  uz: [
    "to'liq stavka",
    "yarim stavka",
    "to'liq kun",
    "yarim kun",
    "kerak",
    "talab qilinadi",
    "vakansiya",
    "tajribasiz",
    "shoshilinch",
    "ishga",
  ],
  az: ["tam ştat", "yarım ştat", "tam gün", "yarım gün", "tələb olunur", "vakansiya", "təcili", "təcrübəsiz", "işə"],
  tr: [
    "tam zamanlı",
    "yarı zamanlı",
    "part time",
    "full time",
    "aranıyor",
    "aranmaktadır",
    "alınacak",
    "acil",
    "eleman",
    "deneyimsiz",
    "gece vardiyası",
    "vardiyalı",
    "kadrolu",
    "sözleşmeli",
  ],
  ar: ["مطلوب", "مطلوبة", "وظيفة", "دوام كامل", "دوام جزئي", "عاجل", "فوراً", "فورا", "بدون خبرة"],
  ur: [
    "کی ضرورت ہے",
    "کی ضرورت",
    "ضرورت ہے",
    "ضرورت",
    "فل ٹائم",
    "پارٹ ٹائم",
    "فوری",
    "نوکری",
    "ملازمت",
    "کی فوری ضرورت ہے",
    "کی فوری ضرورت",
    "فوری ضرورت",
  ],
  ps: ["ته اړتیا ده", "ته اړتیا", "اړتیا ده", "اړتیا", "بشپړ وخت", "نیم وخت", "دنده", "فوري", "تجربه لرونکی"],
  hi: [
    "की आवश्यकता है",
    "की आवश्यकता",
    "की ज़रूरत है",
    "की जरूरत है",
    "फुल टाइम",
    "पार्ट टाइम",
    "पूर्णकालिक",
    "अंशकालिक",
    "आवश्यकता",
    "आवश्यकता है",
    "चाहिए",
    "ज़रूरत",
    "जरूरत",
    "भर्ती",
    "नौकरी",
    "तुरंत",
    "full time",
    "part time",
  ],
  bn: [
    "ফুল টাইম",
    "পার্ট টাইম",
    "খণ্ডকালীন",
    "পূর্ণকালীন",
    "নিয়োগ",
    "আবশ্যক",
    "প্রয়োজন",
    "চাকরি",
    "জরুরি",
    "full time",
    "part time",
  ],
  ta: [
    "முழு நேர",
    "முழுநேர",
    "பகுதி நேர",
    "பகுதிநேர",
    "தேவை",
    "வேலை வாய்ப்பு",
    "உடனடி",
    "full time",
    "part time",
    "முழு நேரம்",
    "பகுதி நேரம்",
    "இரவு ஷிப்ட்",
  ],
  id: [
    "full time",
    "part time",
    "paruh waktu",
    "penuh waktu",
    "kontrak",
    "tetap",
    "lowongan",
    "dicari",
    "dibutuhkan",
    "segera",
    "loker",
    "shift malam",
    "tanpa pengalaman",
  ],
  ms: [
    "sepenuh masa",
    "separuh masa",
    "full time",
    "part time",
    "kontrak",
    "tetap",
    "jawatan kosong",
    "kekosongan",
    "diperlukan",
    "dicari",
    "segera",
    "syif malam",
    "tanpa pengalaman",
  ],
  sw: [
    "nafasi ya kazi",
    "nafasi za kazi",
    "kazi",
    "anahitajika",
    "wanahitajika",
    "inahitajika",
    "muda wote",
    "muda mfupi",
    "mkataba",
    "haraka",
    "full time",
    "part time",
    "zamu ya usiku",
    "zamu ya mchana",
    "kulala kazini",
  ],
  vi: [
    "toàn thời gian",
    "bán thời gian",
    "part time",
    "full time",
    "tuyển gấp",
    "tuyển dụng",
    "tuyển",
    "cần tuyển",
    "ca đêm",
    "chính thức",
    "thời vụ",
    "không cần kinh nghiệm",
  ],
  zh: [
    "全职",
    "兼职",
    "急招",
    "急聘",
    "诚聘",
    "招聘",
    "高薪",
    "包吃住",
    "五险一金",
    "夜班",
    "长期",
    "临时",
    "正式工",
    "两班倒",
    "持证上岗",
    "长白班",
    "白班",
  ],
  ja: [
    "正社員",
    "契約社員",
    "派遣社員",
    "アルバイト",
    "パート",
    "急募",
    "未経験歓迎",
    "未経験可",
    "未経験",
    "募集",
    "求人",
    "夜勤",
    "日勤",
    "常勤",
    "非常勤",
  ],
  ko: [
    "정규직",
    "계약직",
    "채용",
    "모집",
    "구인",
    "급구",
    "주간",
    "야간",
    "경력무관",
    "신입가능",
    "파트타임",
    "오전",
    "오후",
    "신입/경력",
  ],
};

/**
 * A number in an ad, and the slot for it in AD_WORDS: "0 uur" takes "20 uur" and "32-40 uur";
 * elsewhere a number may name the job (911 dispatcher, giáo viên cấp 2) and stays.
 */
const AD_NUMBER = /^\d+(?:st|nd|rd|th|e|er|eme)?$/u;
const AD_NUMBER_SLOT = "0";

/** Letters a job ad's gender marker is made of: (m/w/d), H/F, (m/v/x), (k/m), (E/K). */
const GENDER_MARKER_LETTERS: ReadonlySet<string> = new Set(["m", "w", "d", "f", "h", "x", "v", "k", "e"]);

const adWordsByLang = new Map<string, readonly (readonly string[])[]>();
/** AD_WORDS of `lang` as folded word sequences, longest first. */
function adPhrases(lang: string): readonly (readonly string[])[] {
  let phrases = adWordsByLang.get(lang);
  if (!phrases) {
    phrases = (AD_WORDS[lang] ?? []).map((p) => words(p)).filter((p) => p.length > 0);
    phrases = [...phrases].sort((a, b) => b.length - a.length);
    adWordsByLang.set(lang, phrases);
  }
  return phrases;
}

/**
 * The text without what a job ad adds around the job: its gender marker (two or three single
 * letters of GENDER_MARKER_LETTERS in a row) and the AD_WORDS of `lang`.
 */
export function withoutAdWords(position: string, lang: string): string {
  if (JOINED_LANGUAGES.has(lang)) {
    const text = withoutJoined(position, AD_WORDS[lang] ?? []);
    const rest = words(text);
    const kept = withoutGenderMarker(rest).map((i) => rest[i] ?? "");
    return kept.length > 0 && text !== position ? kept.join(" ") : position;
  }
  const all = words(position);
  // The kept words as typed (accents and tone marks), which break ties between titles that fold
  // alike (Vietnamese "cấp 2", "cấp 3"), where typed and folded words pair one to one.
  const typed = writtenForm(position).split(" ");
  const shown = typed.length === all.length ? typed : all;
  const ws = withoutGenderMarker(all);
  const phrases = adPhrases(lang);
  const isNumber = (i: number) => i < ws.length && AD_NUMBER.test(all[ws[i] ?? -1] ?? "");
  // Where a phrase ends when it starts at `at`; its number slot takes one or more numbers.
  const end = (phrase: readonly string[], at: number): number | undefined => {
    let j = at;
    for (const w of phrase) {
      if (w === AD_NUMBER_SLOT) {
        if (!isNumber(j)) return undefined;
        while (isNumber(j)) j++;
      } else if (all[ws[j] ?? -1] === w) j++;
      else return undefined;
    }
    return j;
  };
  const kept: string[] = [];
  for (let i = 0; i < ws.length;) {
    let next: number | undefined;
    for (const phrase of phrases) if ((next = end(phrase, i)) !== undefined) break;
    if (next === undefined) kept.push(shown[ws[i++] ?? -1] ?? "");
    else i = next;
  }
  return kept.length > 0 && kept.length < all.length ? kept.join(" ") : position;
}

/** Indexes of the words that are not a gender marker (runs of two or three single marker letters: m w d, h f). */
function withoutGenderMarker(ws: readonly string[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < ws.length;) {
    let run = 0;
    while (run < 3 && GENDER_MARKER_LETTERS.has(ws[i + run] ?? "")) run++;
    if (run >= 2) i += run;
    else out.push(i++);
  }
  return out;
}

/** A job ad's title before its first separator (a dash between spaces, a bar, a comma, a bracket): the job, without the place, shift or department after it. */
const AD_SEPARATOR = /\s[-–—]\s|[|,;(（[•·]|\s[-–—]|[-–—]\s/u;
export function beforeSeparator(position: string): string {
  const cut = AD_SEPARATOR.exec(position);
  return cut ? position.slice(0, cut.index).trimEnd() : position;
}
