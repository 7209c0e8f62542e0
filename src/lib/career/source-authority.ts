/**
 * How much a guide source can be trusted for a legal or statistical figure, from its address
 * alone. "low" hosts cannot be a source at all: document-sharing sites (Scribd, slide hosts),
 * anonymous or personal pages (telegra.ph, Notion, hobby apps on vercel.app, Blogspot and Medium
 * posts), link shorteners, search and tag pages and blog shortlinks (`?p=123`), which name no
 * stable page of a publisher. "official" is the authority
 * itself: a government, gazette, tax, social-security or statistics office (by the domains
 * governments use, or a listed authority host), or an intergovernmental body (OECD, ILO, EU,
 * the World Bank, the UN).
 */
export type SourceAuthority = "official" | "low" | "other";

const LOW_HOSTS =
  /(?:^|\.)(?:scribd\.com|telegra\.ph|notion\.so|notion\.site|vercel\.app|fliphtml5\.com|slideshare\.net|issuu\.com|docplayer\.[a-z.]+|docslib\.org|123docz\.net|pdfslide\.net|vdocuments\.[a-z.]+|pdfcoffee\.com|studocu\.com|coursehero\.com|yumpu\.com|bit\.ly|tinyurl\.com|t\.co|blogspot\.com|medium\.com)$/;
const LOW_PATHS = /^\/(?:search(?:\.php)?|tag|tags)(?:\/|$)/i;

/** Domains that only governments can hold, by country practice. */
const GOVERNMENT = [
  /(?:^|\.)gov$/,
  /(?:^|\.)(?:gov|gob|go|gouv|govt|gv|gub|admin|gc|nic)\.[a-z]{2}$/,
  /(?:^|\.)gouv\.fr$/,
  /(?:^|\.)(?:europa\.eu|canada\.ca|bund\.de|gov\.uk|fgov\.be|ontario\.ca)$/,
  // Pakistan's provinces: the Government of the Punjab and of Sindh.
  /(?:^|\.)(?:gop|gos)\.pk$/,
  /\.int$/,
];

/** Authorities whose sites are not on a government-only domain. */
const AUTHORITY_HOSTS = new Set([
  // Intergovernmental bodies.
  "oecd.org",
  "ilo.org",
  "worldbank.org",
  "imf.org",
  "un.org",
  "unesco.org",
  "oecd-ilibrary.org",
  "oiss.org",
  // Netherlands, Nordics.
  "belastingdienst.nl",
  "rijksoverheid.nl",
  "overheid.nl",
  "government.nl",
  "uwv.nl",
  "svb.nl",
  "cbs.nl",
  "skatteverket.se",
  "forsakringskassan.se",
  "riksdagen.se",
  "scb.se",
  "regeringen.se",
  "pensionsmyndigheten.se",
  "mi.se",
  "socialstyrelsen.se",
  "arbetsgivarverket.se",
  "skane.se",
  "rijksfinancien.nl",
  "lovdata.no",
  "nav.no",
  "skatteetaten.no",
  "ssb.no",
  "skat.dk",
  "borger.dk",
  "retsinformation.dk",
  "vero.fi",
  "finlex.fi",
  "kela.fi",
  // Germany, Austria, Switzerland.
  "bundesfinanzministerium.de",
  "gesetze-im-internet.de",
  "destatis.de",
  "deutsche-rentenversicherung.de",
  "arbeitsagentur.de",
  "bmas.de",
  "bundesregierung.de",
  "bmf.gv.at",
  "ris.bka.gv.at",
  "fedlex.admin.ch",
  "ti.ch",
  "gezondbelgie.be",
  // France, Spain, Italy, Portugal, Belgium.
  "service-public.fr",
  "urssaf.fr",
  "legifrance.gouv.fr",
  "boe.es",
  "seg-social.es",
  "agenciatributaria.es",
  "sepe.es",
  "inps.it",
  "agenziaentrate.gov.it",
  "gazzettaufficiale.it",
  "normattiva.it",
  "lavoro.gov.it",
  "covip.it",
  "aranagenzia.it",
  "cnel.it",
  "ine.es",
  "dre.pt",
  "diariodarepublica.pt",
  "seg-social.pt",
  "portaldasfinancas.gov.pt",
  "belgium.be",
  "socialsecurity.be",
  // Central and eastern Europe, Türkiye, central Asia and the Caucasus.
  "zus.pl",
  "isap.sejm.gov.pl",
  "podatki.gov.pl",
  "stat.gov.pl",
  "mojeppk.pl",
  "csgk.gov.tr",
  "lex.uz",
  "soliq.uz",
  "stat.uz",
  "mehnat.uz",
  "imv.uz",
  "president.uz",
  "enbek.kz",
  "enpf.kz",
  "gfss.kz",
  "fms.kz",
  "president.az",
  "e-sosial.az",
  "adilet.zan.kz",
  "e-qanun.az",
  "pravo.gov.ru",
  "zakon.rada.gov.ua",
  // Asia.
  "e-gov.go.jp",
  "mhlw.go.jp",
  "nta.go.jp",
  "kyoukaikenpo.or.jp",
  "law.go.kr",
  "nts.go.kr",
  "moel.go.kr",
  "mom.gov.sg",
  "iras.gov.sg",
  "cpf.gov.sg",
  "kwsp.gov.my",
  "hasil.gov.my",
  "perkeso.gov.my",
  "pajak.go.id",
  "mkri.id",
  "bpjsketenagakerjaan.go.id",
  "chinhphu.vn",
  "vbpl.vn",
  "indiacode.nic.in",
  "epfindia.gov.in",
  "incometax.gov.in",
  "bdlaws.minlaw.gov.bd",
  "nbr.gov.bd",
  "fbr.gov.pk",
  "eobi.gov.pk",
  "pseb.org.pk",
  // Africa, the Gulf, the Americas, Oceania.
  "kenyalaw.org",
  "tanzlii.org",
  "kra.go.ke",
  "nssf.or.ke",
  "sars.gov.za",
  "u.ae",
  "mohre.gov.ae",
  "hrsd.gov.sa",
  "gosi.gov.sa",
  "zatca.gov.sa",
  "ssa.gov",
  "irs.gov",
  "dol.gov",
  "bls.gov",
  "canada.ca",
  "ato.gov.au",
  "fairwork.gov.au",
  "legislation.gov.au",
  "ird.govt.nz",
  "bcn.cl",
  "inegi.org.mx",
  "nmc.org.uk",
  "onetcenter.org",
]);

export function sourceAuthority(url: string): SourceAuthority {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "low";
  }
  const host = parsed.hostname.toLowerCase().replace(/^www\./, "");
  if (LOW_HOSTS.test(host) || LOW_PATHS.test(parsed.pathname) || /(?:^|&)p=\d+(?:&|$)/.test(parsed.search.slice(1)))
    return "low";
  if (GOVERNMENT.some((re) => re.test(host))) return "official";
  for (let h = host; h.includes("."); h = h.slice(h.indexOf(".") + 1)) if (AUTHORITY_HOSTS.has(h)) return "official";
  return "other";
}
