import { z } from "zod";
import { parseTrustedProxyList } from "../lib/http/trusted-proxy-list.ts";

/**
 * The only reader of process.env. Every setting has an embedded default so a fresh
 * clone runs with no configuration (SQLite, no external services).
 */
const schema = z.object({
  PUBLIC_SITE_URL: z.url().default("https://www.salaryscope.app"),
  SUPPORT_EMAIL: z.email().default("support@salaryscope.app"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  DATA_DIR: z.string().default("./data"),
  /** The career guide's content folder, when not the repository's career-content/ (a draft to preview). */
  CAREER_CONTENT_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  /**
   * Lets the browser tests force faults with an `x-fault-inject` request header (`salary-page`:
   * the result page's load-failure state; `render-throw`: a render that throws), bypassing the
   * shared cache. Off, the header is ignored. Never enable in production.
   */
  FAULT_INJECTION: z.stringbool().default(false),
  /** Public, build-time analytics ids. Unset means the sink is off (and nothing third-party ever loads). */
  PUBLIC_GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/)
    .optional(),
  /** Google Ads conversion target, "AW-123456789/label". */
  PUBLIC_ADS_CONVERSION_ID: z
    .string()
    .regex(/^AW-\d+\/[\w-]+$/)
    .optional(),
  /** Firebase web app config as JSON ({"apiKey":…,"appId":…,"measurementId":…}). */
  PUBLIC_FIREBASE_CONFIG: z
    .string()
    .transform((text) => JSON.parse(text) as Record<string, string>)
    .optional(),
  /** Open connections the server keeps at once, in all; more wait in the kernel's queue. */
  MAX_CONNECTIONS: z.coerce.number().int().min(10).max(1_000_000).default(10_000),
  /** Open connections per client address (an IPv6 /64); trusted proxies are not capped. */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(2).max(100_000).default(256),
  /** Pool size per site instance; several instances share one PostgreSQL (docs/scale-out.md). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** Requests that may wait for a pooled connection; past it writes answer 503 at once. */
  DATABASE_POOL_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(100),
  /**
   * How long a database write may take, waiting for a connection included, before the request
   * answers 503; on SQLite, how long a write waits for another process's lock. Reads keep 10 s.
   */
  DATABASE_WRITE_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(1500),
  /**
   * The proxies in front of the site, as addresses or CIDR ranges ("10.0.0.0/8,::1"); "false" for
   * none. X-Forwarded-For and X-Forwarded-Proto are believed only from these peers
   * (docs/scale-out.md). "true" is refused: it trusted any client that connected directly.
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, context) => {
      const parsed = parseTrustedProxyList(value);
      if ("entries" in parsed) return parsed.entries;
      context.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }),
  /** Per-client fixed one-minute windows, stored in the database so they hold across instances. */
  EVENTS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  WAITLIST_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  /** Contact messages one address may send per minute. */
  CONTACT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(3),
  /**
   * Requests a minute per client address that reach an on-demand GET route (the JSON APIs,
   * result pages, social cards) past the pre-built files and the shared cache; the same number
   * may come at once. Kept in memory per instance.
   */
  ON_DEMAND_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /**
   * Where contact messages are mailed, as an SMTP URL ("smtps://user:pass@mail.example:465").
   * Unset, messages are only stored (and read in the admin inbox).
   */
  SMTP_URL: z.url().optional(),
  /** The inbox contact messages go to; the support address when unset. */
  CONTACT_TO: z.email().optional(),
  /** The sender of contact mails; replies go to the visitor through Reply-To. */
  CONTACT_FROM: z.email().optional(),
  /** Events accepted per minute from all clients together, so many addresses cannot fill the disk. */
  EVENTS_GLOBAL_PER_MINUTE: z.coerce.number().int().min(1).default(30_000),
  /**
   * Opens GET /api/v1/analytics/summary to requests sending `Authorization: Bearer <token>`.
   * Unset, the summary is closed to everyone.
   */
  ANALYTICS_SUMMARY_TOKEN: z.string().min(16).optional(),
  /** An admin session ends this many hours after sign-in, whatever happens. */
  ADMIN_SESSION_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 30)
    .default(12),
  /** …or after this many minutes without a request. */
  ADMIN_IDLE_MINUTES: z.coerce
    .number()
    .min(0.1)
    .max(24 * 60)
    .default(30),
  /** Sign-in attempts per minute from one address, and for one account from anywhere. */
  ADMIN_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  ADMIN_LOGIN_PER_ACCOUNT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  /**
   * A browser that signed in keeps a device cookie this many days; with it, sign-in skips the
   * per-address and per-account limits, so an attack on the account cannot lock its owner out.
   */
  ADMIN_DEVICE_DAYS: z.coerce.number().min(1).max(400).default(90),
  /** Sign-in attempts one device cookie may make without a success before it counts as unknown. */
  ADMIN_DEVICE_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  /**
   * Password checks run in this many worker threads, off the thread pool that renders social
   * cards; this many more may wait, and further sign-ins answer 429 at once.
   */
  ADMIN_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  ADMIN_HASH_QUEUE: z.coerce.number().int().min(0).max(100).default(4),
  /** Strict-Transport-Security max-age in seconds, for deployments behind TLS; 0 sends none. */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(0),
  /** Seconds a shutdown waits for requests in flight before closing every connection. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(120).default(10),
});

export type Env = z.infer<typeof schema>;

/** Validates a set of variables (process.env at start-up; tests pass their own). */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${issues}`);
  }
  return parsed.data;
}

export const env: Env = readEnv();
