import { z } from "zod";
import { LANGUAGE_CODES as OFFERED_CODES } from "../i18n/languages.ts";
import { API_ERRORS, type ApiErrorCode } from "./api-errors.ts";

/** z.enum needs a non-empty tuple; the site always offers English. */
export const offeredLanguageSchema = z.enum(OFFERED_CODES as [string, ...string[]]);

/** `lang` as the read endpoints take it: an unknown value is not an error, it falls back to English. */
export const langParamSchema = offeredLanguageSchema
  .default("en")
  .meta({ description: "Language of titles, names and messages; unknown values fall back to English." });

/** Every endpoint's error body, `{ error: { code, message } }`. */
export const apiErrorSchema = z.strictObject({
  error: z.strictObject({
    code: z.enum(Object.keys(API_ERRORS) as [ApiErrorCode, ...ApiErrorCode[]]).meta({
      description: "One catalogue for every endpoint; each code has one HTTP status.",
    }),
    message: z.string().meta({ description: "Localised by `lang` (the page's language for the forms)." }),
    detail: z
      .string()
      .optional()
      .meta({ description: "EVENTS_INVALID and the admin's INVALID_INPUT: which field failed, and why (English)." }),
    candidates: z
      .array(
        z.strictObject({
          code: z.string().meta({ description: "SOC 2018 occupation code" }),
          title: z.string().meta({ description: "The occupation's name in `lang` where the data has one" }),
          path: z.string().meta({ description: "Its result page, with the country and experience asked for" }),
        }),
      )
      .optional()
      .meta({ description: "NO_MATCH only: the closest occupations to choose from, most likely first." }),
  }),
});
