import { z } from "zod";
import { AD_EVENT_KINDS } from "./ad-events.ts";
import { AD_PLACEMENTS } from "./ad-publishers.ts";

/** A batch of ad reports as the server accepts it (kept apart from ad-events.ts, which the browser loads). */
export const MAX_AD_EVENTS_PER_BATCH = 20;

export const adEventBatchSchema = z.object({
  events: z
    .array(
      z.object({
        placement: z.enum(AD_PLACEMENTS),
        publisherId: z
          .number()
          .int()
          .positive()
          .max(2 ** 31),
        kind: z.enum(AD_EVENT_KINDS),
      }),
    )
    .min(1)
    .max(MAX_AD_EVENTS_PER_BATCH),
});
export type AdEventBatch = z.infer<typeof adEventBatchSchema>;
