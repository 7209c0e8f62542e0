import { z } from "zod";
import { AD_PLACEMENTS } from "../ads/ad-publishers.ts";
import { offeredLanguageSchema } from "./common-schemas.ts";

export { adEventBatchSchema } from "../ads/ad-event-batch.ts";

export const adsQuerySchema = z.object({
  lang: offeredLanguageSchema,
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .meta({ description: "The visitor's country (ISO 3166-1 alpha-2); unknown matches only untargeted publishers." }),
});

export const adDecisionSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("adsense"),
    id: z.number().int(),
    client: z.string().regex(/^ca-pub-\d{16}$/),
    slot: z.string().regex(/^\d{10}$/),
  }),
  z.strictObject({ kind: z.literal("house"), id: z.number().int(), link: z.string() }),
]);

export const adDecisionsResponseSchema = z.strictObject({
  placements: z.strictObject(
    Object.fromEntries(AD_PLACEMENTS.map((p) => [p, adDecisionSchema.nullable()])) as Record<
      (typeof AD_PLACEMENTS)[number],
      z.ZodNullable<typeof adDecisionSchema>
    >,
  ),
});

export const adEventsAcceptedSchema = z.strictObject({ accepted: z.number().int() });
