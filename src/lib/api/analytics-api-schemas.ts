import { z } from "zod";

export const FUNNEL_STEPS = ["page_view", "search", "result_view", "ios_download_click"] as const;

const count = z.number().int();

export const analyticsSummarySchema = z.strictObject({
  pageViewsByLanguage: z.array(z.strictObject({ lang: z.string().nullable(), count })),
  eventsByName: z.array(z.strictObject({ name: z.string(), count })),
  variantSplit: z.array(z.strictObject({ variant: z.string(), count })),
  funnel: z.array(z.strictObject({ step: z.enum(FUNNEL_STEPS), visitors: count })),
  total: count,
  generatedAt: z.iso.datetime(),
});
