import { z } from "zod";

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
   * Lets the browser tests force the salary page's load-failure state with an
   * `x-fault-inject: salary-page` request header. Never enable in production.
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
  /** Pool size per site instance; several instances share one PostgreSQL (docs/scale-out.md). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** Requests that may wait for a pooled connection; past it writes answer 503 at once. */
  DATABASE_POOL_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(100),
  /**
   * How long a database write may take, waiting for a connection included, before the request
   * answers 503; on SQLite, how long a write waits for another process's lock. Reads keep 10 s.
   */
  DATABASE_WRITE_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(1500),
  /** Read the client address from X-Forwarded-For (last hop) only behind exactly one trusted proxy. */
  TRUST_PROXY: z.stringbool().default(false),
  /** Per-client fixed one-minute windows, stored in the database so they hold across instances. */
  EVENTS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  WAITLIST_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  /** Contact messages one address may send per minute. */
  CONTACT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(3),
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
  /** Strict-Transport-Security max-age in seconds, for deployments behind TLS; 0 sends none. */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(0),
  /** Seconds a shutdown waits for requests in flight before closing every connection. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(120).default(10),
});

export type Env = z.infer<typeof schema>;

function readEnv(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${issues}`);
  }
  return parsed.data;
}

export const env: Env = readEnv();
