import { describe, expect, it } from "vitest";
import { sourceAuthority } from "../../../../src/lib/career/source-authority.ts";

describe("sourceAuthority", () => {
  it.each([
    // Government-only domains, by country practice.
    ["https://www.irs.gov/filing/federal-income-tax-rates-and-brackets", "official"],
    ["https://www.gov.uk/national-minimum-wage-rates", "official"],
    ["https://www.mevzuat.gov.tr/mevzuatmetin/1.5.4857.pdf", "official"],
    ["https://www.sat.gob.mx/portal/public/tramites/isr", "official"],
    ["https://www.mhlw.go.jp/stf/seisakunitsuite/bunya/koyou_roudou/roudoukijun/minimumichiran/", "official"],
    ["https://www.impots.gouv.fr/particulier/questions/comment-calculer-mon-taux", "official"],
    [
      "https://www.ird.govt.nz/income-tax/income-tax-for-individuals/tax-codes-and-tax-rates-for-individuals",
      "official",
    ],
    ["https://www.canada.ca/en/revenue-agency/services/tax/individuals.html", "official"],
    ["https://eur-lex.europa.eu/eli/dir/2023/970/oj", "official"],
    ["https://indiacode.nic.in/handle/123456789/1362", "official"],
    // Authorities and intergovernmental bodies off those domains.
    ["https://ilostat.ilo.org/topics/wages/", "official"],
    ["https://www.oecd.org/en/topics/sub-issues/minimum-wages.html", "official"],
    [
      "https://www.belastingdienst.nl/wps/wcm/connect/nl/werk-en-inkomen/content/hoeveel-inkomstenbelasting-betalen",
      "official",
    ],
    ["https://new.kenyalaw.org/akn/ke/act/2007/11/eng@2022-12-31", "official"],
    ["https://lex.uz/docs/6257288", "official"],
    // Provincial and federal domains outside the usual patterns, and agencies on their own domains.
    ["https://www.rjv.fgov.be/nl/", "official"],
    ["https://pessi.gop.pk/contribution/", "official"],
    ["https://soliq.uz/page/jismoniy-shaxslar", "official"],
    ["https://www.enpf.kz/kz/", "official"],
    ["https://www.mi.se/lonestatistik/", "official"],
    // A look-alike is not the authority.
    ["https://vergi.az/news/123", "other"],
    // Hosts that cannot be a source.
    ["https://es.scribd.com/presentation/728089923/x", "low"],
    ["https://123docz.net/document/123-luat.htm", "low"],
    ["https://telegra.ph/President-approved-the-new-Labor-Code-11-09", "low"],
    ["https://www.notion.so/oysterhr/Vietnam-c0cca99c8d5a410aadcf558bc635fee1", "low"],
    ["https://vertex-jobs.vercel.app/blog/x", "low"],
    ["https://fliphtml5.com/zhohk/dhzg/x/4", "low"],
    ["https://docplayer.es/9190440-ley.html", "low"],
    ["https://vdocuments.mx/standing-orders-ordinance-1968.html", "low"],
    ["https://www.healthinnews.kr/search.php?nsk=1", "low"],
    ["https://fivetilago.com/tag/rate", "low"],
    ["https://katarzynasiwiec.pl/?p=7141", "low"],
    ["not a url", "low"],
    // Everything else: reputable, but not the authority.
    ["https://www.deloitte.com/global/en/services/tax/perspectives/x.html", "other"],
    ["https://www.livemint.com/money/personal-finance/x.html", "other"],
    ["https://gov.example.com/page", "other"],
    ["https://www.example.com/?page=2", "other"],
  ])("%s is %s", (url, expected) => {
    expect(sourceAuthority(url)).toBe(expected);
  });
});
