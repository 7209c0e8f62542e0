import { describe, expect, it } from "vitest";
import { engine } from "../../lib/salary/engine.ts";
import {
  OCCUPATIONS_PER_SITEMAP,
  everyCountryHref,
  everyCountryModel,
  listedOccupations,
  occupationSitemapPart,
  occupationSitemapParts,
  type EveryCountryPage,
} from "../../../../src/features/salary/every-country-model.ts";
import { positionFromSlug } from "../../../../src/lib/salary/result-url.ts";
import { medianTakeHome as medianNet } from "../../../../src/server/take-home/median-take-home.ts";

const page = (lang: string, slug: string, rest = ""): EveryCountryPage => {
  const m = everyCountryModel({ engine, medianNet, lang, slug, rest });
  if (m.kind !== "ok") throw new Error(`${slug} ${rest}: ${m.kind}`);
  return m;
};

describe("everyCountryModel", () => {
  it.each([
    ["nope-not-a-job", "", { kind: "not-found" }],
    ["", "", { kind: "not-found" }],
    ["Software-Developers", "", { kind: "redirect", location: "/salary/occupation/software-developers" }],
    ["software-developers", "5", { kind: "redirect", location: "/salary/occupation/software-developers" }],
    ["software-developers", "usd-up", { kind: "redirect", location: "/salary/occupation/software-developers" }],
    ["software-developers", "10/bogus", { kind: "redirect", location: "/salary/occupation/software-developers/10" }],
  ])("%j %j → %j", (slug, rest, expected) => {
    expect(everyCountryModel({ engine, medianNet, lang: "en", slug, rest })).toEqual(expected);
  });

  it("answers an occupation's name in the page's language with its one address", () => {
    const i = engine.occupations.code.indexOf("15-1252");
    for (const lang of ["de", "fr", "ja", "tr"]) {
      const name = engine.occupations.localized[lang]?.[i];
      if (!name) continue;
      const m = everyCountryModel({
        engine,
        medianNet,
        lang,
        slug: name.toLocaleLowerCase(lang).replace(/\s+/g, "-"),
        rest: "10",
      });
      expect(m, `${lang} ${name}`).toEqual({
        kind: "redirect",
        location: `/${lang}/salary/occupation/software-developers/10`,
      });
    }
    // A word that only resembles a name finds nothing.
    expect(everyCountryModel({ engine, medianNet, lang: "de", slug: "softwareentwicklerei", rest: "" })).toEqual({
      kind: "not-found",
    });
  });

  it("redirects within the page's language", () => {
    expect(everyCountryModel({ engine, medianNet, lang: "de", slug: "Cashiers", rest: "usd-desc" })).toEqual({
      kind: "redirect",
      location: "/de/salary/occupation/cashiers/usd-desc",
    });
  });

  it("shows what the median leaves after tax where the country's rules are held, and a dash elsewhere", () => {
    const m = page("en", "software-developers");
    const germany = m.rows.find((r) => r.code === "DE");
    const number = (text: string) => Number(text.replace(/[^\d.]/g, ""));
    expect(germany?.netText).toMatch(/€/);
    const share = number(germany?.netText ?? "") / number(germany?.medianText ?? "");
    expect(share).toBeGreaterThan(0.45);
    expect(share).toBeLessThan(0.75);
    expect(m.rows.find((r) => r.code === "AR")?.netText).toBe("—");
    expect(m.columns.map((c) => c.key)).toEqual(["name", "local", "net", "usd", "ppp"]);
  });

  it("lists every country with figures, by name, each linking to its result page", () => {
    const m = page("en", "software-developers");
    expect(m.rows.length).toBeGreaterThanOrEqual(150);
    expect(m.rows.length).toBeLessThanOrEqual(engine.countries.length);
    const names = m.rows.map((r) => r.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("en").compare));
    for (const r of m.rows) expect(r.href).toBe(`/salary/${r.code}/software-developers/5`);
    expect(m.indexable).toBe(true);
    expect(m.heading).toBe("Software Developers: pay in every country");
  });

  it("shows the result page's median, at the market rate and in PPP terms", () => {
    const m = page("en", "software-developers", "10");
    const de = m.rows.find((r) => r.code === "DE");
    const r = engine.estimate({ country: "DE", position: "software developers", experience: 10, lang: "en" });
    if (!de || !r.ok) throw new Error("no German figures");
    const country = engine.country("DE");
    expect(de.median).toBe(r.value.annual.median);
    expect(de.medianUsd).toBeCloseTo(r.value.annual.median / r.value.exchangeRate.perUsd, 6);
    expect(de.medianPpp).toBeCloseTo(r.value.annual.median / (country?.ppp ?? 1), 6);
    // Local money in the country's regional format (en-DE), as its result page shows it.
    expect(de.medianText).toBe(
      new Intl.NumberFormat("en-DE", { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(
        de.median,
      ),
    );
    expect(de.href).toBe("/salary/DE/software-developers/10");
    expect(m.indexable).toBe(false);
  });

  // The local column is written as the country writes money in the page's language (the result
  // page's regionalLocale); the US dollar and PPP columns stay in the language's own locale.
  it.each([
    ["en", "IN", "INR", "en-IN", "en-US", /^₹\d{1,2}(,\d{2})*,\d{3}$/],
    ["es", "MX", "MXN", "es-MX", "es-ES", /^\$\d{1,3}(,\d{3})+$/],
    ["de", "CH", "CHF", "de-CH", "de-DE", /^CHF\s\d{1,3}('\d{3})+$/],
  ])(
    "%s page, %s row (%s): local money in the country's regional format",
    (lang, code, currency, regional, plain, shape) => {
      const row = page(lang, "software-developers", "10").rows.find((r) => r.code === code);
      if (!row) throw new Error(`no ${code} row`);
      const whole = { maximumFractionDigits: 0 } as const;
      const money = (locale: string) => new Intl.NumberFormat(locale, { style: "currency", currency, ...whole });
      expect(row.medianText).toBe(money(regional).format(row.median));
      expect(row.medianText).toMatch(shape);
      // The test would not notice a plain-language format if the two agreed.
      expect(row.medianText).not.toBe(money(plain).format(row.median));
      expect(row.rangeText).toBe(`${money(regional).format(row.p10)} – ${money(regional).format(row.p90)}`);
      expect(row.usdText).toBe(
        new Intl.NumberFormat(plain, { style: "currency", currency: "USD", ...whole }).format(row.medianUsd),
      );
      expect(row.pppText).toBe(new Intl.NumberFormat(plain, whole).format(row.medianPpp));
    },
  );

  it("orders by US dollars, largest first, and its headers link to the other orders", () => {
    const m = page("en", "registered-nurses", "usd-desc");
    const usd = m.rows.map((r) => r.medianUsd).filter(Number.isFinite);
    expect(usd).toEqual([...usd].sort((a, b) => b - a));
    expect(m.columns.map((c) => [c.key, c.href, c.ariaSort])).toEqual([
      ["name", "/salary/occupation/registered-nurses", undefined],
      ["local", undefined, undefined],
      ["net", undefined, undefined],
      ["usd", "/salary/occupation/registered-nurses/usd-asc", "descending"],
      ["ppp", "/salary/occupation/registered-nurses/ppp-desc", undefined],
    ]);
    expect(m.years.map((y) => [y.href, y.current])).toEqual([
      ["/salary/occupation/registered-nurses/0/usd-desc", false],
      ["/salary/occupation/registered-nurses/usd-desc", true],
      ["/salary/occupation/registered-nurses/10/usd-desc", false],
      ["/salary/occupation/registered-nurses/20/usd-desc", false],
    ]);
  });

  it("names the job and the countries in the page's language, and links to the same occupation", () => {
    const m = page("ar", "software-developers");
    expect(m.heading).not.toMatch(/Software/);
    const eg = m.rows.find((r) => r.code === "EG");
    expect(eg?.name).toBe(new Intl.DisplayNames(["ar"], { type: "region" }).of("EG"));
    const [, , , country, slug, years] = eg?.href.split("/") ?? [];
    const found = engine.estimate({
      country: country ?? "",
      position: positionFromSlug(decodeURIComponent(slug ?? "")),
      experience: Number(years),
      lang: "ar",
    });
    expect(found.ok && found.value.occupation.code).toBe("15-1252");
  });
});

describe("digits", () => {
  it("the Arabic page writes every row in one digit system, its own", () => {
    const digits = new Intl.NumberFormat("ar").resolvedOptions().numberingSystem;
    const foreign = digits === "latn" ? /[\u0660-\u0669\u06F0-\u06F9]/ : /[0-9]/;
    const rows = page("ar", "software-developers").rows;
    expect(rows.filter((r) => foreign.test(`${r.medianText}${r.rangeText}${r.usdText}${r.pppText}`))).toEqual([]);
  });
});

describe("everyCountryHref", () => {
  it.each([
    ["15-1252", "en", 5, "/salary/occupation/software-developers"],
    ["15-1252", "de", 10, "/de/salary/occupation/software-developers/10"],
    ["15-1252", "ar", 0, "/ar/salary/occupation/software-developers/0"],
    ["99-9999", "en", 5, null],
  ])("%s %s %d → %s", (code, lang, years, href) => {
    expect(everyCountryHref(engine, code, lang, years)).toBe(href);
  });

  it("names the country a result page links from in a fragment, so the page stays one address", () => {
    expect(everyCountryHref(engine, "15-1252", "tr", 5, "TR")).toBe(
      "/tr/salary/occupation/software-developers#from-TR",
    );
  });
});

describe("the country shown first", () => {
  it.each([
    ["tr", "TR"],
    ["ja", "JP"],
    ["de", "DE"],
    ["en", "US"],
  ])("a %s page shows %s first, with that row's figures", (lang, code) => {
    const m = page(lang, "software-developers");
    expect(m.pinned?.code).toBe(code);
    expect(m.pinned).toBe(m.rows.find((r) => r.code === code));
  });
});

describe("occupation sitemaps", () => {
  it("list every listed occupation once, in slices", () => {
    const listed = listedOccupations(engine);
    const parts = occupationSitemapParts(engine);
    const all = Array.from({ length: parts }, (_, k) => occupationSitemapPart(engine, k + 1)).flat();
    expect(all).toEqual(listed);
    expect(new Set(all.map((o) => o.slug)).size).toBe(all.length);
    expect(occupationSitemapPart(engine, 1)).toHaveLength(OCCUPATIONS_PER_SITEMAP);
    expect(listed.every((o) => o.slug !== "")).toBe(true);
  });
});
