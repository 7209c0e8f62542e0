import { isOffered } from "../../i18n/offered.ts";
import { adEventBatchSchema } from "../../lib/ads/ad-event-batch.ts";
import { AD_PLACEMENTS, pickPublisher, type AdPlacement, type Publisher } from "../../lib/ads/ad-publishers.ts";
import { addAdEvents } from "../db/queries/ad-event-counts.ts";
import { listPublishers } from "../db/queries/ad-publishers.ts";
import type { Db } from "../db/types.ts";
import { requestClient } from "../http/client-address.ts";
import { errorResponse, privateJson } from "../../features/api/api-response.ts";
import { readJsonBody } from "../http/read-limited-body.ts";
import type { SiteServices } from "../site-services.ts";

/** What a page needs to fill a placement; nothing about targeting or other publishers. */
export type AdDecision =
  | { readonly kind: "adsense"; readonly id: number; readonly client: string; readonly slot: string }
  | { readonly kind: "house"; readonly id: number; readonly link: string };

function decisionFor(publisher: Publisher | undefined, placement: AdPlacement): AdDecision | null {
  if (!publisher) return null;
  if (publisher.kind === "house") return { kind: "house", id: publisher.id, link: publisher.link };
  const slot = publisher.slots[placement];
  return slot ? { kind: "adsense", id: publisher.id, client: `ca-${publisher.publisherId}`, slot } : null;
}

/** The ad for every placement, for a page in `lang` seen from `country` (when known). */
export async function adDecisions(
  db: Db,
  lang: string,
  country: string | undefined,
): Promise<Record<AdPlacement, AdDecision | null>> {
  const publishers = await listPublishers(db);
  return Object.fromEntries(
    AD_PLACEMENTS.map((p) => [p, decisionFor(pickPublisher(publishers, p, lang, country), p)]),
  ) as Record<AdPlacement, AdDecision | null>;
}

/**
 * GET /api/v1/ads?lang=de&country=DE. Ads are optional: when the database cannot answer, every
 * placement is empty and the page carries on.
 */
export async function handleAdDecisionRequest(services: SiteServices | undefined, url: URL): Promise<Response> {
  const lang = url.searchParams.get("lang") ?? "";
  const country = url.searchParams.get("country") ?? "";
  if (!isOffered(lang)) return errorResponse("LANG_INVALID", "en", { private: true });
  const known = /^[A-Z]{2}$/.test(country) ? country : undefined;
  try {
    if (!services) throw new Error("no database");
    const placements = await adDecisions(services.db, lang, known);
    return new Response(JSON.stringify({ placements }), {
      headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=60" },
    });
  } catch (error) {
    console.error("Ad decisions failed:", (error as Error).message);
    const none = Object.fromEntries(AD_PLACEMENTS.map((p) => [p, null]));
    return privateJson({ placements: none });
  }
}

/** POST /api/v1/ads/events {events: [{placement, publisherId, kind}]}: 202, 400, 415, 429, 503. */
export async function handleAdEventsRequest(
  services: SiteServices,
  request: Request,
  socketAddress: string | undefined,
): Promise<Response> {
  const body = await readJsonBody(request, 4_096);
  if (body.kind === "not_json_type") return errorResponse("UNSUPPORTED_MEDIA_TYPE", "en", { private: true });
  const parsed = body.kind === "json" ? adEventBatchSchema.safeParse(body.value) : undefined;
  if (!parsed?.success)
    return errorResponse("EVENTS_INVALID", "en", {
      private: true,
      details: { detail: "expected {events: [{placement, publisherId, kind}]}" },
    });
  try {
    const ip = requestClient(request, socketAddress, services.settings.trustedProxies).address;
    const allowed = await services.allowRequest("events", await services.clientKey(ip), parsed.data.events.length);
    if (!allowed) return errorResponse("RATE_LIMITED", "en", { private: true, retryAfter: 60 });
    await addAdEvents(services.db, parsed.data.events, services.now().getTime());
    return privateJson({ accepted: parsed.data.events.length }, 202);
  } catch (error) {
    console.error("Storing ad events failed:", (error as Error).message);
    return errorResponse("STORAGE_FAILED", "en", { private: true });
  }
}
