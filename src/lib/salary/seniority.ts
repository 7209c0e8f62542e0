import { words } from "./normalize.ts";

/**
 * Seniority words in a job title. They are recognised, stripped before matching (so
 * "Senior Softwareentwickler" matches "Softwareentwickler") and turned into a pay
 * multiplier. The multipliers are product assumptions, not statistics: the sources
 * publish pay by occupation, not by rank within it (see docs/salary-model.md).
 */
export type SeniorityLevel = "intern" | "junior" | "senior" | "lead" | "principal" | "head" | "chief";

export const SENIORITY_MULTIPLIER: Readonly<Record<SeniorityLevel, number>> = {
  intern: 0.55,
  junior: 0.85,
  senior: 1.2,
  lead: 1.3,
  principal: 1.45,
  head: 1.5,
  chief: 1.7,
};

/**
 * Levels that name a rank within an occupation. "Head", "lead" and "chief" are often
 * part of an occupation's own title (Head Cook → Chefs and Head Cooks), so when the
 * whole title matches as written, only these levels still adjust the pay.
 */
export const RANK_WITHIN_OCCUPATION: ReadonlySet<SeniorityLevel> = new Set(["intern", "junior", "senior"]);

type Lexicon = Readonly<Record<string, Readonly<Partial<Record<SeniorityLevel, readonly string[]>>>>>;

// "*" applies to every language: English words are common in job ads everywhere.
// Entries ending in "…" are prefixes glued to the next word (Chinese, Japanese, Korean).
const LEXICON: Lexicon = {
  "*": {
    intern: ["intern", "internship", "trainee"],
    junior: ["junior", "jr", "entry level"],
    senior: ["senior", "sr"],
    lead: ["lead", "team lead", "tech lead"],
    principal: ["principal"],
    head: ["head of", "head"],
    chief: ["chief"],
  },
  de: {
    intern: ["praktikant", "praktikantin", "werkstudent", "werkstudentin"],
    lead: ["teamleiter", "teamleiterin"],
    head: ["leiter", "leiterin"],
  },
  fr: {
    intern: ["stagiaire", "alternant", "alternante"],
    junior: ["debutant", "debutante"],
    senior: ["confirme", "confirmee"],
    lead: ["chef d equipe"],
    chief: ["en chef"],
  },
  es: {
    intern: ["becario", "becaria", "practicante", "pasante"],
    lead: ["lider", "lider de equipo"],
    head: ["jefe de", "jefa de"],
    chief: ["en jefe"],
  },
  pt: {
    intern: ["estagiario", "estagiaria"],
    lead: ["lider"],
    head: ["chefe de"],
  },
  it: { intern: ["stagista", "tirocinante"], head: ["capo"] },
  nl: { intern: ["stagiair", "stagiaire"], head: ["hoofd"] },
  pl: {
    intern: ["stazysta", "stazystka", "praktykant", "praktykantka"],
    junior: ["mlodszy", "mlodsza"],
    senior: ["starszy", "starsza"],
    chief: ["glowny", "glowna"],
  },
  sv: { intern: ["praktikant"] },
  tr: {
    intern: ["stajyer"],
    senior: ["kidemli"],
    lead: ["takim lideri", "ekip lideri"],
  },
  ru: {
    intern: ["стажер", "практикант"],
    junior: ["младший"],
    senior: ["старший"],
    lead: ["ведущий", "тимлид"],
    chief: ["главный"],
    head: ["руководитель"],
  },
  kk: { intern: ["тағылымдамашы"], junior: ["кіші"], senior: ["аға"], chief: ["бас"] },
  uz: { intern: ["stajyor"], junior: ["kichik"], senior: ["katta"], lead: ["yetakchi"], chief: ["bosh"] },
  az: { intern: ["təcrubəci"], junior: ["kicik"], senior: ["boyuk"], lead: ["aparici"], chief: ["bas"] },
  zh: {
    intern: ["实习…", "实习生"],
    junior: ["初级…"],
    senior: ["高级…", "资深…"],
    chief: ["首席…"],
  },
  ja: {
    intern: ["インターン…", "インターン"],
    junior: ["ジュニア…", "ジュニア"],
    senior: ["シニア…", "シニア", "上級…"],
    lead: ["リード…"],
    chief: ["チーフ…", "チーフ"],
  },
  ko: {
    intern: ["인턴…", "인턴"],
    junior: ["주니어…", "주니어"],
    senior: ["시니어…", "시니어", "선임…", "선임"],
    principal: ["수석…", "수석"],
  },
  ar: {
    intern: ["متدرب", "متدربه"],
    junior: ["مبتدی"],
    senior: ["اول", "اقدم"],
    lead: ["قاید فریق"],
    head: ["رییس قسم"],
  },
  ur: { intern: ["انٹرن"], junior: ["جونیئر"], senior: ["سینئر"], chief: ["چیف"] },
  ps: { senior: ["ارشد"] },
  hi: {
    intern: ["इंटर्न", "प्रशिक्षु"],
    junior: ["जूनियर", "कनिष्ठ"],
    senior: ["सीनियर", "वरिष्ठ"],
    chief: ["मुख्य"],
    head: ["प्रमुख"],
  },
  bn: { intern: ["ইন্টার্ন", "শিক্ষানবিশ"], junior: ["জুনিয়র", "কনিষ্ঠ"], senior: ["সিনিয়র", "জ্যেষ্ঠ"], chief: ["প্রধান"] },
  ta: { intern: ["இன்டர்ன்"], junior: ["ஜூனியர்"], senior: ["சீனியர்", "மூத்த"], chief: ["தலைமை"] },
  id: { intern: ["magang", "pemagang"], head: ["kepala"] },
  ms: { intern: ["pelatih industri"], senior: ["kanan"], head: ["ketua"] },
  vi: { intern: ["thuc tap sinh", "thuc tap"], senior: ["cao cap"], lead: ["truong nhom"], head: ["truong phong"] },
  sw: { senior: ["mwandamizi"], head: ["mkuu wa"], chief: ["mkuu"] },
};

interface Phrase {
  readonly level: SeniorityLevel;
  readonly words: readonly string[];
  readonly prefix: boolean;
}

function compile(lang: string): Phrase[] {
  const phrases: Phrase[] = [];
  for (const key of ["*", lang]) {
    const entries = LEXICON[key] ?? {};
    for (const [level, list] of Object.entries(entries) as [SeniorityLevel, readonly string[]][]) {
      for (const text of list) {
        const prefix = text.endsWith("…");
        const ws = words(prefix ? text.slice(0, -1) : text);
        if (ws.length > 0) phrases.push({ level, words: ws, prefix });
      }
    }
  }
  // Longest phrases first, so "head of" wins over "head" and "team lead" over "lead".
  return phrases.sort((a, b) => b.words.join(" ").length - a.words.join(" ").length);
}

const compiled = new Map<string, Phrase[]>();
function phrasesFor(lang: string): Phrase[] {
  let list = compiled.get(lang);
  if (!list) {
    list = compile(lang);
    compiled.set(lang, list);
  }
  return list;
}

export interface SeniorityParse {
  /** The strongest level found, or undefined. */
  readonly level: SeniorityLevel | undefined;
  /** The words left once seniority words are removed. */
  readonly core: readonly string[];
}

const ORDER: readonly SeniorityLevel[] = ["intern", "junior", "senior", "lead", "principal", "head", "chief"];

function stronger(a: SeniorityLevel | undefined, b: SeniorityLevel): SeniorityLevel {
  return a === undefined || ORDER.indexOf(b) > ORDER.indexOf(a) ? b : a;
}

/** Finds seniority words in already-normalised `input` words (see normalize.ts). */
export function parseSeniority(input: readonly string[], lang: string): SeniorityParse {
  let rest = [...input];
  let level: SeniorityLevel | undefined;
  for (const phrase of phrasesFor(lang)) {
    if (phrase.prefix) {
      const head = phrase.words[0] ?? "";
      rest = rest.map((w) => {
        if (w.length > head.length + 1 && w.startsWith(head)) {
          level = stronger(level, phrase.level);
          return w.slice(head.length);
        }
        return w;
      });
      continue;
    }
    const n = phrase.words.length;
    for (let i = 0; i + n <= rest.length; i++) {
      if (phrase.words.every((w, j) => rest[i + j] === w)) {
        level = stronger(level, phrase.level);
        rest = [...rest.slice(0, i), ...rest.slice(i + n)];
        i--;
      }
    }
  }
  return { level, core: rest };
}
