import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { languageDefinitions } from "../../../src/lib/i18n/languages.ts";
import { applyListFallback, LIST_FALLBACK_PATHS } from "../../../src/lib/i18n/list-fallback.ts";
import { detectLanguage } from "../../../src/lib/i18n/detect-language.ts";
import { textDirection } from "../../../src/lib/i18n/text-direction.ts";
import { splitMobileLanguages } from "../../../src/lib/i18n/mobile-shortlist.ts";

const REQUIRED = "en zh hi es ar fr bn pt ru ur id de ja tr ko vi it pl nl ps sw ms ta uz az kk sv".split(" ");

describe("language definitions", () => {
  it("define exactly the 27 required languages", () => {
    expect(languageDefinitions.map((l) => l.code).sort()).toEqual([...REQUIRED].sort());
  });

  it("are sorted by speakers, descending", () => {
    const speakers = languageDefinitions.map((l) => l.speakers);
    expect(speakers).toEqual([...speakers].sort((a, b) => b - a));
  });

  it("mark exactly ar, ps and ur as right-to-left, in agreement with Intl", () => {
    expect(
      languageDefinitions
        .filter((l) => l.rtl)
        .map((l) => l.code)
        .sort(),
    ).toEqual(["ar", "ps", "ur"]);
    for (const l of languageDefinitions) expect(textDirection(l.code)).toBe(l.rtl ? "rtl" : "ltr");
  });

  it("have number locales that Intl understands", () => {
    for (const l of languageDefinitions) {
      expect(() => new Intl.NumberFormat(l.numberLocale).format(1234.5)).not.toThrow();
    }
  });
});

describe("applyListFallback", () => {
  const english = {
    faq: { items: [{ q: "Q" }] },
    download: { benefits: ["B"] },
    salaryResults: { additionalInfo: { factors: ["F"], title: "T" } },
  };

  it.each(LIST_FALLBACK_PATHS)("fills %s from English when it is missing", (path) => {
    const merged = applyListFallback({}, english);
    const value = path.split(".").reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], merged);
    const expected = path.split(".").reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], english);
    expect(value).toEqual(expected);
  });

  it("fills empty lists but keeps non-empty ones and sibling keys", () => {
    const own = {
      faq: { items: [], title: "Fragen" },
      download: { benefits: ["Kostenlos"] },
      salaryResults: { additionalInfo: { title: "Faktoren" } },
    };
    const merged = applyListFallback(own, english);
    expect(merged.faq).toEqual({ items: [{ q: "Q" }], title: "Fragen" });
    expect(merged.download.benefits).toEqual(["Kostenlos"]);
    expect(merged.salaryResults.additionalInfo).toEqual({ title: "Faktoren", factors: ["F"] });
    expect(own.faq.items).toEqual([]); // input untouched
  });
});

describe("detectLanguage", () => {
  const offered = ["en", "fr", "de", "pt", "zh"];
  it.each([
    ["saved preference wins over the browser", "de", ["fr-FR"], "de"],
    ["browser language is normalised", null, ["fr-FR", "de"], "fr"],
    ["first offered browser language", null, ["xx", "pt-BR", "fr"], "pt"],
    ["script subtags are dropped", null, ["zh-Hans-CN"], "zh"],
    ["unknown saved value is ignored", "klingon", ["de-AT"], "de"],
    ["an unoffered saved language falls through", "he", ["fr"], "fr"],
    ["nothing usable gives English", null, ["xx-YY", ""], "en"],
    ["underscore tags", undefined, ["pt_BR"], "pt"],
  ])("%s", (_label, saved, browserLanguages, expected) => {
    expect(detectLanguage({ saved, browserLanguages, offered, fallback: "en" })).toBe(expected);
  });

  it("always returns an offered language or the fallback", () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.array(fc.string()), (saved, browserLanguages) => {
        const result = detectLanguage({ saved, browserLanguages, offered, fallback: "en" });
        expect(offered).toContain(result);
      }),
    );
  });
});

describe("splitMobileLanguages", () => {
  const offered = languageDefinitions;
  it("lists the mobile shortlist plus the current language", () => {
    const { short, more } = splitMobileLanguages(offered, "sv");
    expect(short.map((l) => l.code).sort()).toEqual(
      ["en", "tr", "es", "fr", "de", "zh", "ja", "ko", "pt", "it", "ru", "ar", "sv"].sort(),
    );
    expect(short.length + more.length).toBe(27);
  });

  it("does not duplicate a current language that is already shortlisted", () => {
    expect(splitMobileLanguages(offered, "fr").short).toHaveLength(12);
  });
});
