/**
 * Statutory gross minimum wages in force in the current year that the ILOSTAT copy (source 19
 * of docs/DATA.md) does not carry yet, each as its authority set it. Without them the floor is
 * the last ILOSTAT rate carried by average wage growth, which falls behind wherever the minimum
 * rises faster than wages (Mexico +20% and +13%, Brazil +7% a year, against CPI of 4–5%).
 *
 * `monthly` follows ILOSTAT's convention for the series it extends: an hourly rate × 173.2 hours
 * (40 a week); a monthly rate as set; Mexico's daily rate × 30.4, the days a month the law pays
 * for (the weekly rest day is paid), which is the monthly figure CONASAMI publishes.
 */
export interface StatutoryMinimumWage {
  readonly iso3: string;
  readonly year: number;
  /** Gross monthly amount, local currency. */
  readonly monthly: number;
  /** The rate as set: "R$ 1,621 a month", "£12.71 an hour". */
  readonly rate: string;
  readonly inForceFrom: string;
  readonly authority: string;
  readonly act: string;
}

export const STATUTORY_MINIMUM_WAGES = [
  {
    iso3: "BRA",
    year: 2026,
    monthly: 1621,
    rate: "R$ 1,621 a month",
    inForceFrom: "2026-01-01",
    authority: "Presidência da República",
    act: "Decreto nº 12.797, de 23 de dezembro de 2025 (Diário Oficial da União, 24 December 2025)",
  },
  {
    iso3: "MEX",
    year: 2026,
    monthly: 9582.47,
    rate: "MXN 315.04 a day (general zone)",
    inForceFrom: "2026-01-01",
    authority: "Comisión Nacional de los Salarios Mínimos (CONASAMI)",
    act: "Resolución del Consejo de Representantes de la CONASAMI, 3 December 2025 (Diario Oficial de la Federación)",
  },
  {
    iso3: "KOR",
    year: 2026,
    monthly: 2156880,
    rate: "KRW 10,320 an hour (2,156,880 a month at 209 hours)",
    inForceFrom: "2026-01-01",
    authority: "Ministry of Employment and Labor",
    act: "Public notice of the 2026 minimum wage, 5 August 2025 (Minimum Wage Commission decision of 10 July 2025)",
  },
  {
    iso3: "GBR",
    year: 2026,
    monthly: 2201.37,
    rate: "£12.71 an hour (National Living Wage, aged 21 and over)",
    inForceFrom: "2026-04-01",
    authority: "Department for Business and Trade, on the Low Pay Commission's recommendation",
    act: "The National Minimum Wage (Amendment) Regulations 2026",
  },
  {
    iso3: "JPN",
    year: 2025,
    monthly: 194157.2,
    rate: "¥1,121 an hour (national weighted average of the prefectural minimums, fiscal 2025)",
    inForceFrom: "2025-10-01",
    authority: "Ministry of Health, Labour and Welfare",
    act: "Prefectural minimum wage revisions of fiscal 2025 (weighted average announced 5 September 2025)",
  },
] as const satisfies readonly StatutoryMinimumWage[];

/**
 * Where the law adds payments to the monthly minimum (a 13th or 14th month, a holiday
 * allowance), a full-time year at the minimum is worth more than twelve monthly rates: the
 * floor under annual pay counts them. The months a year each statute pays at the minimum.
 */
export interface StatutoryYear {
  readonly iso3: string;
  /** Monthly minimums a full-time year pays. */
  readonly months: number;
  readonly payments: string;
  readonly acts: string;
}

export const STATUTORY_MONTHS_A_YEAR = [
  {
    iso3: "BRA",
    months: 13 + 1 / 3,
    payments: "13th salary, and one third of a month's pay on top of the paid holiday",
    acts: "Lei nº 4.090/1962 (gratificação de Natal); Constituição Federal, art. 7º, VIII and XVII",
  },
  {
    iso3: "MEX",
    months: 12 + 15 / 30.4 + (0.25 * 12) / 30.4,
    payments: "aguinaldo of at least 15 days' pay, and a 25% holiday premium on 12 days of holiday",
    acts: "Ley Federal del Trabajo, arts. 76 (as amended 27 December 2022), 80 and 87",
  },
  {
    iso3: "PHL",
    months: 13,
    payments: "13th-month pay",
    acts: "Presidential Decree No. 851 (1975)",
  },
  {
    iso3: "ARG",
    months: 13,
    payments: "sueldo anual complementario (half a month in June and in December)",
    acts: "Ley nº 23.041; Ley de Contrato de Trabajo nº 20.744, arts. 121–122",
  },
  {
    iso3: "PRT",
    months: 14,
    payments: "Christmas and holiday allowances of a month each",
    acts: "Código do Trabalho, arts. 263 and 264",
  },
  {
    iso3: "GRC",
    months: 14,
    payments: "Christmas bonus of a month, Easter bonus and holiday allowance of half a month each",
    acts: "Joint Ministerial Decision 19040/1981; Law 4504/1966, art. 3",
  },
  {
    iso3: "NLD",
    months: 12 * 1.08,
    payments: "holiday allowance of 8% of the year's pay",
    acts: "Wet minimumloon en minimumvakantiebijslag, art. 15",
  },
] as const satisfies readonly StatutoryYear[];

/** Monthly minimums a full-time year pays in the country (12 where the law adds none). */
export function monthsAYear(iso3: string): number {
  return STATUTORY_MONTHS_A_YEAR.find((s) => s.iso3 === iso3)?.months ?? 12;
}
