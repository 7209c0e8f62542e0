import { z } from "zod";
import { LANGUAGE_CODES as OFFERED_CODES } from "../i18n/languages.ts";
import { EVENT_LIMITS, EVENT_NAMES } from "../analytics/catalogue.ts";
import {
  CONTACT_SUBJECTS,
  MESSAGE_LIMIT,
  MESSAGE_MIN_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
} from "../contact/contact-input.ts";
import { EMAIL_MAX_LENGTH } from "../validation/email.ts";
import { isPlainText } from "../validation/plain-text.ts";
import { apiErrorSchema, offeredLanguageSchema } from "./common-schemas.ts";

/* The write endpoints' bodies and answers: analytics events, the waitlist and the contact form. */

export const PAGE_MAX_LENGTH = 300;

/** The envelope around each catalogue event, as the events handler parses it; `name` and `params` are checked by validateEvent. */
export const eventEnvelopeSchema = z.object({
  name: z.string(),
  params: z.unknown().optional(),
  page: z.string().startsWith("/").max(PAGE_MAX_LENGTH).refine(isPlainText, "control or unpaired characters"),
  lang: z
    .string()
    .refine((code) => OFFERED_CODES.includes(code), "not an offered language")
    .nullish()
    .transform((v) => v ?? null),
  variant: z
    .enum(["v1", "v2"])
    .nullish()
    .transform((v) => v ?? null),
});

/**
 * The batch as documented. The handler checks it in steps (the envelope, then the size limit, then
 * the catalogue) because each step has its own status; the catalogue's rules are stated here so
 * the document shows them.
 */
export const eventBatchSchema = z.object({
  events: z
    .array(
      eventEnvelopeSchema.extend({
        name: z.enum(EVENT_NAMES),
        params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
        lang: offeredLanguageSchema.nullish(),
      }),
    )
    .min(1)
    .max(EVENT_LIMITS.maxBatchEvents),
});

export const eventsAcceptedSchema = z.strictObject({
  accepted: z.number().int(),
  dropped: z.number().int().optional().meta({ description: "Present when a bot's batch was dropped" }),
});

/**
 * What clients send to /waitlist. The handler reads the body with waitlistBodyReader instead, so that
 * a wrong field still gets an answer in the right language; isValidEmail then checks the address.
 */
export const waitlistRequestSchema = z.object({
  email: z.string().max(EMAIL_MAX_LENGTH).meta({ format: "email" }),
  lang: offeredLanguageSchema.optional(),
});

/** Each field falls back on its own, so a bad email still gets a message in the right language. */
export const waitlistBodyReader = z.object({ email: z.string().trim().catch(""), lang: z.string().catch("en") });

export const waitlistJoinedSchema = z.strictObject({ status: z.literal("joined"), message: z.string() });

/**
 * What clients send to /contact; checkContactInput enforces the lengths and the subject (counting
 * code points), and contactBodyReader is what the handler parses, for the same reason as the waitlist's.
 */
export const contactRequestSchema = z.object({
  name: z.string().min(NAME_MIN_LENGTH).max(NAME_MAX_LENGTH),
  email: z.string().max(EMAIL_MAX_LENGTH).meta({ format: "email" }),
  subject: z.enum(CONTACT_SUBJECTS),
  message: z
    .string()
    .min(MESSAGE_MIN_LENGTH)
    .max(MESSAGE_LIMIT - 1)
    .meta({ description: "Lengths count characters (code points) after trimming; line breaks are kept." }),
  website: z.string().max(0).optional().meta({ description: "Leave empty." }),
  lang: offeredLanguageSchema.optional(),
});

/** Each field falls back on its own, so one of the wrong type still gets its own message. */
const text = z.string().catch("");
export const contactBodyReader = z.object({
  name: text,
  email: text,
  subject: text,
  message: text,
  website: text,
  lang: z.string().catch("en"),
});

export const contactSentSchema = z.strictObject({ status: z.literal("sent"), message: z.string() });

export const contactInvalidSchema = z.strictObject({
  error: apiErrorSchema.shape.error.extend({
    code: z.literal("INVALID_INPUT"),
    fields: z
      .partialRecord(z.enum(["name", "email", "subject", "message"]), z.string())
      .meta({ description: "The localised message of each invalid field" }),
  }),
});
