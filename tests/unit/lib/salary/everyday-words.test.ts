import { describe, expect, it } from "vitest";
import { answerCommonTitles } from "../../../fixtures/common-titles/cases.ts";
import { everydayJobs, everydayWordCases } from "../../../fixtures/everyday-words/cases.ts";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { engine } from "./engine.ts";
import { buildTitleIndex } from "../../../../src/lib/salary/title-index.ts";
import { parseSalaryData } from "../../../../src/lib/salary/data-codec.ts";
import { salaryDataPath } from "../../../../src/server/salary/salary-engine.ts";

const cases = everydayWordCases();

/** Where a title lands for a visitor of `lang`: an occupation code, or the error code. */
function land(position: string, lang: string): string {
  const r = engine.estimate({ country: "US", position, experience: 5, lang });
  return r.ok ? r.value.occupation.code : r.code;
}

/** The held fresh words of a language (tests/fixtures/fresh-words), first column, in file order. */
function freshWords(lang: string): string[] {
  return readFileSync(join(import.meta.dirname, "../../../fixtures/fresh-words", `${lang}.tsv`), "utf8")
    .split("\n")
    .map((line) => line.split("\t")[0] ?? "")
    .filter(Boolean);
}
const answers = answerCommonTitles(engine, cases);
const languages = [...new Set(cases.map((c) => c.lang))].sort();

function share(lang?: string): { right: number; none: number; misses: string[] } {
  const mine = answers.filter((a) => !lang || a.case.lang === lang);
  const misses = mine
    .filter((a) => !a.right)
    .map((a) => `${a.case.lang} ${a.case.soc} "${a.case.title}" → ${a.got}${a.via ? ` (${a.via})` : ""}`);
  return {
    right: 1 - misses.length / mine.length,
    none: mine.filter((a) => a.got === "NO_MATCH").length / mine.length,
    misses,
  };
}

describe("plain everyday job words in every site language", () => {
  it("prints the share landing right per language", () => {
    const rows = languages.map((l) => {
      const s = share(l);
      return `${l} ${(100 * s.right).toFixed(1)}% right, ${(100 * s.none).toFixed(1)}% none`;
    });
    console.log(`everyday words (${cases.length}):\n${rows.join("\n")}`);
    expect(rows).toHaveLength(27);
  });

  it("has at least 40 everyday jobs in each of the 27 languages", () => {
    expect(languages).toHaveLength(27);
    const known = new Set(everydayJobs().map((j) => j.soc));
    for (const lang of languages) {
      const jobs = new Set(cases.filter((c) => c.lang === lang).map((c) => c.soc));
      expect(jobs.size, lang).toBeGreaterThanOrEqual(40);
      expect(
        [...jobs].every((soc) => known.has(soc)),
        lang,
      ).toBe(true);
    }
  });

  it("lands at least 95% on the right occupation and finds nothing for at most 1%", () => {
    const s = share();
    expect(s.right, s.misses.join("\n")).toBeGreaterThanOrEqual(0.95);
    expect(s.none, s.misses.filter((m) => m.endsWith("NO_MATCH")).join("\n")).toBeLessThanOrEqual(0.01);
  });

  it.each(languages)("lands at least 90% in %s", (lang) => {
    const s = share(lang);
    expect(s.right, s.misses.join("\n")).toBeGreaterThanOrEqual(0.9);
  });
});

describe("fresh everyday words, written without the curated titles in view", () => {
  const dir = join(import.meta.dirname, "../../../fixtures/fresh-words");
  const files = readdirSync(dir).filter((f) => f.endsWith(".tsv"));

  it.each(files)("%s lands at least 97% on the occupation meant", (file) => {
    const lang = file.slice(0, 2);
    const rows = readFileSync(join(dir, file), "utf8")
      .split("\n")
      .map((line) => line.split("\t"))
      .filter((cells): cells is [string, string, ...string[]] => !!cells[0] && !!cells[1]);
    const misses = rows.flatMap(([word, soc]) => {
      const r = engine.estimate({ country: "US", position: word, experience: 5, lang });
      const got = r.ok ? r.value.occupation.code : r.code;
      return got === soc.trim() ? [] : [`${word}: ${soc} → ${got}`];
    });
    expect(rows.length).toBeGreaterThanOrEqual(70);
    expect(1 - misses.length / rows.length, misses.join("\n")).toBeGreaterThanOrEqual(0.97);
  });
});

describe("Korean typed without spaces", () => {
  it("lands where the spaced title does for at least 95% of the held Korean words with spaces", () => {
    const spaced = [...freshWords("ko"), ...cases.filter((c) => c.lang === "ko").map((c) => c.title)].filter(
      (w) => /\p{Script=Hangul}/u.test(w) && / /.test(w.trim()),
    );
    const land = (position: string) => {
      const r = engine.estimate({ country: "US", position, experience: 5, lang: "ko" });
      return r.ok ? r.value.occupation.code : r.code;
    };
    const differ = spaced.filter((w) => land(w.replace(/\s+/g, "")) !== land(w));
    expect(spaced.length).toBeGreaterThan(300);
    expect(1 - differ.length / spaced.length, differ.slice(0, 20).join("\n")).toBeGreaterThanOrEqual(0.95);
  });
});

describe("compounds typed in parts", () => {
  // Every title word, to split held compounds the way a visitor might type them apart.
  const vocab = new Set(buildTitleIndex(parseSalaryData(readFileSync(salaryDataPath(), "utf8")).titles).vocab);

  it.each(["de", "nl", "sv"])(
    "%s: held one-word compounds typed as two title words land where the compound does, at least 90%",
    (lang) => {
      const held = [...freshWords(lang), ...cases.filter((c) => c.lang === lang).map((c) => c.title)].filter((w) =>
        /^\p{L}{8,}$/u.test(w),
      );
      const pairs = held.flatMap((word) => {
        const lower = word.toLowerCase();
        for (let k = lower.length - 4; k >= 4; k--)
          if (vocab.has(lower.slice(0, k)) && vocab.has(lower.slice(k)))
            return [[word, `${lower.slice(0, k)} ${lower.slice(k)}`]];
        return [];
      });
      const differ = pairs.filter(([word, parts]) => land(parts ?? "", lang) !== land(word ?? "", lang));
      expect(pairs.length).toBeGreaterThan(100);
      expect(1 - differ.length / pairs.length, differ.slice(0, 20).join("\n")).toBeGreaterThanOrEqual(0.9);
    },
  );
});

describe("held words typed the way phones and other keyboards write them", () => {
  const held = (lang: string) => [...freshWords(lang), ...cases.filter((c) => c.lang === lang).map((c) => c.title)];
  const KAZAKH: Record<string, string> = { ә: "а", қ: "к", ң: "н", ғ: "г", ү: "у", ұ: "у", һ: "х", і: "и", ө: "о" };

  it.each([
    ["kk", "without the Kazakh letters", (w: string) => w.replace(/[әқңғүұһіө]/g, (c) => KAZAKH[c] ?? c), 0.95],
    ["az", "with e for ə", (w: string) => w.replace(/ə/g, "e").replace(/Ə/g, "E"), 0.95],
    ["ur", "with the Arabic heh", (w: string) => w.replace(/[ہھ]/g, "ه"), 0.95],
    [
      "ps",
      "on a Persian keyboard (ی for ې and ۍ, ت د ر for ټ ډ ړ)",
      (w: string) => w.replace(/[ېۍ]/g, "ی").replace(/ټ/g, "ت").replace(/ډ/g, "د").replace(/ړ/g, "ر"),
      0.95,
    ],
    [
      "ur",
      "on a Persian keyboard (ی for ے, ت د ر for ٹ ڈ ڑ)",
      (w: string) => w.replace(/ے/g, "ی").replace(/ٹ/g, "ت").replace(/ڈ/g, "د").replace(/ڑ/g, "ر"),
      0.95,
    ],
    ["uz", "without any apostrophe (oʻ, gʻ and the sign of maʼlumot)", (w: string) => w.replace(/[ʻʼ'’]/g, ""), 0.99],
    ["ar", "with the article on the first word", (w: string) => w.replace(/^(?!ال)(\S+)/u, "ال$1"), 0.9],
    [
      "ar",
      "in the feminine (ة)",
      (w: string) => (/^[\u0621-\u064A]+$/u.test(w) && !w.endsWith("ة") ? `${w}ة` : w),
      0.85,
    ],
    ["de", "in the feminine (-er → -erin)", (w: string) => (/^[A-ZÄÖÜ][a-zäöüß]+er$/u.test(w) ? `${w}in` : w), 0.85],
    ["es", "in the feminine (-o → -a)", (w: string) => (/^[a-záéíóúñ]+o$/u.test(w) ? `${w.slice(0, -1)}a` : w), 0.85],
    [
      "tr",
      "in the plural (-ler, -lar)",
      (w: string) => (/^[a-zçğıöşü]+$/u.test(w) ? `${w}${/[aıou][^aeıioöuü]*$/u.test(w) ? "lar" : "ler"}` : w),
      0.75,
    ],
  ] as const)("%s %s lands where the word does", (lang, _, variant, minimum) => {
    const heldWords = new Set(held(lang).map((w) => w.toLowerCase()));
    const pairs = held(lang)
      .map((w) => [w, variant(w)] as const)
      .filter(([w, v]) => v !== w && !heldWords.has(v.toLowerCase()));
    const differ = pairs.filter(([w, v]) => land(v, lang) !== land(w, lang)).map(([w, v]) => `${w} / ${v}`);
    expect(pairs.length).toBeGreaterThan(50);
    expect(1 - differ.length / pairs.length, differ.slice(0, 20).join("\n")).toBeGreaterThanOrEqual(minimum);
  });
});

describe("a word for pay typed beside the job", () => {
  const WITH_PAY: Record<string, (job: string) => string> = {
    en: (j) => `${j} salary`,
    de: (j) => `${j} Gehalt`,
    es: (j) => `salario ${j}`,
    fr: (j) => `salaire ${j}`,
    pt: (j) => `salário ${j}`,
    ru: (j) => `зарплата ${j}`,
    tr: (j) => `${j} maaşı`,
    id: (j) => `gaji ${j}`,
    ar: (j) => `راتب ${j}`,
    zh: (j) => `${j}工资`,
    ko: (j) => `${j} 연봉`,
    sw: (j) => `mshahara wa ${j}`,
    hi: (j) => `${j} सैलरी`,
    kk: (j) => `${j} жалақысы`,
  };

  it.each(Object.keys(WITH_PAY))("%s: held words with the word for pay land where the word does", (lang) => {
    const held = freshWords(lang).slice(0, 150);
    const withPay = WITH_PAY[lang] ?? ((j: string) => j);
    const differ = held.filter((w) => land(withPay(w), lang) !== land(w, lang)).map(withPay);
    expect(1 - differ.length / held.length, differ.slice(0, 20).join("\n")).toBeGreaterThanOrEqual(0.97);
  });
});

describe("a title pasted from a job ad", () => {
  // The ways ads in each language write what surrounds the job: gender marker, working time,
  // contract, hiring words, a place after a separator.
  const AS_ADS_WRITE_IT: Record<string, (job: string) => string> = {
    en: (j) => `${j} - Part Time`,
    de: (j) => `${j} (m/w/d) in Teilzeit`,
    fr: (j) => `${j} H/F - CDI`,
    es: (j) => `Se busca ${j} - jornada completa`,
    pt: (j) => `${j} - CLT`,
    it: (j) => `${j} - full time`,
    nl: (j) => `${j} (m/v/x) parttime`,
    sv: (j) => `${j} heltid`,
    pl: (j) => `${j} (k/m) - pełny etat`,
    ru: (j) => `Требуется ${j}, полный день`,
    kk: (j) => `${j} керек, толық жұмыс күні`,
    uz: (j) => `${j} kerak (to'liq stavka)`,
    az: (j) => `${j} tələb olunur - tam ştat`,
    tr: (j) => `${j} aranıyor`,
    ar: (j) => `مطلوب ${j}`,
    ur: (j) => `${j} کی ضرورت ہے`,
    ps: (j) => `${j} ته اړتیا ده`,
    hi: (j) => `${j} की आवश्यकता है`,
    bn: (j) => `${j} নিয়োগ`,
    ta: (j) => `${j} தேவை`,
    id: (j) => `Lowongan ${j} - Jakarta`,
    ms: (j) => `Jawatan kosong: ${j} (sepenuh masa)`,
    sw: (j) => `Nafasi ya kazi: ${j}`,
    vi: (j) => `Tuyển ${j} toàn thời gian`,
    zh: (j) => `急招${j}`,
    ja: (j) => `${j}（正社員）`,
    ko: (j) => `${j} 정규직`,
  };

  it("covers every site language", () => {
    expect(Object.keys(AS_ADS_WRITE_IT).sort()).toEqual(languages);
  });

  it.each(Object.keys(AS_ADS_WRITE_IT))("%s: held words written as an ad's title land where the word does", (lang) => {
    const held = freshWords(lang).slice(0, 150);
    const asAd = AS_ADS_WRITE_IT[lang] ?? ((j: string) => j);
    const differ = held.filter((w) => land(asAd(w), lang) !== land(w, lang)).map(asAd);
    expect(1 - differ.length / held.length, differ.slice(0, 20).join("\n")).toBeGreaterThanOrEqual(0.97);
  });

  it("keeps an ad's words where they are part of the title", () => {
    expect(land("Remote Sensing Scientist", "en")).toBe("19-2099");
    expect(land("Contract Manager", "en")).toBe(land("Contract Manager - London", "en"));
    // A number goes with the ad's working-time words only; elsewhere it names the job.
    expect(land("911 dispatcher - part time", "en")).toBe("43-5031");
    expect(land("giáo viên cấp 2 toàn thời gian", "vi")).toBe(land("giáo viên cấp 2", "vi"));
    expect(land("Schoonmaker 20 uur per week", "nl")).toBe(land("Schoonmaker", "nl"));
  });
});

describe("a letter missed in a long one-word title", () => {
  it("lands where the word does for at least 75% of long German, Dutch, Swedish, Hindi, Bengali and Tamil words", () => {
    const pairs = ["de", "nl", "sv", "hi", "bn", "ta"].flatMap((lang) =>
      freshWords(lang)
        .filter((w) => /^\S{7,}$/u.test(w))
        .slice(0, 100)
        .map((w) => {
          const letters = [...w];
          const middle = Math.floor(letters.length / 2);
          return { lang, word: w, typo: [...letters.slice(0, middle), ...letters.slice(middle + 1)].join("") };
        }),
    );
    const differ = pairs.filter((p) => land(p.typo, p.lang) !== land(p.word, p.lang));
    expect(pairs.length).toBeGreaterThan(400);
    expect(
      1 - differ.length / pairs.length,
      differ
        .slice(0, 20)
        .map((p) => `${p.lang} ${p.typo}`)
        .join("\n"),
    ).toBeGreaterThanOrEqual(0.75);
  });
});

describe("Russian typed in Latin letters", () => {
  // The commonest informal scheme: no soft or hard sign, х as h, щ as sch, ы and й as y.
  const LATIN: Record<string, string> = {
    а: "a",
    б: "b",
    в: "v",
    г: "g",
    д: "d",
    е: "e",
    ё: "e",
    ж: "zh",
    з: "z",
    и: "i",
    й: "y",
    к: "k",
    л: "l",
    м: "m",
    н: "n",
    о: "o",
    п: "p",
    р: "r",
    с: "s",
    т: "t",
    у: "u",
    ф: "f",
    х: "h",
    ц: "ts",
    ч: "ch",
    ш: "sh",
    щ: "sch",
    ъ: "",
    ы: "y",
    ь: "",
    э: "e",
    ю: "yu",
    я: "ya",
  };
  const inLatin = (word: string) => [...word.toLowerCase()].map((c) => LATIN[c] ?? c).join("");

  it("lands where the Cyrillic word does for at least 90% of the held Russian words", () => {
    const held = freshWords("ru").filter((w) => /^[\p{Script=Cyrillic}\s-]+$/u.test(w));
    const differ = held.filter((w) => land(inLatin(w), "ru") !== land(w, "ru"));
    expect(held.length).toBeGreaterThan(500);
    expect(
      1 - differ.length / held.length,
      differ
        .slice(0, 20)
        .map((w) => `${inLatin(w)} (${w})`)
        .join("\n"),
    ).toBeGreaterThanOrEqual(0.9);
  });

  it("still reads English typed by a Russian visitor as English", () => {
    expect(land("manager", "ru")).toBe(land("manager", "en"));
    expect(land("nurse", "ru")).toBe(land("nurse", "en"));
  });
});
