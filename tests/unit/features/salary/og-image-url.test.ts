import { describe, expect, it } from "vitest";
import { ogImageUrl } from "../../../../src/features/salary/og-image-url.ts";

describe("ogImageUrl", () => {
  const table: [Parameters<typeof ogImageUrl>[0], string][] = [
    [
      { country: "DE", position: "software-developer", experience: 5, lang: "de" },
      "/api/v1/og/salary.png?country=DE&position=software-developer&experience=5&lang=de",
    ],
    [
      { country: "us", position: " nurse ", experience: 0, lang: "en" },
      "/api/v1/og/salary.png?country=US&position=nurse&experience=0&lang=en",
    ],
    [
      { country: "JP", position: "ソフトウェア-エンジニア", experience: 10, lang: "ja" },
      "/api/v1/og/salary.png?country=JP&position=%E3%82%BD%E3%83%95%E3%83%88%E3%82%A6%E3%82%A7%E3%82%A2-%E3%82%A8%E3%83%B3%E3%82%B8%E3%83%8B%E3%82%A2&experience=10&lang=ja",
    ],
    [
      { country: "GB", position: "c++ & <dev> 50%", experience: 3, lang: "en" },
      "/api/v1/og/salary.png?country=GB&position=c%2B%2B%20%26%20%3Cdev%3E%2050%25&experience=3&lang=en",
    ],
  ];
  it.each(table)("%o → %s", (params, expected) => {
    expect(ogImageUrl(params)).toBe(expected);
  });

  it("round-trips through URLSearchParams", () => {
    const url = new URL(ogImageUrl({ country: "FR", position: "a&b=c?d#e", experience: 7, lang: "fr" }), "https://x");
    expect(url.pathname).toBe("/api/v1/og/salary.png");
    expect(url.searchParams.get("position")).toBe("a&b=c?d#e");
    expect(url.searchParams.get("experience")).toBe("7");
  });
});
