/**
 * The production server behind `npm start`: pre-built files first (pre-compressed at build
 * time), then Astro's on-demand routes, each compressed once when complete. The bare
 * @astrojs/node standalone server compresses nothing, which tripled the bytes of an island page.
 *
 * It is built into the same server bundle as Astro's routes (astro-entry.ts), so the process
 * holds one copy of every module: one salary engine, one database pool, one card renderer.
 * Nothing runs when the module is imported; `startProductionServer` starts it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import { env } from "../../config/env.ts";
import { createStaticFiles } from "./static-files.ts";
import { createSharedCache } from "./shared-cache.ts";
import { createClientRateLimit } from "./client-rate-limit.ts";
import { requestLanguage, tooManyRequestsText } from "./too-many-requests.ts";
import { LANGUAGE_CODES } from "../../lib/i18n/languages.ts";
import { normalizeAddress, rateLimitKey, requestClient, trustedProxies } from "./client-address.ts";
import { logServerErrors, requestIdOf } from "./server-error-log.ts";
import { holdResponse } from "./buffered-response.ts";
import { requestEdgeRejection } from "./request-edges.ts";
import { limitConnections } from "./connection-limits.ts";
import { securityHeaders } from "./security-headers.ts";
import { readScriptSources, withAdsense } from "./content-security-policy.ts";
import { adsenseConfigured, changesPublishers } from "../ads/adsense-configured.ts";
import { listPublishers } from "../db/queries/ad-publishers.ts";
import { migrateInBackground } from "../db/migrate-at-startup.ts";
import { closeSharedDatabases, sharedDatabase } from "../db/open.ts";
import { smtpOutbox } from "../contact/contact-outbox.ts";
import { defaultSalaryEngine } from "../salary/salary-engine.ts";
import { projectPath } from "../project-path.ts";
import { errorReply } from "../../features/api/api-response.ts";

/** The handler of @astrojs/node in middleware mode. */
export type AstroNodeHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (err?: unknown) => void,
  locals?: object,
) => Promise<void>;

/**
 * Every page view asks which ads fill its placements (a small read the cache cannot share, since
 * publishers change at once). Counted with the pages, it halved what one shared address (an
 * office, a carrier's NAT) could view; it has its own bucket, at the pages' rate.
 */
const AD_DECISIONS_PATH = "/api/v1/ads";
/** Contact messages are stored first and mailed from here, so a mail outage loses nothing. */
const CONTACT_OUTBOX_POLL_MS = 10_000;

/** A client that hung up mid-request is routine: one line, no stack. */
const isClientAbort = (error: unknown): boolean =>
  error instanceof Error &&
  /aborted|ECONNRESET|EPIPE|premature close/i.test(`${error.message} ${String((error as { code?: unknown }).code)}`);

/** Only the headers the client rule reads are copied into a Web Headers object. */
const forwardedHeaders = (req: IncomingMessage): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const name of ["x-forwarded-for", "x-forwarded-proto"] as const) {
    const v = req.headers[name];
    if (v !== undefined) out[name] = Array.isArray(v) ? v.join(", ") : v;
  }
  return out;
};

export function startProductionServer(handler: AstroNodeHandler): void {
  const here = fileURLToPath(import.meta.url);
  const clientRoot = projectPath("dist/client", here, "The built client files");
  const serverRoot = projectPath("dist/server", here, "The built server");
  const sharedCache = createSharedCache({ faultInjection: env.FAULT_INJECTION });
  const onDemandLimit = createClientRateLimit(env.ON_DEMAND_RATE_LIMIT_PER_MINUTE);
  const adDecisionLimit = createClientRateLimit(env.ON_DEMAND_RATE_LIMIT_PER_MINUTE);
  const proxies = trustedProxies(env.TRUST_PROXY);
  const serveStatic = createStaticFiles(clientRoot);
  const scriptSources = readScriptSources(`${serverRoot}/`);
  const adsense = adsenseConfigured(async () => listPublishers(await sharedDatabase()));
  const setSecurityHeaders = securityHeaders({
    hstsMaxAge: env.HSTS_MAX_AGE,
    scriptSources,
    // Google's ad hosts while an AdSense publisher is enabled, and on the admin pages that preview units.
    alternative: {
      scriptSources: withAdsense(scriptSources),
      use: (req) => adsense.enabled() || (req.url ?? "").startsWith("/admin/"),
    },
  });

  // Listening does not wait for the database: pre-built pages and the salary API need none, and
  // the write endpoints migrate on first use (idempotent, locked) or answer 503 until they can.
  migrateInBackground(() => void adsense.refresh());

  const contactOutbox = env.SMTP_URL
    ? smtpOutbox(
        sharedDatabase,
        env.SMTP_URL,
        env.CONTACT_TO ?? env.SUPPORT_EMAIL,
        env.CONTACT_FROM ?? `no-reply@${new URL(env.PUBLIC_SITE_URL).hostname.replace(/^www\./, "")}`,
      )
    : undefined;
  contactOutbox?.start(CONTACT_OUTBOX_POLL_MS);

  /**
   * Too many on-demand requests from one address: 429 with Retry-After, JSON for the APIs, in the
   * language of the path's prefix (the `lang` parameter for the APIs).
   */
  function tooManyRequests(req: IncomingMessage, res: ServerResponse, seconds: number): void {
    const target = req.url ?? "/";
    if (target.startsWith("/api/")) {
      const reply = errorReply("RATE_LIMITED", requestLanguage(target, LANGUAGE_CODES), { retryAfter: seconds });
      res.writeHead(reply.status, reply.headers);
      res.end(req.method === "HEAD" ? undefined : reply.body);
      return;
    }
    const { lang, message } = tooManyRequestsText(target, seconds);
    res.writeHead(429, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(seconds),
      "Content-Language": lang,
    });
    res.end(req.method === "HEAD" ? undefined : `${message}\n`);
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    setSecurityHeaders(req, res, () => undefined);
    const rejection = requestEdgeRejection({
      method: req.method,
      target: req.url,
      host: req.headers.host,
      contentLength: req.headers["content-length"],
      transferEncoding: req.headers["transfer-encoding"],
    });
    if (rejection) {
      res.writeHead(rejection.status, rejection.headers);
      res.end(req.method === "HEAD" ? undefined : rejection.body);
      return;
    }
    if (changesPublishers(req.method, req.url ?? "/")) res.once("finish", () => void adsense.refresh());
    if (serveStatic(req, res)) return;
    if (sharedCache.serve(req, res)) return;
    if (req.method === "GET" || req.method === "HEAD") {
      // Without trusted proxies the peer is the client: no forwarded header is read.
      const address =
        proxies.size === 0
          ? (normalizeAddress(req.socket.remoteAddress) ?? "unknown")
          : requestClient(
              { headers: new Headers(forwardedHeaders(req)), url: "http://localhost/" },
              req.socket.remoteAddress,
              proxies,
            ).address;
      const target = req.url ?? "/";
      const limit = target.split("?", 1)[0] === AD_DECISIONS_PATH ? adDecisionLimit : onDemandLimit;
      const wait = limit.retryAfter(rateLimitKey(address));
      if (wait > 0) return tooManyRequests(req, res, wait);
    }
    // Held whole, compressed once, stored in the shared cache when it may be, then sent.
    const discardHeld = holdResponse(req, res, (held) => sharedCache.store(req, held));
    // The socket's peer, passed as-is: Astro's clientAddress switches to the first (client-supplied)
    // X-Forwarded-For hop once security.allowedDomains is set; the API decides via TRUST_PROXY.
    const locals = { socketAddress: req.socket.remoteAddress };
    const fail = (error: unknown) => {
      if (error && isClientAbort(error))
        console.warn(`Client closed the connection: ${req.method} ${req.url?.slice(0, 200)}`);
      else if (error) logServerErrors.error(req, error);
      if (!discardHeld()) return;
      res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end(`Internal server error (request ${requestIdOf(req)})`);
    };
    handler(req, res, fail, locals).catch(fail);
  }

  // The listener never lets an exception escape: it would end the process and every request
  // in flight with it. Whatever throws answers 500, logged once with the request's id.
  const server = createServer((req, res) => {
    logServerErrors.track(req, res);
    try {
      handle(req, res);
    } catch (error) {
      logServerErrors.error(req, error);
      if (res.headersSent) res.destroy();
      else {
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
        res.end(`Internal server error (request ${requestIdOf(req)})`);
      }
    }
  });

  // Idle keep-alive sockets stay open longer than a client or a load balancer keeps them (60 s is
  // the common default): a server that closes first races the client's next request, which then
  // fails with ECONNRESET. Shutdown closes idle sockets itself.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // A request whose headers and body take longer than this is cut off, so a slow client holds a
  // connection for a bounded time; with the caps below, slow sockets cannot exhaust the file limit.
  server.requestTimeout = 30_000;
  limitConnections(server, {
    total: env.MAX_CONNECTIONS,
    perAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    proxies,
  });

  // The salary figures load before the port opens (docs/performance.md has the time): the first
  // visitor after a deploy should not be the one who waits for them. The database is not waited for.
  defaultSalaryEngine();
  server.listen(env.PORT, env.HOST, () => {
    console.log(`Listening on http://${env.HOST}:${env.PORT}`);
  });

  /**
   * Graceful shutdown: stop accepting, let requests in flight finish, close idle keep-alive
   * connections at once (they would otherwise hold the process open indefinitely), force the
   * rest after the grace period, then close the databases and exit.
   */
  let stopping = false;
  function shutdown(signal: string): void {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing (grace ${env.SHUTDOWN_GRACE_SECONDS} s)`);
    const deadline = setTimeout(() => server.closeAllConnections(), env.SHUTDOWN_GRACE_SECONDS * 1000);
    deadline.unref();
    server.close(() => {
      clearTimeout(deadline);
      adsense.stop();
      void Promise.resolve(contactOutbox?.stop())
        .then(() => closeSharedDatabases())
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  }
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => shutdown(signal));
}
