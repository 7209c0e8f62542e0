/**
 * Every answer with a 5xx status is logged exactly once, with an id the client also sees
 * (`X-Request-Id`), so a report from a visitor can be matched to its log line. An exception
 * is logged with its stack when it happens; a 5xx that no exception explains (a route that
 * answered 503, a proxy error) is logged when the response finishes.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { randomBytes } from "node:crypto";

const ids = new WeakMap<IncomingMessage, string>();
const logged = new WeakSet<IncomingMessage>();

/**
 * The request's id, 16 characters: 8 random ones per process, then a counter. Unique within
 * and (almost surely) across instances, without a call into the random source per request.
 */
const PROCESS_PREFIX = randomBytes(6).toString("base64url");
let counter = 0;
export function requestIdOf(req: IncomingMessage): string {
  let id = ids.get(req);
  if (!id) ids.set(req, (id = PROCESS_PREFIX + (counter++ % 36 ** 8).toString(36).padStart(8, "0")));
  return id;
}

const where = (req: IncomingMessage) => `${req.method} ${(req.url ?? "").slice(0, 200)}`;

export const logServerErrors = {
  /** Gives the request its id (sent as X-Request-Id) and logs a 5xx answer not logged yet when it finishes. */
  track(req: IncomingMessage, res: ServerResponse): void {
    res.setHeader("X-Request-Id", requestIdOf(req));
    res.once("finish", () => {
      if (res.statusCode >= 500 && !logged.has(req)) {
        logged.add(req);
        console.error(`[${requestIdOf(req)}] ${res.statusCode} ${where(req)}`);
      }
    });
  },
  /** Logs an exception raised while answering, with its stack; the 5xx it leads to is not logged again. */
  error(req: IncomingMessage, error: unknown): void {
    if (logged.has(req)) return;
    logged.add(req);
    console.error(`[${requestIdOf(req)}] 500 ${where(req)}:`, error);
  },
};
