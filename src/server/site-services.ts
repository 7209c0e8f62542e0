import { createHash, randomBytes } from "node:crypto";
import { env } from "../config/env.ts";
import { sharedDatabase, sharedReservedDatabase } from "./db/open.ts";
import { deleteOldSalts } from "./db/queries/delete-old-salts.ts";
import { deleteEventsBefore } from "./db/queries/delete-events-before.ts";
import { deleteStepVisitorsBefore } from "./db/queries/delete-step-visitors-before.ts";
import { eventRetentionCutoff } from "../lib/analytics/retention.ts";
import { getOrCreateDailySalt } from "./db/queries/get-or-create-daily-salt.ts";
import { hitRateLimit } from "./db/queries/hit-rate-limit.ts";
import { pruneRateLimits } from "./db/queries/prune-rate-limits.ts";
import { rateLimitKey } from "./http/client-address.ts";
import { createClientRateLimit, type ClientRateLimit } from "./http/client-rate-limit.ts";
import type { Db } from "./db/types.ts";
import { trustedProxies, type TrustedProxies } from "./http/client-address.ts";
import { errorResponse } from "../features/api/api-response.ts";

export interface ServiceSettings {
  /** The proxies whose X-Forwarded-* headers are believed (TRUST_PROXY). */
  readonly trustedProxies: TrustedProxies;
  readonly eventsPerMinute: number;
  readonly waitlistPerMinute: number;
  readonly contactPerMinute: number;
  readonly adminLoginPerMinute: number;
  readonly adminLoginPerAccountPerMinute: number;
  /** Events accepted per minute from all clients together: a ceiling on write volume. */
  readonly eventsGlobalPerMinute: number;
  /** Bearer token that opens the analytics summary; null keeps it closed. */
  readonly summaryToken: string | null;
}

export const serviceSettingsFromEnv = (): ServiceSettings => ({
  trustedProxies: trustedProxies(env.TRUST_PROXY),
  eventsPerMinute: env.EVENTS_RATE_LIMIT_PER_MINUTE,
  waitlistPerMinute: env.WAITLIST_RATE_LIMIT_PER_MINUTE,
  contactPerMinute: env.CONTACT_RATE_LIMIT_PER_MINUTE,
  adminLoginPerMinute: env.ADMIN_LOGIN_PER_MINUTE,
  adminLoginPerAccountPerMinute: env.ADMIN_LOGIN_PER_ACCOUNT_PER_MINUTE,
  eventsGlobalPerMinute: env.EVENTS_GLOBAL_PER_MINUTE,
  summaryToken: env.ANALYTICS_SUMMARY_TOKEN ?? null,
});

/** "eventsGlobal" is one bucket for every client, counted in events rather than requests. */
export type RateLimitScope = "events" | "waitlist" | "contact" | "adminLogin" | "adminLoginAccount" | "eventsGlobal";

/** What the API handlers need: storage plus the two pieces of shared state kept in it. */
export interface SiteServices {
  readonly db: Db;
  readonly settings: ServiceSettings;
  readonly now: () => Date;
  /** sha256(daily salt + ip + user agent) as hex; the salt is shared through the database. */
  visitorHash(ip: string, userAgent: string): Promise<string>;
  /**
   * sha256(daily salt + the address's rateLimitKey, its /64 for IPv6) as hex: the key of rate
   * limits. The user agent is left out, since a client chooses it freely and rotating it must
   * not open a new window.
   */
  clientKey(ip: string): Promise<string>;
  /** Counts `amount` hits (default 1) in the key's current one-minute window; false once it is over the limit. */
  allowRequest(scope: RateLimitScope, key: string, amount?: number): Promise<boolean>;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
const utcDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

export function createSiteServices(
  db: Db,
  settings: ServiceSettings,
  now: () => Date = () => new Date(),
): SiteServices {
  // A cache of today's stored salt, not state: any instance reads the same value from the DB.
  let cachedSalt: { day: string; salt: Promise<string> } | undefined;
  let lastPrune = 0;

  const saltFor = (time: number): Promise<string> => {
    const day = utcDay(time);
    if (cachedSalt?.day !== day) {
      const salt = getOrCreateDailySalt(db, day, randomBytes(32).toString("hex")).then(async (value) => {
        await deleteOldSalts(db, utcDay(time - DAY)); // keep today and yesterday only
        // Once a day per instance, like the salt: events past retention go (privacy policy).
        await deleteEventsBefore(db, eventRetentionCutoff(new Date(time)));
        // Hashed visitors are only needed for today's and yesterday's distinct counts.
        await deleteStepVisitorsBefore(db, Math.floor(time / DAY) - 1);
        return value;
      });
      salt.catch(() => (cachedSalt = undefined)); // retry on the next request
      cachedSalt = { day, salt };
    }
    return cachedSalt.salt;
  };

  const limits: Record<RateLimitScope, number> = {
    events: settings.eventsPerMinute,
    waitlist: settings.waitlistPerMinute,
    contact: settings.contactPerMinute,
    adminLogin: settings.adminLoginPerMinute,
    adminLoginAccount: settings.adminLoginPerAccountPerMinute,
    eventsGlobal: settings.eventsGlobalPerMinute,
  };
  const local = Object.fromEntries(
    Object.entries(limits).map(([scope, perMinute]) => [scope, createClientRateLimit(perMinute)]),
  ) as Record<RateLimitScope, ClientRateLimit>;

  return {
    db,
    settings,
    now,
    async visitorHash(ip, userAgent) {
      const salt = await saltFor(now().getTime());
      return createHash("sha256").update(salt).update(ip).update(userAgent).digest("hex");
    },
    async clientKey(ip) {
      const salt = await saltFor(now().getTime());
      return createHash("sha256").update(salt).update("client\u0000").update(rateLimitKey(ip)).digest("hex");
    },
    async allowRequest(scope, key, amount = 1) {
      const time = now().getTime();
      // Counted in memory first: a client far over its limit is refused without taking one of
      // the pool's connections, so its flood cannot make other visitors' writes wait or fail.
      if (local[scope].retryAfter(key, time) > 0) return false;
      const windowStart = time - (time % MINUTE);
      if (time - lastPrune > MINUTE) {
        lastPrune = time;
        pruneRateLimits(db, windowStart - MINUTE).catch((error: unknown) =>
          console.error("Pruning rate limits failed:", (error as Error).message),
        );
      }
      return (await hitRateLimit(db, `${scope}:${key}`, windowStart, amount)) <= limits[scope];
    },
  };
}

/** One process-wide services object over the database `open` gives, opened on first use (a failure is retried). */
function sharedServicesOver(open: () => Promise<Db>): () => Promise<SiteServices> {
  let shared: Promise<SiteServices> | undefined;
  return () => {
    shared ??= open()
      .then((db) => createSiteServices(db, serviceSettingsFromEnv()))
      .catch((error: unknown) => {
        shared = undefined;
        throw error;
      });
    return shared;
  };
}

/** The process-wide services over the shared database. */
export const sharedSiteServices = sharedServicesOver(sharedDatabase);

/** The admin's services, over its reserved connections (sharedReservedDatabase). */
export const sharedAdminServices = sharedServicesOver(sharedReservedDatabase);

/**
 * Runs an endpoint's handler with the shared services; if the database cannot even be
 * opened, answers 503 like a failed write would.
 */
export async function withSiteServices(respond: (services: SiteServices) => Promise<Response>): Promise<Response> {
  let services: SiteServices;
  try {
    services = await sharedSiteServices();
  } catch (error) {
    console.error("Opening the database failed:", (error as Error).message);
    return errorResponse("STORAGE_FAILED", "en", { private: true });
  }
  return respond(services);
}

/**
 * The TCP peer of the request: what src/server/http-server.ts put in `locals.socketAddress`, else
 * Astro's `clientAddress` (astro dev), else undefined when the adapter cannot tell (it throws).
 */
export function socketAddressOf(context: {
  readonly locals: object;
  readonly clientAddress: string;
}): string | undefined {
  const fromServer = (context.locals as { socketAddress?: unknown }).socketAddress;
  if (typeof fromServer === "string") return fromServer;
  try {
    return context.clientAddress;
  } catch {
    return undefined;
  }
}
