/**
 * GET routes the server answers without Astro's request pipeline.
 *
 * Astro's per-request work (the router, a Web Request built from the Node one, the middleware
 * chain, a lazy import of the route module, a Response written back) costs more than a salary
 * estimate does. The routes here are pure functions of their URL, and each route module
 * registers its own function when Astro first loads it, so the code that answers is the same
 * either way: the first request goes through Astro, the next ones come straight here.
 * Pages are never answered here: Astro renders every page.
 *
 * The registry lives on globalThis because the server script and Astro's bundle each have
 * their own copy of this module.
 */
import type { PlainReply } from "../../lib/http/plain-reply.ts";

/** A route answered from its URL alone, as plain data. */
export type DirectHandler = (url: URL) => PlainReply;

interface Registry {
  readonly routes: Map<string, DirectHandler>;
}

const REGISTRY = Symbol.for("salary-site.direct-routes");
type Holder = { [REGISTRY]?: Registry };

function registry(): Registry {
  const holder = globalThis as Holder;
  return (holder[REGISTRY] ??= { routes: new Map() });
}

/** Called by a route module: `pathname` is then answered by `handler` for GET and HEAD. */
export function registerDirectRoute(pathname: string, handler: DirectHandler): void {
  registry().routes.set(pathname, handler);
}

/** The handler registered for this exact pathname, if any. */
export function directRoute(pathname: string): DirectHandler | undefined {
  return registry().routes.get(pathname);
}
