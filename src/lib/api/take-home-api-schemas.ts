import { z } from "zod";
import { GROSS_MAX } from "../salary/errors.ts";
import { langParamSchema } from "./common-schemas.ts";

/*
 * The take-home endpoint's query and answer. Parameters are strings on the wire; the route
 * reads them through parseTakeHomeQuery (take-home-query.ts), whose checks give the error codes.
 */

export const takeHomeQuerySchema = z.object({
  country: z.string().meta({ description: "ISO 3166-1 alpha-2 code", example: "DE" }),
  gross: z
    .number()
    .min(0)
    .max(GROSS_MAX)
    .meta({ description: "Gross pay a year in the country's currency, plain decimal notation", example: 60000 }),
  year: z.number().int().optional().meta({ description: "Tax year (default: the current year)", example: 2026 }),
  region: z
    .string()
    .optional()
    .meta({ description: "ISO 3166-2 region whose rules apply, where the data hold regional rules", example: "US-TX" }),
  lang: langParamSchema,
});

const amount = z.number().meta({ description: "A year's amount in `currency`" });

/** The net of the median, as the salary endpoint adds it. */
export const medianTakeHomeSchema = z.strictObject({
  year: z.number().int(),
  currency: z.string(),
  region: z.string().nullable(),
  gross: amount,
  net: amount,
  netMonthly: z.number(),
  incomeTax: amount,
  contributions: amount.meta({ description: "Employee social contributions" }),
  noIncomeTax: z.boolean(),
});

export const takeHomeResponseSchema = z.strictObject({
  country: z.string(),
  countryName: z.string(),
  currency: z.string().meta({ description: "ISO 4217; all amounts are in this currency" }),
  year: z.number().int(),
  region: z
    .string()
    .nullable()
    .meta({ description: "The region whose rules were applied (the default where none was asked)" }),
  regionName: z.string().nullable(),
  gross: amount,
  incomeTax: amount,
  contributions: amount.meta({ description: "Employee social contributions" }),
  net: amount,
  netMonthly: z.number().meta({ description: "net ÷ 12" }),
  items: z.array(z.strictObject({ name: z.string(), kind: z.enum(["incomeTax", "contribution"]), amount: z.number() })),
  noIncomeTax: z.boolean().meta({ description: "Wages carry no income tax in this country" }),
  assumptions: z.array(z.string()),
  sources: z.array(z.strictObject({ title: z.string(), url: z.string(), publisher: z.string() })),
  years: z.array(z.number().int()).meta({ description: "Tax years the data cover" }),
  regions: z.array(z.strictObject({ code: z.string(), name: z.string() })),
});
