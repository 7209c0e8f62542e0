/**
 * Calculator form rules, shared by the React island and the no-JavaScript
 * /salary-search page. Free of dependencies so the island stays small.
 */
import { EXPERIENCE_MAX_YEARS } from "./errors.ts";
import { checkPosition, type PositionErrorCode } from "./position.ts";

export interface CalculatorInput {
  readonly position: string;
  readonly country: string;
  readonly experience: string;
}

export type CalculatorErrorKey =
  | "validation.countryRequired"
  | "validation.positionRequired"
  | "validation.positionTooShort"
  | "validation.positionTooLong"
  | "validation.positionInvalid"
  | "validation.experienceInvalid";

const POSITION_ERROR_KEYS: Readonly<Record<PositionErrorCode, CalculatorErrorKey>> = {
  POSITION_REQUIRED: "validation.positionRequired",
  POSITION_TOO_SHORT: "validation.positionTooShort",
  POSITION_TOO_LONG: "validation.positionTooLong",
  POSITION_INVALID: "validation.positionInvalid",
};

export interface CalculatorErrors {
  readonly position?: CalculatorErrorKey;
  readonly country?: CalculatorErrorKey;
  readonly experience?: CalculatorErrorKey;
}

export type CalculatorCheck =
  | { readonly ok: true; readonly position: string; readonly country: string; readonly years: number }
  | { readonly ok: false; readonly errors: CalculatorErrors };

export function checkCalculatorInput(input: CalculatorInput): CalculatorCheck {
  const checked = checkPosition(input.position);
  const position = checked.ok ? checked.position : "";
  const country = input.country.trim().toUpperCase();
  const errors: { -readonly [K in keyof CalculatorErrors]: CalculatorErrors[K] } = {};
  if (!/^[A-Z]{2}$/.test(country)) errors.country = "validation.countryRequired";
  if (!checked.ok) errors.position = POSITION_ERROR_KEYS[checked.code];
  const years = Number(input.experience);
  if (!/^\d{1,2}$/.test(input.experience.trim()) || years > EXPERIENCE_MAX_YEARS) {
    errors.experience = "validation.experienceInvalid";
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, position, country, years };
}

/** The region of a BCP 47 tag, if it names one ("pt-BR" → "BR", "zh-Hans-CN" → "CN"). */
export function regionOfLocale(tag: string): string | null {
  const region = tag
    .split(/[-_]/)
    .slice(1)
    .find((part) => /^[A-Za-z]{2}$/.test(part));
  return region ? region.toUpperCase() : null;
}
