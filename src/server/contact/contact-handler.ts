import { isOffered } from "../../i18n/offered.ts";
import { translator } from "../../i18n/translate.ts";
import { checkContactInput, type ContactErrors, type ContactInput } from "../../lib/contact/contact-input.ts";
import { contactBodyReader } from "../../lib/api/write-api-schemas.ts";
import { insertContactMessage } from "../db/queries/contact-messages.ts";
import { requestClient } from "../http/client-address.ts";
import { errorResponse, privateJson } from "../../features/api/api-response.ts";
import { readJsonBody } from "../http/read-limited-body.ts";
import type { SiteServices } from "../site-services.ts";

/** Four fields well past their limits still fit; anything larger is not a person typing. */
export const CONTACT_MAX_BODY_BYTES = 16_384;

/** The form's fields as submitted; the honeypot `website` stays empty for people. */
export interface ContactSubmission extends ContactInput {
  readonly website: string;
}

export type ContactOutcome =
  | { readonly kind: "sent" }
  | { readonly kind: "invalid"; readonly errors: ContactErrors }
  | { readonly kind: "rate_limited" }
  | { readonly kind: "failed" };

/**
 * Checks, rate-limits and stores one message; used by the JSON API and by the plain form post.
 * A filled honeypot is answered as sent and nothing is stored, so a bot learns nothing.
 */
export async function submitContact(
  services: SiteServices,
  submission: ContactSubmission,
  lang: string,
  ip: string,
): Promise<ContactOutcome> {
  const check = checkContactInput(submission);
  if (!check.ok) return { kind: "invalid", errors: check.errors };
  try {
    if (!(await services.allowRequest("contact", await services.clientKey(ip)))) return { kind: "rate_limited" };
    if (submission.website.trim() !== "") return { kind: "sent" };
    await insertContactMessage(services.db, check.value, lang, services.now().getTime());
    return { kind: "sent" };
  } catch (error) {
    console.error("Storing a contact message failed:", (error as Error).message);
    return { kind: "failed" };
  }
}

/** Reads a form body (urlencoded) into the submission, each field cut to a sane length. */
export function submissionFromForm(form: URLSearchParams): ContactSubmission {
  const field = (key: string) => (form.get(key) ?? "").slice(0, 4_000);
  return {
    name: field("name"),
    email: field("email"),
    subject: field("subject"),
    message: field("message"),
    website: field("website"),
  };
}

/**
 * POST /api/v1/contact {name, email, subject, message, website, lang}: 201 sent, 400 with a
 * message per invalid field, 415 not JSON, 413 too large, 429 rate-limited, 503 when storage
 * fails. Messages are in `lang` (English if not offered).
 */
export async function handleContactRequest(
  services: SiteServices,
  request: Request,
  socketAddress: string | undefined,
): Promise<Response> {
  const body = await readJsonBody(request, CONTACT_MAX_BODY_BYTES);
  if (body.kind === "not_json_type") return errorResponse("UNSUPPORTED_MEDIA_TYPE", "en", { private: true });
  if (body.kind === "too_large") return errorResponse("PAYLOAD_TOO_LARGE", "en", { private: true });
  const parsed = body.kind === "json" ? contactBodyReader.safeParse(body.value).data : undefined;
  const lang = isOffered(parsed?.lang) ? parsed.lang : "en";
  const { t } = translator(lang);
  const submission = parsed ?? { name: "", email: "", subject: "", message: "", website: "" };
  const ip = requestClient(request, socketAddress, services.settings.trustedProxies).address;
  const outcome = await submitContact(services, submission, lang, ip);
  switch (outcome.kind) {
    case "sent":
      return privateJson({ status: "sent", message: t("contact.successTitle") }, 201);
    case "invalid": {
      const fields = Object.fromEntries(Object.entries(outcome.errors).map(([field, key]) => [field, t(key)]));
      return errorResponse("INVALID_INPUT", lang, { private: true, details: { fields } });
    }
    case "rate_limited":
      return errorResponse("RATE_LIMITED", lang, { private: true, retryAfter: 60 });
    case "failed":
      return errorResponse("STORAGE_FAILED", lang, { private: true });
  }
}
