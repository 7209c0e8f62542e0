/**
 * Every error a JSON endpoint answers with: its code, its HTTP status and the message key whose
 * text exists in every language (src/i18n/messages/*.json). Endpoints answer
 * `{ error: { code, message } }` through one builder (src/features/api/api-response.ts), the
 * message in the caller's language; nothing else names an error code.
 */
export const API_ERRORS = {
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
  /** A job the pay sources do not cover: the armed forces, whose pay follows national scales. */
  OCCUPATION_NOT_COVERED: { status: 404, messageKey: "salaryErrors.occupationNotCovered" },
  CALCULATION_FAILED: { status: 500, messageKey: "salaryErrors.calculationFailed" },
  /** Take-home pay: a gross amount that is not a number from 0 to GROSS_MAX. */
  GROSS_INVALID: { status: 400, messageKey: "validation.grossInvalid" },
  /** Take-home pay: a year the country's rules do not cover. */
  YEAR_NOT_COVERED: { status: 400, messageKey: "validation.yearNotCovered" },
  /** Take-home pay: a region the country's rules do not name. */
  REGION_UNKNOWN: { status: 400, messageKey: "validation.regionInvalid" },
  /** Take-home pay: a country without rules in the data (or not a country at all). */
  TAKE_HOME_NOT_COVERED: { status: 400, messageKey: "salaryErrors.takeHomeNotCovered" },
  /** Too many requests from one client; the reply carries Retry-After, the message its seconds. */
  RATE_LIMITED: { status: 429, messageKey: "common.tooManyRequests" },
  /** The database could not take or give the data; the reply carries Retry-After. */
  STORAGE_FAILED: { status: 503, messageKey: "apiErrors.storageFailed" },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, messageKey: "apiErrors.unsupportedMediaType" },
  PAYLOAD_TOO_LARGE: { status: 413, messageKey: "apiErrors.payloadTooLarge" },
  INVALID_JSON: { status: 400, messageKey: "apiErrors.invalidJson" },
  /** A form's fields fail validation; the reply lists them in `fields`. */
  INVALID_INPUT: { status: 400, messageKey: "contact.fixErrors" },
  EMAIL_INVALID: { status: 400, messageKey: "validation.emailInvalid" },
  LANG_INVALID: { status: 400, messageKey: "apiErrors.langInvalid" },
  /** Analytics or ad events that fail their schema; `detail` says which and why. */
  EVENTS_INVALID: { status: 400, messageKey: "apiErrors.eventsInvalid" },
  BATCH_TOO_LARGE: { status: 413, messageKey: "apiErrors.batchTooLarge" },
  /** The site-wide analytics budget for the minute is spent. */
  OVER_BUDGET: { status: 429, messageKey: "apiErrors.overBudget" },
  UNAUTHORIZED: { status: 401, messageKey: "apiErrors.unauthorized" },
  CREDENTIALS_INVALID: { status: 401, messageKey: "apiErrors.credentialsInvalid" },
  CROSS_ORIGIN: { status: 403, messageKey: "apiErrors.crossOrigin" },
  CSRF_INVALID: { status: 403, messageKey: "apiErrors.csrfInvalid" },
  SIGN_IN_BUSY: { status: 429, messageKey: "apiErrors.signInBusy" },
  NOT_FOUND: { status: 404, messageKey: "apiErrors.notFound" },
} as const satisfies Record<string, { status: number; messageKey: string }>;

export type ApiErrorCode = keyof typeof API_ERRORS;
