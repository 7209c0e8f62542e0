import type { ApiErrorCode } from "../api/api-errors.ts";

/** The engine and the take-home calculator fail with codes of the one API catalogue (api-errors.ts). */
export type SalaryErrorCode = ApiErrorCode;

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
