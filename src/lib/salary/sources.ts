/**
 * The data sources behind every figure, with the attribution text their licences ask
 * for. Pages render this list in the "Data sources" section; docs/DATA.md has details.
 */
export interface DataSource {
  readonly id: string;
  readonly name: string;
  readonly publisher: string;
  readonly year: number;
  readonly url: string;
  readonly licence: string;
  readonly attribution: string;
}

export const DATA_SOURCES = [
  {
    id: "bls-oews",
    name: "Occupational Employment and Wage Statistics, May 2024",
    publisher: "U.S. Bureau of Labor Statistics",
    year: 2024,
    url: "https://www.bls.gov/oes/tables.htm",
    licence: "Public domain (U.S. federal government work)",
    attribution: "Source: U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics, May 2024.",
  },
  {
    id: "ilostat",
    name: "Average monthly earnings of employees (EAR_4MTH_SEX_GEO_CUR_NB_A)",
    publisher: "International Labour Organization, ILOSTAT",
    year: 2025,
    url: "https://ilostat.ilo.org/data/",
    licence: "CC BY 4.0",
    attribution: "ILO, ILOSTAT database (CC BY 4.0).",
  },
  {
    id: "ilostat-hourly",
    name: "Average hourly earnings of employees by occupation, ISCO-08 major groups (EAR_4HRL_SEX_OCU_CUR_NB_A)",
    publisher: "International Labour Organization, ILOSTAT",
    year: 2022,
    url: "https://ilostat.ilo.org/data/",
    licence: "CC BY 4.0",
    attribution: "ILO, ILOSTAT database (CC BY 4.0).",
  },
  {
    id: "oecd-wages",
    name: "Average annual wages per full-time-equivalent employee (AV_AN_WAGE)",
    publisher: "OECD",
    year: 2024,
    url: "https://data-explorer.oecd.org/",
    licence: "CC BY 4.0",
    attribution: "OECD (2024), Average annual wages (CC BY 4.0).",
  },
  {
    id: "scb-wage-structure",
    name: "Wage structure statistics, whole economy (AM0110): monthly pay by occupation (SSYK 2012)",
    publisher: "Statistics Sweden (SCB) for the National Mediation Office",
    year: 2025,
    url: "https://www.statistikdatabasen.scb.se/pxweb/sv/ssd/START__AM__AM0110__AM0110A/",
    licence: "CC0 1.0",
    attribution: "Källa: SCB (Statistics Sweden), wage structure statistics 2025.",
  },
  {
    id: "ons-ashe",
    name: "Annual Survey of Hours and Earnings 2023 (provisional), Table 14.7a: gross annual pay of full-time employees by occupation (SOC 2020)",
    publisher: "Office for National Statistics (UK)",
    year: 2023,
    url: "https://www.ons.gov.uk/employmentandlabourmarket/peopleinwork/earningsandworkinghours/datasets/occupation4digitsoc2010ashetable14",
    licence: "Open Government Licence v3.0",
    attribution: "Source: Office for National Statistics, ASHE 2023 (Open Government Licence v3.0).",
  },
  {
    id: "de-entgeltatlas",
    name: "Entgeltatlas: median gross monthly pay of full-time employees subject to social insurance by occupation (KldB 2010), 31 December 2023",
    publisher: "Statistik der Bundesagentur für Arbeit (Germany)",
    year: 2023,
    url: "https://web.arbeitsagentur.de/entgeltatlas/",
    licence: "Reuse with source attribution (Statistik der Bundesagentur für Arbeit)",
    attribution: "Quelle: Statistik der Bundesagentur für Arbeit, Entgeltatlas (Stichtag 31.12.2023).",
  },
  {
    id: "jp-wage-census",
    name: "Basic Survey on Wage Structure 2023 (賃金構造基本統計調査): scheduled monthly earnings of full-time ordinary workers by occupation",
    publisher: "Ministry of Health, Labour and Welfare (Japan), via e-Stat",
    year: 2023,
    url: "https://www.e-stat.go.jp/stat-search/database?statdisp_id=0003426315",
    licence: "Government of Japan Standard Terms of Use (compatible with CC BY 4.0)",
    attribution: "出典：厚生労働省「令和5年賃金構造基本統計調査」(e-Stat).",
  },
  {
    id: "ca-jobbank",
    name: "Job Bank wage data: median hourly wage by occupation (NOC 2021), Canada, from the Labour Force Survey",
    publisher: "Employment and Social Development Canada",
    year: 2024,
    url: "https://www.jobbank.gc.ca/trend-analysis/search-wages",
    licence: "Open Government Licence – Canada",
    attribution: "Contains information licensed under the Open Government Licence – Canada (Job Bank wage data).",
  },
  {
    id: "fr-dares",
    name: "Portraits statistiques des métiers: median monthly net salary of full-time employees by occupation family (FAP 2009), 2017–2019, from INSEE's Enquête Emploi",
    publisher: "DARES (French Ministry of Labour)",
    year: 2019,
    url: "https://dares.travail-emploi.gouv.fr/",
    licence: "Licence Ouverte / Open Licence (Etalab)",
    attribution: "Source : Dares, Portraits statistiques des métiers (Insee, enquêtes Emploi 2017-2019).",
  },
  {
    id: "br-rais",
    name: "RAIS 2023: mean monthly pay of formal employment links active on 31 December, by occupational family (CBO 2002), computed from the public microdata",
    publisher: "Ministério do Trabalho e Emprego (Brazil)",
    year: 2023,
    url: "https://pdet.mte.gov.br/microdados-rais-e-caged",
    licence: "Brazilian government open data",
    attribution: "Fonte: RAIS 2023, Ministério do Trabalho e Emprego (microdados públicos).",
  },
  {
    id: "casen",
    name: "Encuesta de Caracterización Socioeconómica Nacional (CASEN) 2022 and 2024: labour income by occupation (CIUO-08.CL)",
    publisher: "Ministerio de Desarrollo Social y Familia (Chile)",
    year: 2024,
    url: "https://observatorio.ministeriodesarrollosocial.gob.cl/encuesta-casen",
    licence: "Public microdata",
    attribution: "Fuente: Encuesta CASEN 2022 y 2024, Ministerio de Desarrollo Social y Familia.",
  },
  {
    id: "india-plfs",
    name: "Periodic Labour Force Survey 2025: earnings of regular salaried employees by NCO-2015 group (unit-level data via Vonter/india-plf-survey)",
    publisher: "Ministry of Statistics and Programme Implementation (India), NSO",
    year: 2025,
    url: "https://microdata.gov.in/",
    licence: "ODbL 1.0 (the processed extract)",
    attribution:
      "Contains information from India's Periodic Labour Force Survey 2025 (MoSPI), processed by Vonter/india-plf-survey, made available under the Open Database License (ODbL 1.0).",
  },
  {
    id: "pakistan-lfs",
    name: "Labour Force Survey 2024-25, table 5.4: average monthly wages by major occupation group",
    publisher: "Pakistan Bureau of Statistics",
    year: 2025,
    url: "https://www.pbs.gov.pk/",
    licence: "Reuse of aggregates with attribution",
    attribution: "Source: Pakistan Bureau of Statistics, Labour Force Survey 2024-25, table 5.4.",
  },
  {
    id: "turkstat-ses",
    name: "Structure of Earnings (Kazanç Yapısı), average hourly gross wages by occupation group, 2022 and 2023",
    publisher: "Turkish Statistical Institute (TurkStat)",
    year: 2023,
    url: "https://data.tuik.gov.tr/",
    licence: "Reuse with citation of the source",
    attribution: "Kaynak: TÜİK (TurkStat), Kazanç Yapısı Araştırması (Structure of Earnings Survey).",
  },
  {
    id: "mom-singapore",
    name: "Labour Force in Singapore Advance Release 2025: median gross monthly income from work of full-time employed residents",
    publisher: "Ministry of Manpower (Singapore)",
    year: 2025,
    url: "https://stats.mom.gov.sg/",
    licence: "Reuse of published aggregates with attribution",
    attribution: "Source: Ministry of Manpower, Labour Force in Singapore Advance Release 2025.",
  },
  {
    id: "dou",
    name: "DOU.ua salary survey of IT specialists in Ukraine (December 2024 and June 2025)",
    publisher: "DOU.ua",
    year: 2025,
    url: "https://dou.ua/",
    licence: "Free for research, with a link to DOU",
    attribution: "Developer pay by experience: DOU.ua salary survey (https://dou.ua/).",
  },
  {
    id: "oecd-wages-ncu",
    name: "Average annual wages per full-time-equivalent employee, national currency, current prices (AV_AN_WAGE), 2015–2025",
    publisher: "OECD",
    year: 2025,
    url: "https://data-explorer.oecd.org/",
    licence: "CC BY 4.0",
    attribution: "Source: OECD, Average annual wages (AV_AN_WAGE), national currency (CC BY 4.0).",
  },
  {
    id: "ilostat-national-earnings",
    name: "Average monthly earnings of employees, national series (EAR_EMTA_SEX_NB_A)",
    publisher: "International Labour Organization, ILOSTAT",
    year: 2026,
    url: "https://ilostat.ilo.org/data/",
    licence: "CC BY 4.0",
    attribution: "ILO, ILOSTAT database (CC BY 4.0).",
  },
  {
    id: "ilostat-minimum-wage",
    name: "Statutory nominal gross monthly minimum wage (EAR_INEE_NOC_NB_A), 2020–2026",
    publisher: "International Labour Organization, ILOSTAT",
    year: 2026,
    url: "https://ilostat.ilo.org/data/",
    licence: "CC BY 4.0",
    attribution: "Source: ILO, ILOSTAT (CC BY 4.0).",
  },
  {
    id: "imf-weo",
    name: "World Economic Outlook database, October 2025 and April 2026: consumer prices and implied PPP rates",
    publisher: "International Monetary Fund",
    year: 2026,
    url: "https://www.imf.org/en/Publications/WEO/weo-database/2026/april",
    licence: "IMF data terms: reuse and redistribution with attribution",
    attribution: "Source: IMF, World Economic Outlook database, October 2025 and April 2026.",
  },
  {
    id: "fx-market",
    name: "Market exchange rates per US dollar, 2025 and January–September 2026 (currency-api daily snapshots)",
    publisher: "fawazahmed0/exchange-api",
    year: 2026,
    url: "https://github.com/fawazahmed0/exchange-api",
    licence: "CC0 1.0 (public domain dedication)",
    attribution: "Exchange rates: fawazahmed0/exchange-api (CC0).",
  },
  {
    id: "worldbank-wdi",
    name: "World Development Indicators: PPP conversion factor (PA.NUS.PPP), official exchange rate (PA.NUS.FCRF), GDP per capita PPP",
    publisher: "World Bank",
    year: 2025,
    url: "https://databank.worldbank.org/source/world-development-indicators",
    licence: "CC BY 4.0",
    attribution:
      "World Bank, World Development Indicators (CC BY 4.0); GDP per capita via Our World in Data (CC BY 4.0).",
  },
  {
    id: "onet",
    name: "O*NET 29.2 Database (occupation, alternate and reported titles)",
    publisher: "National Center for O*NET Development, USDOL/ETA",
    year: 2025,
    url: "https://www.onetcenter.org/database.html",
    licence: "CC BY 4.0",
    attribution:
      "This product includes information from the O*NET 29.2 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET is a trademark of USDOL/ETA. The titles were modified (normalised and mapped to SOC occupations).",
  },
  {
    id: "esco",
    name: "ESCO occupations (labels in 21 languages, ESCO→ISCO-08) and the ESCO–O*NET crosswalk",
    publisher: "European Commission, ESCO",
    year: 2022,
    url: "https://esco.ec.europa.eu/",
    licence: "European Commission reuse policy (Decision 2011/833/EU)",
    attribution: "ESCO, European Commission. Labels via the MELO benchmark (Avature, MIT).",
  },
  {
    id: "soc-isco",
    name: "ISCO-08 ↔ 2010 SOC crosswalk; O*NET-SOC 2010 → 2019 crosswalk",
    publisher: "U.S. Bureau of Labor Statistics; National Center for O*NET Development",
    year: 2015,
    url: "https://www.bls.gov/soc/soccrosswalks.htm",
    licence: "Public domain; CC BY 4.0",
    attribution: "U.S. Bureau of Labor Statistics, SOC crosswalks; O*NET-SOC crosswalk by USDOL/ETA (CC BY 4.0).",
  },
  {
    id: "country-codes",
    name: "Country codes (ISO 3166-1 and ISO 4217)",
    publisher: "datahub.io core datasets",
    year: 2024,
    url: "https://datahub.io/core/country-codes",
    licence: "ODC-PDDL-1.0",
    attribution: "Country and currency codes: datahub.io country-codes (ODC-PDDL).",
  },
  {
    id: "lagakos-2018",
    name: "Life-Cycle Wage Growth across Countries (experience-curve calibration)",
    publisher: "Lagakos, Moll, Porzio, Qian and Schoellman, Journal of Political Economy 126(2)",
    year: 2018,
    url: "https://doi.org/10.1086/696225",
    licence: "Cited, no data copied",
    attribution: "Experience curve calibrated to Lagakos et al. (2018), Journal of Political Economy.",
  },
] as const satisfies readonly DataSource[];

export type DataSourceId = (typeof DATA_SOURCES)[number]["id"];

export function dataSource(id: DataSourceId): DataSource {
  return DATA_SOURCES.find((s) => s.id === id) as DataSource;
}

export function isDataSourceId(id: string): id is DataSourceId {
  return DATA_SOURCES.some((s) => s.id === id);
}
