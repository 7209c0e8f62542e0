import { z } from "zod";
import { EVENT_LIMITS } from "../../lib/analytics/catalogue.ts";
import { isBotUserAgent } from "../../lib/analytics/bot-user-agent.ts";
import { isDemoPage } from "../../lib/analytics/demo-samples.ts";
import { validateEvent } from "../../lib/analytics/validate-event.ts";
import { eventEnvelopeSchema } from "../../lib/api/write-api-schemas.ts";
import { insertEvents, type EventRow } from "../db/queries/insert-events.ts";
import { requestClient } from "../http/client-address.ts";
import { errorResponse, privateJson } from "../../features/api/api-response.ts";
import { readLimitedBody } from "../http/read-limited-body.ts";
import type { SiteServices } from "../site-services.ts";

/** Events that fail their schema; `detail` names the event and the reason, for the beacon's developers. */
const eventsInvalid = (detail: string) => errorResponse("EVENTS_INVALID", "en", { private: true, details: { detail } });
const batchTooLarge = () =>
  errorResponse("BATCH_TOO_LARGE", "en", {
    private: true,
    values: { events: EVENT_LIMITS.maxBatchEvents, bytes: EVENT_LIMITS.maxBatchBytes },
  });

const batchSchema = z.object({ events: z.array(z.unknown()).min(1) });

type Parsed = { ok: true; rows: Omit<EventRow, "createdAt" | "visitorHash">[] } | { ok: false; response: Response };

/** Accepted bodies: JSON, and text/plain because navigator.sendBeacon sends a string that way. */
const acceptsContentType = (value: string | null): boolean =>
  /^(application\/json|text\/plain)\s*(;|$)/i.test((value ?? "").trim());

function parseEvents(events: readonly unknown[]): Parsed {
  const rows: Omit<EventRow, "createdAt" | "visitorHash">[] = [];
  for (const [index, raw] of events.entries()) {
    const envelope = eventEnvelopeSchema.safeParse(raw);
    if (!envelope.success) {
      const issue = envelope.error.issues[0];
      const where = issue?.path.join(".") || "event";
      return { ok: false, response: eventsInvalid(`events[${index}].${where}: ${issue?.message}`) };
    }
    const check = validateEvent({ name: envelope.data.name, params: envelope.data.params ?? {} });
    if (!check.ok) return { ok: false, response: eventsInvalid(`events[${index}]: ${check.code}: ${check.detail}`) };
    const { lang, variant, page } = envelope.data;
    rows.push({ name: check.event.name, params: check.event.params, lang, variant, page, demo: isDemoPage(page) });
  }
  return { ok: true, rows };
}

/**
 * POST /api/v1/events: size → JSON → bot filter → batch size → each event → rate limit →
 * insert. 202 only after the rows are committed; bots get a 202 that stored nothing.
 */
export async function handleEventsRequest(
  services: SiteServices,
  request: Request,
  socketAddress: string | undefined,
): Promise<Response> {
  if (!acceptsContentType(request.headers.get("content-type"))) {
    return errorResponse("UNSUPPORTED_MEDIA_TYPE", "en", { private: true });
  }
  const body = await readLimitedBody(request, EVENT_LIMITS.maxBatchBytes);
  const invalidJson = () => errorResponse("INVALID_JSON", "en", { private: true });
  if (!body.ok) {
    if (body.reason === "invalid_utf8") return invalidJson();
    return batchTooLarge();
  }
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    return invalidJson();
  }
  const batch = batchSchema.safeParse(json);
  if (!batch.success) return eventsInvalid('expected { "events": [ … ] } with at least one event');
  const { events } = batch.data;

  const userAgent = request.headers.get("user-agent") ?? "";
  if (isBotUserAgent(userAgent)) return privateJson({ accepted: 0, dropped: events.length }, 202);
  if (events.length > EVENT_LIMITS.maxBatchEvents) {
    return batchTooLarge();
  }
  const parsed = parseEvents(events);
  if (!parsed.ok) return parsed.response;

  try {
    const ip = requestClient(request, socketAddress, services.settings.trustedProxies).address;
    const visitorHash = await services.visitorHash(ip, userAgent);
    if (!(await services.allowRequest("events", await services.clientKey(ip)))) {
      return errorResponse("RATE_LIMITED", "en", { private: true, retryAfter: 60 });
    }
    if (!(await services.allowRequest("eventsGlobal", "all", parsed.rows.length))) {
      return errorResponse("OVER_BUDGET", "en", { private: true, retryAfter: 60 });
    }
    const createdAt = services.now().getTime();
    const accepted = await insertEvents(
      services.db,
      parsed.rows.map((row) => ({ ...row, createdAt, visitorHash })),
    );
    return privateJson({ accepted }, 202);
  } catch (error) {
    console.error("Storing analytics events failed:", (error as Error).message);
    return errorResponse("STORAGE_FAILED", "en", { private: true });
  }
}
