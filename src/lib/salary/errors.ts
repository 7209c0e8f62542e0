/**
 * Typed error codes of the salary engine and API, each tied to a message key that
 * exists in every language (src/i18n/messages/*.json) and to an HTTP status.
 * The English texts are the product's validation and error messages.
 */
export const SALARY_ERRORS = {
  COUNTRY_REQUIRED: { status: 400, messageKey: "validation.countryRequired" },
  POSITION_REQUIRED: { status: 400, messageKey: "validation.positionRequired" },
  POSITION_TOO_SHORT: { status: 400, messageKey: "validation.positionTooShort" },
  POSITION_TOO_LONG: { status: 400, messageKey: "validation.positionTooLong" },
  /** Control or bidirectional characters: text that cannot be a job title. */
  POSITION_INVALID: { status: 400, messageKey: "validation.positionInvalid" },
  EXPERIENCE_INVALID: { status: 400, messageKey: "validation.experienceInvalid" },
  NO_MATCH: { status: 404, messageKey: "salaryErrors.noMatch" },
  COUNTRY_NOT_FOUND: { status: 404, messageKey: "salaryErrors.countryNotFound" },
  /** A real country whose figures are missing or fail the plausibility checks (sanity.ts). */
  COUNTRY_NO_DATA: { status: 404, messageKey: "salaryErrors.countryNoData" },
  CALCULATION_FAILED: { status: 500, messageKey: "salaryErrors.calculationFailed" },
  /** Take-home pay: a gross amount that is not a number from 0 to GROSS_MAX. */
  GROSS_INVALID: { status: 400, messageKey: "validation.grossInvalid" },
  /** Take-home pay: a year the country's rules do not cover. */
  YEAR_NOT_COVERED: { status: 400, messageKey: "validation.yearNotCovered" },
  /** Take-home pay: a region the country's rules do not name. */
  REGION_UNKNOWN: { status: 400, messageKey: "validation.regionInvalid" },
  /** Take-home pay: a country without rules in the data (or not a country at all). */
  TAKE_HOME_NOT_COVERED: { status: 400, messageKey: "salaryErrors.takeHomeNotCovered" },
} as const satisfies Record<string, { status: number; messageKey: string }>;

export type SalaryErrorCode = keyof typeof SALARY_ERRORS;

export interface SalaryFailure {
  readonly ok: false;
  readonly code: SalaryErrorCode;
}

export interface SalarySuccess<T> {
  readonly ok: true;
  readonly value: T;
}

export type SalaryResult<T> = SalarySuccess<T> | SalaryFailure;

export const failure = (code: SalaryErrorCode): SalaryFailure => ({ ok: false, code });
export const success = <T>(value: T): SalarySuccess<T> => ({ ok: true, value });

/** The largest gross a year the take-home API accepts, in any currency (Iran's rials need the room). */
export const GROSS_MAX = 1e12;

/** Limits of a position query (at least 2 characters). */
export const POSITION_MIN_LENGTH = 2;
export const POSITION_MAX_LENGTH = 100;
export const EXPERIENCE_MAX_YEARS = 50;
