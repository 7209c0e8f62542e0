/**
 * Where an event may go (analytics readiness). Pure: the caller passes what it
 * knows about the page, configuration and consent.
 */
export interface SinkContext {
  readonly hostname: string;
  readonly port: string;
  readonly consent: "granted" | "denied" | "unset";
  readonly measurementId: string | null;
  readonly adsConversionId: string | null;
  readonly firebaseConfigured: boolean;
  /** True once the Firebase SDK finished initialising. */
  readonly firebaseReady: boolean;
}

/** localhost, 127.0.0.1 and port 3000 are development hosts: no app-analytics SDK there. */
export function isDevelopmentHost(hostname: string, port: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "127.0.0.1" || host === "::1" || port === "3000";
}

export interface SinkPlan {
  readonly firstParty: true;
  readonly gtag: boolean;
  readonly firebase: boolean;
  readonly ads: boolean;
}

export function planSinks(ctx: SinkContext): SinkPlan {
  const consented = ctx.consent === "granted";
  return {
    // Cookie-free and identifier-free, so it needs no consent.
    firstParty: true,
    gtag: consented && ctx.measurementId !== null,
    firebase: consented && ctx.firebaseConfigured && ctx.firebaseReady && !isDevelopmentHost(ctx.hostname, ctx.port),
    ads: consented && ctx.adsConversionId !== null,
  };
}

/** Firebase is worth importing at all only when it could ever receive events on this host. */
export function shouldLoadFirebase(ctx: Omit<SinkContext, "firebaseReady">): boolean {
  return ctx.consent === "granted" && ctx.firebaseConfigured && !isDevelopmentHost(ctx.hostname, ctx.port);
}
