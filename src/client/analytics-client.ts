/**
 * Browser side of analytics: validates each event against the catalogue, batches it to our
 * first-party endpoint (sendBeacon, flushed on pagehide) and, only after consent, forwards it
 * to gtag, the ads conversion tag and Firebase. Failures never reach the visitor: they are
 * swallowed and logged only in debug mode.
 */
import { EVENT_LIMITS, type EventName, type EventParams } from "../lib/analytics/catalogue.ts";
import { validateEvent } from "../lib/analytics/validate-event.ts";
import { planSinks, shouldLoadFirebase, type SinkContext } from "../lib/analytics/readiness.ts";
import {
  adsConversionPayload,
  firebasePayload,
  firstPartyPayload,
  gtagPayload,
  type TrackedEvent,
} from "../lib/analytics/sink-payloads.ts";
import { DEBUG_STORAGE_KEY, resolveDebugMode } from "../lib/analytics/debug-mode.ts";
import { reportableDuration } from "../lib/analytics/page-duration.ts";
import { CONSENT_STORAGE_KEY } from "../lib/analytics/consent.ts";

const ENDPOINT = "/api/v1/events";
const FLUSH_DELAY_MS = 3000;

interface AnalyticsConfig {
  readonly measurementId: string | null;
  readonly adsConversionId: string | null;
  readonly firebase: Record<string, string> | null;
}

/** What one `track()` call produced for each destination; the demo page renders it. */
export interface TrackReport {
  readonly event: TrackedEvent;
  readonly firstParty: ReturnType<typeof firstPartyPayload>;
  readonly gtag: ReturnType<typeof gtagPayload> | null;
  readonly ads: ReturnType<typeof adsConversionPayload>;
  readonly firebase: ReturnType<typeof firebasePayload> | null;
  readonly plan: ReturnType<typeof planSinks>;
}

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const queue: ReturnType<typeof firstPartyPayload>[] = [];
const listeners = new Set<(report: TrackReport) => void>();
let flushTimer: number | undefined;
let debug = false;
let config: AnalyticsConfig = { measurementId: null, adsConversionId: null, firebase: null };
let firebaseLog: ((name: string, params: Record<string, string | number>) => void) | null = null;
let gtagLoaded = false;

function debugLog(...args: unknown[]): void {
  if (debug) console.debug("[analytics]", ...args);
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function consentState(): SinkContext["consent"] {
  const value = storage()?.getItem(CONSENT_STORAGE_KEY);
  return value === "granted" || value === "denied" ? value : "unset";
}

function sinkContext(): SinkContext {
  return {
    hostname: location.hostname,
    port: location.port,
    consent: consentState(),
    measurementId: config.measurementId,
    adsConversionId: config.adsConversionId,
    firebaseConfigured: config.firebase !== null,
    firebaseReady: firebaseLog !== null,
  };
}

function gtag(...args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the `arguments` object shape, not a plain array.
  window.gtag ??= function gtagShim() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag(...args);
}

/** Splits the queue into batches the endpoint accepts (≤ 50 events, ≤ 16 KB). */
function takeBatch(): string | null {
  if (!queue.length) return null;
  const batch: typeof queue = [];
  while (queue.length && batch.length < EVENT_LIMITS.maxBatchEvents) {
    const candidate = JSON.stringify({ events: [...batch, queue[0]] });
    if (batch.length && candidate.length > EVENT_LIMITS.maxBatchBytes - 256) break;
    batch.push(queue.shift() as (typeof queue)[number]);
  }
  return JSON.stringify({ events: batch });
}

export function flush(): void {
  window.clearTimeout(flushTimer);
  flushTimer = undefined;
  for (let body = takeBatch(); body; body = takeBatch()) {
    if (import.meta.env.DEV) {
      console.info("[analytics stub] would send", JSON.parse(body));
      continue;
    }
    try {
      const sent = navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: "text/plain" }));
      if (!sent)
        void fetch(ENDPOINT, {
          method: "POST",
          body,
          keepalive: true,
          headers: { "Content-Type": "text/plain" },
        }).catch(debugLog);
    } catch (error) {
      debugLog("flush failed", error);
    }
  }
}

function scheduleFlush(): void {
  if (queue.length >= EVENT_LIMITS.maxBatchEvents) return flush();
  flushTimer ??= window.setTimeout(flush, FLUSH_DELAY_MS);
}

export function onTrack(listener: (report: TrackReport) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records one catalogue event. Returns false when the event was rejected. */
export function track<N extends EventName>(name: N, params: EventParams<N>): boolean {
  try {
    const check = validateEvent({ name, params });
    if (!check.ok) {
      debugLog("rejected", check.code, check.detail);
      return false;
    }
    const event = check.event;
    const root = document.documentElement;
    const variantAttr = root.dataset["abVariant"];
    const context = {
      page: location.pathname,
      lang: root.lang || null,
      variant: variantAttr === "v1" || variantAttr === "v2" ? variantAttr : null,
    } as const;
    const plan = planSinks(sinkContext());
    const report: TrackReport = {
      event,
      plan,
      firstParty: firstPartyPayload(event, context),
      gtag: config.measurementId ? gtagPayload(event) : null,
      ads: config.adsConversionId ? adsConversionPayload(event, config.adsConversionId) : null,
      firebase: config.firebase ? firebasePayload(event) : null,
    };
    queue.push(report.firstParty);
    scheduleFlush();
    if (plan.gtag && report.gtag) gtag(...report.gtag);
    if (plan.ads && report.ads) gtag(...report.ads);
    if (plan.firebase && report.firebase) firebaseLog?.(report.firebase.name, report.firebase.params);
    for (const listener of listeners) listener(report);
    debugLog(name, report);
    return true;
  } catch (error) {
    debugLog("track failed", error);
    return false;
  }
}

function loadGtag(): void {
  if (gtagLoaded || !config.measurementId) return;
  gtagLoaded = true;
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.measurementId)}`;
  document.head.append(script);
  gtag("js", new Date());
  gtag("config", config.measurementId, { send_page_view: false });
  const adsAccount = config.adsConversionId?.split("/")[0];
  if (adsAccount) gtag("config", adsAccount);
}

async function loadFirebase(): Promise<void> {
  if (firebaseLog || !config.firebase) return;
  if (!shouldLoadFirebase(sinkContext())) return;
  try {
    const [{ initializeApp }, { getAnalytics, logEvent }] = await Promise.all([
      import("firebase/app"),
      import("firebase/analytics"),
    ]);
    const analytics = getAnalytics(initializeApp(config.firebase));
    firebaseLog = (name, params) => logEvent(analytics, name, params);
  } catch (error) {
    debugLog("firebase failed", error);
  }
}

const GRANTED = {
  ad_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
  analytics_storage: "granted",
};
const DENIED = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
};

export function setConsent(choice: "granted" | "denied"): void {
  storage()?.setItem(CONSENT_STORAGE_KEY, choice);
  document.documentElement.dataset["consent"] = choice;
  gtag("consent", "update", choice === "granted" ? GRANTED : DENIED);
  if (choice === "granted") {
    loadGtag();
    void loadFirebase();
  }
}

function trafficSource(): string {
  const utm = new URLSearchParams(location.search).get("utm_source");
  if (utm) return utm.slice(0, 100);
  try {
    const referrer = document.referrer ? new URL(document.referrer) : null;
    if (!referrer) return "direct";
    return referrer.host === location.host ? "internal" : referrer.host;
  } catch {
    return "direct";
  }
}

function readConfig(): AnalyticsConfig {
  const node = document.getElementById("analytics-config");
  try {
    return { ...config, ...(JSON.parse(node?.textContent ?? "{}") as Partial<AnalyticsConfig>) };
  } catch {
    return config;
  }
}

export function initAnalytics(): void {
  const debugDecision = resolveDebugMode(location.search, storage()?.getItem(DEBUG_STORAGE_KEY) ?? null);
  debug = debugDecision.enabled;
  if (debugDecision.store === "set") storage()?.setItem(DEBUG_STORAGE_KEY, "1");
  if (debugDecision.store === "remove") storage()?.removeItem(DEBUG_STORAGE_KEY);
  config = readConfig();
  // Consent Mode v2: everything denied until the visitor accepts.
  gtag("consent", "default", { ...DENIED, wait_for_update: 500 });
  if (consentState() === "granted") {
    gtag("consent", "update", GRANTED);
    loadGtag();
    void loadFirebase();
  }
  const enteredAt = performance.now();
  const route = document.documentElement.dataset["route"] ?? "page";
  track("page_view", {
    page_title: document.title.slice(0, 300),
    page_path: location.pathname,
    route_name: route,
    platform: "web",
    traffic_source: trafficSource(),
    ...(config.measurementId ? { measurement_id: config.measurementId } : {}),
  });
  let durationSent = false;
  const leave = () => {
    const seconds = reportableDuration(enteredAt, performance.now());
    if (seconds !== null && !durationSent) {
      durationSent = true;
      track("page_view_duration", { page_name: route, duration_seconds: seconds });
    }
    flush();
  };
  addEventListener("pagehide", leave);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") leave();
  });
}
