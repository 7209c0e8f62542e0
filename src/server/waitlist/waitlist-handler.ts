import { isOffered } from "../../i18n/offered.ts";
import { translator } from "../../i18n/translate.ts";
import { isValidEmail } from "../../lib/validation/email.ts";
import { isPlainText } from "../../lib/validation/plain-text.ts";
import { waitlistBodyReader } from "../../lib/api/write-api-schemas.ts";
import { insertWaitlistEmail } from "../db/queries/insert-waitlist-email.ts";
import { requestClient } from "../http/client-address.ts";
import { errorResponse, privateJson } from "../../features/api/api-response.ts";
import { readJsonBody } from "../http/read-limited-body.ts";
import type { SiteServices } from "../site-services.ts";

const MAX_BODY_BYTES = 2048;

/**
 * POST /api/v1/waitlist { email, lang }: 201 whether the address is new or already on the
 * list (the answer must not tell anyone who signed up), 400 invalid, 415 not JSON, 429
 * rate-limited, 503 when storage fails. Messages are in `lang` (English if not offered).
 */
export async function handleWaitlistRequest(
  services: SiteServices,
  request: Request,
  socketAddress: string | undefined,
): Promise<Response> {
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (body.kind === "not_json_type") return errorResponse("UNSUPPORTED_MEDIA_TYPE", "en", { private: true });
  // A body too large or not JSON is answered like an invalid email.
  const parsed = body.kind === "json" ? waitlistBodyReader.safeParse(body.value).data : undefined;
  const lang = isOffered(parsed?.lang) ? parsed.lang : "en";
  const { t } = translator(lang);
  const email = parsed?.email ?? "";
  if (!isValidEmail(email) || !isPlainText(email)) return errorResponse("EMAIL_INVALID", lang, { private: true });

  try {
    const ip = requestClient(request, socketAddress, services.settings.trustedProxies).address;
    if (!(await services.allowRequest("waitlist", await services.clientKey(ip)))) {
      return errorResponse("RATE_LIMITED", lang, { private: true, retryAfter: 60 });
    }
    await insertWaitlistEmail(services.db, email, lang, services.now().getTime());
    return privateJson({ status: "joined", message: t("waitlist.success") }, 201);
  } catch (error) {
    console.error("Storing a waitlist email failed:", (error as Error).message);
    return errorResponse("STORAGE_FAILED", lang, { private: true });
  }
}
