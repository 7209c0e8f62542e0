import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeText, splitUnspaced, titleTokens, words, writtenForm } from "../../../../src/lib/salary/normalize.ts";

describe("titleTokens", () => {
  it.each([
    ["Teacher of English", "en", ["teacher", "english"]],
    ["Leiter der Buchhaltung", "de", ["leiter", "buchhaltung"]],
    ["professeur des écoles", "fr", ["professeur", "ecoles"]],
    // Indonesian "les" is a lesson, not the French article: a private tutor stays a tutor.
    ["guru les", "id", ["guru", "les"]],
    ["Guru les privat", "id", ["guru", "les", "privat"]],
    // The French article still goes in French, and in a language that does not mean it.
    ["chef de cuisine les", "fr", ["chef", "cuisine"]],
    ["guru les", "ms", ["guru"]],
    // Vietnamese keeps every syllable (y tá, an ninh).
    ["y tá", "vi", ["y", "ta"]],
    ["an ninh", "vi", ["an", "ninh"]],
    // "van" is the Dutch article but a vehicle elsewhere.
    ["motorista de van", "pt", ["motorista", "van"]],
    ["van driver", "en", ["van", "driver"]],
    ["medewerker van de gemeente", "nl", ["medewerker", "gemeente"]],
    // Letters joined by "&" are one abbreviation, not two dropped letters.
    ["A&E doctor", "en", ["ae", "doctor"]],
    ["R & D engineer", "en", ["rd", "engineer"]],
    ["Food & Beverage", "en", ["food", "beverage"]],
    // Han and kana become bigrams.
    ["看護師", "ja", ["看护", "护师"]],
  ])("%s (%s) → %o", (input, lang, tokens) => {
    expect(titleTokens(input, lang)).toEqual(tokens);
  });
});

describe("normalizeText", () => {
  it.each([
    ["Straßenbahnfahrer", "strassenbahnfahrer"],
    ["İŞÇİ", "isci"],
    // Uzbek oʻ and gʻ however typed read as the bare letter.
    ["oʻqituvchi", "oqituvchi"],
    // Hindi writers use the nukta or not: one word either way.
    ["जिल्दसाज़", "जिल्दसाज"],
    // Traditional characters, as typed in Taiwan and Hong Kong, read as simplified ones.
    ["護士", "护士"],
    ["會計師", "会计师"],
    ["收銀員", "收银员"],
    // Character by character: a simplified word stays as it is (a phrase table would turn 程序员 into 进程员).
    ["程序员", "程序员"],
    ["软件工程师", "软件工程师"],
    // Japanese kana and Korean are not Chinese characters and pass untouched.
    ["看護師", "看护师"],
    ["ソフトウェアエンジニア", "ソフトウェアエンジニア"],
    ["간호사", "간호사"],
  ])("%s → %s", (input, out) => {
    expect(normalizeText(input).trim()).toBe(out);
  });

  it("reads a traditional title and its simplified form as the same words", () => {
    for (const [traditional, simplified] of [
      ["醫療器材業務員", "医疗器材业务员"],
      ["資深軟體工程師", "资深软体工程师"],
      ["職業駕駛", "职业驾驶"],
    ] as const)
      expect(normalizeText(traditional)).toBe(normalizeText(simplified));
  });
});

describe("writtenForm", () => {
  it.each([
    // Marks stay: they are what tells these apart once folded.
    ["Thợ  Máy", "thợ máy"],
    ["thợ may!", "thợ may"],
    ["Straßenbahnfahrer", "straßenbahnfahrer"],
    ["  Chef de cuisine ", "chef de cuisine"],
  ])("%s → %s", (input, out) => {
    expect(writtenForm(input)).toBe(out);
  });

  it("differs from the folded words only where folding dropped or changed something", () => {
    expect(writtenForm("nurse")).toBe(normalizeText("nurse").trim());
    expect(writtenForm("thợ máy")).not.toBe(normalizeText("thợ máy").trim());
  });
});

describe("splitUnspaced", () => {
  const vocab = new Set(["택시", "운전사", "cnc", "가공원", "판매사원", "기사", "사"]);
  const known = (w: string) => vocab.has(w);

  it.each([
    ["택시운전사", ["택시", "운전사"]],
    ["cnc가공원", ["cnc", "가공원"]],
    // A qualifier the titles do not hold may stand first.
    ["백화점판매사원", ["백화점", "판매사원"]],
    // A one-character piece only where nothing longer fits.
    ["운전사기사", ["운전사", "기사"]],
  ])("reads %s as %j", (word, pieces) => {
    expect(splitUnspaced(word, known)).toEqual(pieces);
  });

  it.each([
    ["운전사", "a word the titles hold"],
    ["driver", "a word without Hangul"],
    ["판매사원백화점", "an unknown piece after the job"],
    ["모르는말", "no known word in it"],
  ])("leaves %s alone (%s)", (word) => {
    expect(splitUnspaced(word, known)).toBeUndefined();
  });

  it("always spells the word it was given", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...vocab), { minLength: 2, maxLength: 5 }), (parts) => {
        const word = parts.join("");
        const pieces = splitUnspaced(word, known);
        if (pieces) expect(pieces.join("")).toBe(word);
      }),
    );
  });
});

describe("letters typed for one another", () => {
  it.each([
    ["Urdu heh goal typed as the Arabic heh", "بیمہ ایجنٹ", "بیمه ایجنٹ"],
    ["Urdu do-chashmi heh", "بھٹہ مزدور", "بهٹه مزدور"],
    ["Kazakh letters on a Russian keyboard", "мұғалім", "мугалим"],
    ["Kazakh ә, қ, ө, ү, ң, ғ, һ", "әкімші қөүңғһ", "акимши коунгх"],
    ["Azerbaijani schwa typed as e", "müəllim", "muellim"],
    ["Uzbek oʻ with the modifier letter", "oʻqituvchi", "oqituvchi"],
    ["Uzbek oʻ with an ASCII apostrophe", "o'qituvchi", "oqituvchi"],
    ["Uzbek gʻ with a right quote", "bogʼbon", "bog’bon"],
    ["Bengali ya with and without nukta", "সহায়ক", "সহাযক"],
  ])("%s: %s reads as %s", (_, a, b) => {
    expect(normalizeText(a)).toBe(normalizeText(b));
  });

  it("keeps an apostrophe elsewhere as a word break (French elision)", () => {
    expect(words("chef d'équipe")).toEqual(["chef", "d", "equipe"]);
  });
});
