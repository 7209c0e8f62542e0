import { describe, expect, it } from "vitest";
import {
  adsTxt,
  pickPublisher,
  placementsOf,
  publisherInputSchema,
  type Publisher,
} from "../../../../src/lib/ads/ad-publishers.ts";

const adsense = (id: number, over: Partial<Publisher> = {}): Publisher =>
  ({
    id,
    kind: "adsense",
    name: `AdSense ${id}`,
    enabled: true,
    languages: [],
    countries: [],
    publisherId: `pub-${String(id).padStart(16, "0")}`,
    slots: { home: "1234567890", result: "2345678901" },
    ...over,
  }) as Publisher;

const house = (id: number, over: Partial<Publisher> = {}): Publisher =>
  ({
    id,
    kind: "house",
    name: `House ${id}`,
    enabled: true,
    languages: [],
    countries: [],
    placements: ["footer", "guide"],
    link: "https://apps.apple.com/app/id6744272144",
    ...over,
  }) as Publisher;

describe("adsTxt", () => {
  it("lists each enabled AdSense account once, sorted, in the IAB format", () => {
    expect(
      adsTxt([adsense(2), adsense(1), adsense(2, { name: "again" }), adsense(3, { enabled: false }), house(4)]),
    ).toBe(
      "google.com, pub-0000000000000001, DIRECT, f08c47fec0942fa0\ngoogle.com, pub-0000000000000002, DIRECT, f08c47fec0942fa0\n",
    );
  });

  it("says so in a comment when nobody is authorised", () => {
    expect(adsTxt([house(1), adsense(2, { enabled: false })])).toMatch(/^# .*\n$/);
  });
});

describe("pickPublisher", () => {
  const all = [
    adsense(1, { languages: ["de"], countries: ["DE", "AT"] }),
    house(2, { languages: ["ar", "de"] }),
    adsense(3, { slots: { footer: "3456789012" } }),
    house(4, { enabled: false, placements: ["home"] }),
  ];
  it.each([
    ["home", "de", "DE", 1],
    ["home", "de", "CH", undefined],
    ["home", "de", undefined, undefined],
    ["footer", "de", "FR", 2],
    ["footer", "en", undefined, 3],
    ["guide", "ar", "EG", 2],
    ["result", "fr", "FR", undefined],
  ] as const)("%s in %s from %s → %s", (placement, lang, country, id) => {
    expect(pickPublisher(all, placement, lang, country)?.id).toBe(id);
  });
});

describe("publisher schema", () => {
  it.each([
    ["a short publisher id", { ...adsense(1), publisherId: "pub-123" }],
    ["a slot that is not 10 digits", { ...adsense(1), slots: { home: "12ab" } }],
    ["an unknown placement", { ...house(1), placements: ["sidebar"] }],
    ["a javascript: link", { ...house(1), link: "javascript:alert(1)" }],
    ["a protocol-relative link", { ...house(1), link: "//evil.example/x" }],
    ["a plain-http link", { ...house(1), link: "http://example.com" }],
    ["a lower-case country", { ...house(1), countries: ["de"] }],
    ["an empty name", { ...house(1), name: "  " }],
    ["a name with a NUL", { ...house(1), name: "a\u0000b" }],
    ["a name with a bidi override", { ...house(1), name: "\u202eevil" }],
    ["a house ad with no placement", { ...house(1), placements: [] }],
  ])("refuses %s", (_label, value) => {
    expect(publisherInputSchema.safeParse(value).success).toBe(false);
  });

  it("accepts a site path as a house ad's link, and knows each kind's placements", () => {
    const parsed = publisherInputSchema.parse({ ...house(1), link: "/download" });
    expect(placementsOf(parsed)).toEqual(["footer", "guide"]);
    expect(placementsOf(publisherInputSchema.parse(adsense(1)))).toEqual(["home", "result"]);
  });
});
