/**
 * GET routes the server answers without Astro's request pipeline.
 *
 * Astro's per-request work (the router, a Web Request built from the Node one, the middleware
 * chain, a lazy import of the route module, a Response written back) costs more than a salary
 * estimate does. The routes below are pure functions of their URL, and the route module
 * registers its own function here when Astro first loads it, so the code that answers is the
 * same either way: the first request goes through Astro, the next ones come straight here.
 *
 * The registry lives on globalThis because the server script and Astro's bundle each have
 * their own copy of this module.
 */
export type DirectHandler = (url: URL) => Response;

const REGISTRY = Symbol.for("salary-site.direct-routes");
type Holder = { [REGISTRY]?: Map<string, DirectHandler> };

function registry(): Map<string, DirectHandler> {
  const holder = globalThis as Holder;
  return (holder[REGISTRY] ??= new Map());
}

/** Called by a route module: `pathname` is then answered by `handler` for GET and HEAD. */
export function registerDirectRoute(pathname: string, handler: DirectHandler): void {
  registry().set(pathname, handler);
}

/** The handler registered for this exact pathname, if any. */
export function directRoute(pathname: string): DirectHandler | undefined {
  return registry().get(pathname);
}
