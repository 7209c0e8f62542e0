import { z } from "zod";
import { COUNTRY_BASES } from "../salary/types.ts";
import { EXPERIENCE_MAX_YEARS, POSITION_MAX_LENGTH, POSITION_MIN_LENGTH } from "../salary/errors.ts";
import { langParamSchema } from "./common-schemas.ts";
import { medianTakeHomeSchema } from "./take-home-api-schemas.ts";

/*
 * The salary endpoints' query parameters and answers. Parameters are strings on the wire; these
 * schemas describe their meaning for the document, while the routes keep reading them through
 * declaredQuery and the salary engine (whose own checks give the error codes).
 */

const experienceParam = z
  .number()
  .int()
  .min(0)
  .max(EXPERIENCE_MAX_YEARS)
  .default(0)
  .meta({ description: "Years of experience" });

export const salaryQuerySchema = z.object({
  country: z.string().meta({ description: "ISO 3166-1 alpha-2 code", example: "DE" }),
  position: z
    .string()
    .min(POSITION_MIN_LENGTH)
    .max(POSITION_MAX_LENGTH)
    .meta({ description: "Job title in any site language" }),
  experience: experienceParam,
  lang: langParamSchema,
});

export const DEFAULT_SUGGESTIONS = 10;
export const MAX_SUGGESTIONS = 50;

export const positionsQuerySchema = z.object({
  q: z.string().max(POSITION_MAX_LENGTH),
  lang: langParamSchema,
  limit: z.number().int().min(1).max(MAX_SUGGESTIONS).default(DEFAULT_SUGGESTIONS),
});

export const countriesQuerySchema = z.object({ lang: langParamSchema });

export const salaryCardQuerySchema = z.object({
  country: z.string().regex(/^[A-Za-z]{2}$/),
  position: z
    .string()
    .min(POSITION_MIN_LENGTH)
    .max(POSITION_MAX_LENGTH)
    .meta({ description: "The job title or its URL slug" }),
  experience: experienceParam,
  lang: langParamSchema,
});

const percentile = (description: string) => z.number().int().meta({ description });
const deprecatedAlias = (description: string) => z.number().int().meta({ description, deprecated: true });

export const figuresSchema = z.strictObject({
  p10: percentile("10th percentile"),
  p25: z.number().int(),
  median: z.number().int(),
  average: percentile("mean"),
  p75: z.number().int(),
  p90: percentile("90th percentile"),
  min: deprecatedAlias("Deprecated alias of p10 (the 10th percentile, not a minimum)"),
  max: deprecatedAlias("Deprecated alias of p90 (the 90th percentile, not a maximum)"),
});

export const exchangeRateSchema = z.strictObject({
  perUsd: z.number(),
  year: z.number().int(),
  kind: z.enum(["official", "market"]).meta({
    description:
      "market: a market rate that differs widely from the official one (Iran, Venezuela); official: the two agree",
  }),
  // The country list leaves the period out; an estimate always carries it.
  from: z.iso.date().optional().meta({ description: "First day of the period the rate averages" }),
  to: z.iso.date().optional().meta({ description: "Last day of the period the rate averages" }),
});

export const SENIORITIES = ["intern", "junior", "senior", "lead", "principal", "head", "chief"] as const;

export const salaryEstimateSchema = z.strictObject({
  query: z.strictObject({ country: z.string(), position: z.string(), experience: z.number().int(), lang: z.string() }),
  occupation: z.strictObject({
    code: z.string().meta({ description: "SOC 2018 code" }),
    title: z.string().meta({ description: "Localised when known" }),
    matchedTitle: z.string(),
    confidence: z.number().min(0).max(1),
    seniority: z.enum(SENIORITIES).nullable(),
  }),
  country: z.strictObject({ code: z.string(), name: z.string(), currency: z.string() }),
  currency: z.string().meta({ description: "ISO 4217; all amounts are in this currency" }),
  exchangeRate: exchangeRateSchema,
  basis: z
    .strictObject({
      level: z.enum(COUNTRY_BASES),
      levelYear: z.number().int().meta({ description: "latest observation behind the country's level" }),
      structure: z.enum(["own", "pooled", "bls"]),
      referenceYear: z.number().int(),
      fullTime: z.literal(true),
    })
    .meta({ description: "What the figures rest on: gross pay of full-time employees, carried to referenceYear" }),
  annual: figuresSchema,
  monthly: figuresSchema,
  growthRate: z.number().meta({ description: "% per year at this experience" }),
  series: z.array(
    z.strictObject({
      experience: z.number().int(),
      median: z.number().int(),
      min: z.number().int().meta({ description: "10th percentile" }),
      max: z.number().int().meta({ description: "90th percentile" }),
    }),
  ),
  confidence: z.enum(["high", "medium", "low"]),
  sources: z.array(z.strictObject({ name: z.string(), year: z.number().int(), url: z.string() })),
  takeHome: medianTakeHomeSchema
    .nullable()
    .meta({ description: "What the median leaves after income tax and employee contributions; null without rules" }),
});

export const positionsResponseSchema = z.strictObject({
  query: z.string(),
  lang: z.string(),
  suggestions: z.array(
    z.strictObject({
      title: z.string(),
      code: z.string().meta({ description: "SOC 2018" }),
      occupation: z.string(),
      lang: z.string(),
      score: z.number(),
    }),
  ),
});

export const countriesResponseSchema = z.strictObject({
  lang: z.string(),
  count: z.number().int(),
  countries: z.array(
    z.strictObject({
      code: z.string(),
      name: z.string(),
      flag: z.string(),
      currency: z.string().meta({ description: "ISO 4217" }),
      exchangeRate: exchangeRateSchema,
      basis: z.enum(COUNTRY_BASES),
      basisYear: z.number().int(),
    }),
  ),
});
