import { describe, expect, it } from "vitest";
import { OFFERED_CODES } from "../../../../src/i18n/offered.ts";
import { GROSS_VS_NET_ARTICLE } from "../../../../src/lib/career/guide-paths.ts";
import { guideArticleLink } from "../../../../src/server/career/guide-article-link.ts";

describe("the gross-vs-net article every result page links to", () => {
  it.each(OFFERED_CODES)("exists in %s, with its title and address there", (lang) => {
    const link = guideArticleLink(lang, GROSS_VS_NET_ARTICLE);
    const prefix = lang === "en" ? "" : `/${lang}`;
    expect(link?.href).toBe(`${prefix}/career-guide/understanding-pay/gross-vs-net-salary`);
    expect(link?.title.length).toBeGreaterThan(5);
  });

  it("is null for an article the guide does not have", () => {
    expect(guideArticleLink("de", ["understanding-pay", "no-such-article"])).toBeNull();
  });
});
