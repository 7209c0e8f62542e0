import { z } from "zod";
import { isOffered } from "../../i18n/offered.ts";
import { translator } from "../../i18n/translate.ts";
import { isValidEmail } from "../../lib/validation/email.ts";
import { insertWaitlistEmail } from "../db/queries/insert-waitlist-email.ts";
import { clientAddress } from "../http/client-address.ts";
import { apiError, noStoreJson } from "../http/json-response.ts";
import { readLimitedBody } from "../http/read-limited-body.ts";
import type { SiteServices } from "../site-services.ts";

const MAX_BODY_BYTES = 2048;

/** Each field falls back on its own, so a bad email still gets a message in the right language. */
const bodySchema = z.object({ email: z.string().trim().catch(""), lang: z.string().catch("en") });

/**
 * POST /api/v1/waitlist { email, lang }: 201 joined, 200 already on the list, 400 invalid,
 * 429 rate-limited, 503 when storage fails. Messages are in `lang` (English if not offered).
 */
export async function handleWaitlistRequest(
  services: SiteServices,
  request: Request,
  socketAddress: string | undefined,
): Promise<Response> {
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  let parsed: z.infer<typeof bodySchema> | undefined;
  try {
    parsed = body.ok ? bodySchema.safeParse(JSON.parse(body.text)).data : undefined;
  } catch {
    parsed = undefined; // malformed JSON: answered like an invalid email
  }
  const lang = isOffered(parsed?.lang) ? parsed.lang : "en";
  const { t } = translator(lang);
  const email = parsed?.email ?? "";
  if (!isValidEmail(email)) return apiError(400, "invalid_email", t("validation.emailInvalid"));

  try {
    const ip = clientAddress(request.headers, socketAddress, services.settings.trustProxy);
    const clientHash = await services.visitorHash(ip, request.headers.get("user-agent") ?? "");
    if (!(await services.allowRequest("waitlist", clientHash))) {
      return apiError(429, "rate_limited", t("waitlist.rateLimited"), { "Retry-After": "60" });
    }
    const joined = await insertWaitlistEmail(services.db, email, lang, services.now().getTime());
    return joined
      ? noStoreJson({ status: "joined", message: t("waitlist.success") }, 201)
      : noStoreJson({ status: "already", message: t("waitlist.duplicate") }, 200);
  } catch (error) {
    console.error("Storing a waitlist email failed:", (error as Error).message);
    return apiError(503, "storage_failed", t("waitlist.failed"));
  }
}
