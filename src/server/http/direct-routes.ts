/**
 * GET routes the server answers without Astro's request pipeline.
 *
 * Astro's per-request work (the router, a Web Request built from the Node one, the middleware
 * chain, a lazy import of the route module, a Response written back) costs more than a salary
 * estimate does. The routes here are pure functions of their URL, and each route module
 * registers its own function when Astro first loads it, so the code that answers is the same
 * either way: the first request goes through Astro, the next ones come straight here.
 *
 * Templated pages go one step further: the page is rendered by Astro once per template key
 * (a language) with markers in place of its values, and later requests fill the markers in
 * (src/lib/html/page-template.ts). The server fetches the template from itself, with a
 * per-process secret in a header, so no one else can ask for it.
 *
 * The registry lives on globalThis because the server script and Astro's bundle each have
 * their own copy of this module.
 */
import type { PageTemplate } from "../../lib/html/page-template.ts";
import type { PlainReply } from "../../lib/http/plain-reply.ts";

/** A route answered from its URL alone, as plain data. */
export type DirectHandler = (url: URL) => PlainReply;

export interface TemplatedPage {
  /** The template this URL is filled from, or undefined when this page does not take it. */
  match(url: URL): { readonly key: string; readonly templatePath: string } | undefined;
  /** The page filled from its template, or undefined to let Astro render it. */
  render(url: URL, template: PageTemplate): PlainReply | undefined;
}

export const PAGE_TEMPLATE_HEADER = "x-page-template";

interface Registry {
  readonly routes: Map<string, DirectHandler>;
  readonly pages: Map<string, TemplatedPage>;
  secret?: string;
}

const REGISTRY = Symbol.for("salary-site.direct-routes");
type Holder = { [REGISTRY]?: Registry };

function registry(): Registry {
  const holder = globalThis as Holder;
  return (holder[REGISTRY] ??= { routes: new Map(), pages: new Map() });
}

/** Called by a route module: `pathname` is then answered by `handler` for GET and HEAD. */
export function registerDirectRoute(pathname: string, handler: DirectHandler): void {
  registry().routes.set(pathname, handler);
}

/** Called by a page module; registering the same name again (a reloaded module) replaces it. */
export function registerTemplatedPage(name: string, page: TemplatedPage): void {
  registry().pages.set(name, page);
}

/** The handler registered for this exact pathname, if any. */
export function directRoute(pathname: string): DirectHandler | undefined {
  return registry().routes.get(pathname);
}

export function templatedPages(): Iterable<TemplatedPage> {
  return registry().pages.values();
}

/** Set once by the server; without it (astro dev, tests of the bundle) no request is a template request. */
export function setPageTemplateSecret(secret: string): void {
  registry().secret = secret;
}

/** Whether this request may see a page rendered as a template. */
export function isPageTemplateRequest(headers: Headers): boolean {
  const secret = registry().secret;
  return secret !== undefined && headers.get(PAGE_TEMPLATE_HEADER) === secret;
}
