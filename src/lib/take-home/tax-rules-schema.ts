import { z } from "zod";
import { datedFactsSchema } from "../career/dated-facts.ts";

/**
 * The shape of a country's take-home rules: one year of income taxes and employee social
 * contributions for a single employee without children, as data. Every amount is annual and
 * in the country's currency; every rate is a fraction (0.2 for 20%). A rule that is published
 * per month or per week is multiplied out by whoever writes the data, and says so in `note`.
 *
 * Four primitives describe every system we hold:
 * - a band schedule (marginal rates between thresholds, optionally a rate that rises linearly
 *   across a band, which is how Germany's formula zones read as rates);
 * - a piecewise-linear function (allowances that taper, work credits that phase in and out);
 * - a share of a base with a floor and a ceiling;
 * - a surtax on another tax (Korea's local income tax, Germany's solidarity surcharge).
 */

const amount = z.number().finite().nonnegative();
const rate = z.number().finite().min(0).max(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Where a rule is written down: the authority's page first. */
export const ruleSourceSchema = z.strictObject({
  title: z.string().min(3),
  url: z.url(),
  publisher: z.string().min(2),
  /** The legal act or official table the figure comes from, when the page names one. */
  act: z.string().min(2).optional(),
});

/** Marginal rate `rate` on income above the previous band's `upTo` up to this `upTo` (null: no top). */
export const bandSchema = z.strictObject({
  upTo: amount.nullable(),
  rate,
  /** The marginal rate at `upTo` when it rises linearly from `rate` across the band. */
  rateAtTop: rate.optional(),
});

/** y at x, joining the points by straight lines and holding the end values beyond them. */
export const piecewiseSchema = z.array(z.tuple([z.number().finite(), z.number().finite()])).min(1);

/** Something subtracted from gross pay before a tax applies. */
export const deductionSchema = z.strictObject({
  name: z.string().min(2),
  /** A fixed amount, */
  amount: amount.optional(),
  /** or a share of gross pay, kept between min and max, */
  share: rate.optional(),
  min: amount.optional(),
  max: amount.optional(),
  /** or a function of gross pay. */
  ofGross: piecewiseSchema.optional(),
  note: z.string().optional(),
});

/** Subtracted from a tax (never below zero): a function of gross pay, of the taxable base, or of the tax itself. */
export const creditSchema = z.strictObject({
  name: z.string().min(2),
  of: z.enum(["gross", "taxable", "tax"]),
  points: piecewiseSchema,
  note: z.string().optional(),
});

/** A tax on a tax: `rate` × the tax after credits, and with `phaseInRate` at most phaseInRate × (tax − threshold). */
export const surtaxSchema = z.strictObject({
  name: z.string().min(2),
  rate,
  threshold: amount.optional(),
  phaseInRate: rate.optional(),
  note: z.string().optional(),
});

export const incomeTaxSchema = z.strictObject({
  name: z.string().min(2),
  /** national, regional (state, province, canton) or local (municipal, average of municipalities). */
  level: z.enum(["national", "regional", "local"]),
  /** Share of the employee contributions that may be taken off the base (1 by default). */
  contributionsDeductible: rate.default(1),
  deductions: z.array(deductionSchema).default([]),
  bands: z.array(bandSchema).min(1),
  credits: z.array(creditSchema).default([]),
  surtaxes: z.array(surtaxSchema).default([]),
  note: z.string().optional(),
});

export const contributionSchema = z.strictObject({
  name: z.string().min(2),
  /** Bands on the contribution base; a ceiling is a last band at rate 0. */
  bands: z.array(bandSchema).min(1),
  /** Share of gross pay the contribution is levied on (France's CSG: 0.9825). */
  baseShare: rate.default(1),
  /** No contribution at all when gross pay is below this. */
  exemptBelow: amount.optional(),
  note: z.string().optional(),
});

export const regionSchema = z.strictObject({
  code: z.string().min(2),
  name: z.string().min(2),
  incomeTaxes: z.array(incomeTaxSchema).default([]),
  contributions: z.array(contributionSchema).default([]),
});

export const taxYearSchema = z.strictObject({
  /** The calendar year a visitor asks for; a tax year that starts in April is filed under the year it starts in. */
  year: z.number().int().min(2000).max(2100),
  validFrom: isoDate,
  validUntil: isoDate.optional(),
  /** No income tax on employees' pay (the United Arab Emirates): said to visitors in so many words. */
  noIncomeTax: z.boolean().default(false),
  incomeTaxes: z.array(incomeTaxSchema),
  contributions: z.array(contributionSchema),
  /** Regions whose rules add to the national ones; the default one is used unless the visitor picks another. */
  regions: z.array(regionSchema).default([]),
  defaultRegion: z.string().optional(),
  /** What the figure assumes, in plain English, for the API (pages say it in the visitor's language). */
  assumptions: z.array(z.string().min(5)).min(1),
  sources: z.array(ruleSourceSchema).min(1),
});

/** A published net figure the rules must reproduce (an official calculator or worked example). */
export const workedExampleSchema = z.strictObject({
  year: z.number().int(),
  region: z.string().optional(),
  gross: amount,
  net: amount,
  /** How close the rules must come, as a share of gross (0.005 = half a percentage point). */
  tolerance: rate,
  source: ruleSourceSchema,
});

export const countryTaxRulesSchema = z
  .strictObject({
    country: z.string().regex(/^[A-Z]{2}$/),
    currency: z.string().regex(/^[A-Z]{3}$/),
    /** The take-home rules by year; a country whose guide states facts but whose taxes are not held has none. */
    years: z.array(taxYearSchema).default([]),
    examples: z.array(workedExampleSchema).default([]),
    /** The guide's other dated figures (minimum wages, leave, notice, severance caps). */
    facts: datedFactsSchema.default([]),
  })
  .superRefine((rules, ctx) => {
    if (rules.years.length > 0 && rules.examples.length === 0)
      ctx.addIssue({
        code: "custom",
        path: ["examples"],
        message: "rules need a published example to be checked against",
      });
    for (const [index, year] of rules.years.entries()) {
      for (const schedule of [...year.incomeTaxes, ...year.contributions].map((item) => item.bands)) {
        const limits = schedule.map((band) => band.upTo);
        const ascending = limits.every((limit, i) => i === 0 || limit === null || (limits[i - 1] ?? Infinity) < limit);
        if (!ascending || limits.slice(0, -1).includes(null)) {
          ctx.addIssue({
            code: "custom",
            path: ["years", index],
            message: "bands must rise and only the last may be open",
          });
        }
      }
      for (const region of year.regions) {
        if (!region.code.startsWith(`${rules.country}-`)) {
          ctx.addIssue({
            code: "custom",
            path: ["years", index, "regions"],
            message: `${region.code} is not an ISO 3166-2 code of ${rules.country}`,
          });
        }
      }
      if (year.defaultRegion && !year.regions.some((region) => region.code === year.defaultRegion)) {
        ctx.addIssue({ code: "custom", path: ["years", index, "defaultRegion"], message: "unknown default region" });
      }
    }
  });

export type TaxBand = z.infer<typeof bandSchema>;
export type IncomeTaxRule = z.infer<typeof incomeTaxSchema>;
export type ContributionRule = z.infer<typeof contributionSchema>;
export type TaxYearRules = z.infer<typeof taxYearSchema>;
export type CountryTaxRules = z.infer<typeof countryTaxRulesSchema>;
export type CountryTaxRulesInput = z.input<typeof countryTaxRulesSchema>;
