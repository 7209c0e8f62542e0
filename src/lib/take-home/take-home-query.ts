import { GROSS_MAX, type SalaryErrorCode } from "../salary/errors.ts";

/** A take-home question: a country, a gross amount a year in its currency, a year, maybe a region. */
export interface TakeHomeQuery {
  readonly country: string;
  readonly gross: number;
  readonly year: number;
  readonly region: string | undefined;
}

export interface TakeHomeQueryInput {
  readonly country?: string | null;
  readonly gross?: string | null;
  readonly year?: string | null;
  readonly region?: string | null;
}

// Plain decimal notation only: "1e5", "0x10", "Infinity" and grouping commas are not amounts a person types.
const AMOUNT = /^\d{1,13}(\.\d{1,4})?$/;

/**
 * Reads the question as typed. The year defaults to `currentYear`; whether the country and
 * year are covered is the rules' call, not this parser's.
 */
export function parseTakeHomeQuery(
  input: TakeHomeQueryInput,
  currentYear: number,
): { ok: true; value: TakeHomeQuery } | { ok: false; code: SalaryErrorCode } {
  const country = (input.country ?? "").trim().toUpperCase();
  if (!country) return { ok: false, code: "COUNTRY_REQUIRED" };
  if (!/^[A-Z]{2}$/.test(country)) return { ok: false, code: "TAKE_HOME_NOT_COVERED" };
  const grossText = (input.gross ?? "").trim();
  const gross = Number(grossText);
  if (!AMOUNT.test(grossText) || !(gross >= 0 && gross <= GROSS_MAX)) return { ok: false, code: "GROSS_INVALID" };
  const yearText = (input.year ?? "").trim();
  if (yearText && !/^\d{4}$/.test(yearText)) return { ok: false, code: "YEAR_NOT_COVERED" };
  const region = (input.region ?? "").trim();
  return {
    ok: true,
    value: { country, gross, year: yearText ? Number(yearText) : currentYear, region: region || undefined },
  };
}
