import { ADS_CONVERSION, ADS_CONVERSION_EVENTS, type EventName } from "./catalogue.ts";

export interface EventContext {
  readonly page: string;
  readonly lang: string | null;
  readonly variant: "v1" | "v2" | null;
}

export interface TrackedEvent {
  readonly name: EventName;
  readonly params: Readonly<Record<string, string | number>>;
}

/** One entry of the batch POSTed to /api/v1/events. */
export function firstPartyPayload(event: TrackedEvent, ctx: EventContext) {
  return { name: event.name, params: event.params, page: ctx.page, lang: ctx.lang, variant: ctx.variant };
}

/** Arguments for `gtag(...)`. */
export function gtagPayload(event: TrackedEvent): ["event", string, Record<string, string | number>] {
  return ["event", event.name, { ...event.params }];
}

/** Arguments for Firebase's `logEvent(analytics, name, params)`. */
export function firebasePayload(event: TrackedEvent): { name: string; params: Record<string, string | number> } {
  return { name: event.name, params: { ...event.params } };
}

export function isAdsConversion(name: EventName): boolean {
  return (ADS_CONVERSION_EVENTS as readonly string[]).includes(name);
}

/** Arguments for the ads conversion `gtag("event", "conversion", …)`, or null for other events. */
export function adsConversionPayload(
  event: TrackedEvent,
  sendTo: string,
): ["event", "conversion", { send_to: string; value: number; currency: string }] | null {
  if (!isAdsConversion(event.name)) return null;
  return ["event", "conversion", { send_to: sendTo, value: ADS_CONVERSION.value, currency: ADS_CONVERSION.currency }];
}
