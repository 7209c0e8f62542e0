import { parsePageTemplate, type PageTemplate } from "../../lib/html/page-template.ts";
import { PAGE_TEMPLATE_HEADER } from "./direct-routes.ts";

/** A failed fetch is tried again after this long, not on every request. */
const RETRY_AFTER_MS = 30_000;

export interface PageTemplates {
  /** The template for `key`, or undefined while it is being fetched (the caller renders normally). */
  get(key: string, templatePath: string): PageTemplate | undefined;
}

/**
 * Page templates by key, each fetched once from this server (`origin()`, known once it
 * listens) with the secret header. A page keeps being rendered by Astro until its template
 * has arrived, so nothing waits for it.
 */
export function createPageTemplates(secret: string, origin: () => string | undefined): PageTemplates {
  const ready = new Map<string, PageTemplate>();
  const pending = new Map<string, number>();

  async function load(key: string, templatePath: string): Promise<void> {
    const base = origin();
    if (!base) throw new Error("not listening yet");
    const response = await fetch(base + templatePath, { headers: { [PAGE_TEMPLATE_HEADER]: secret } });
    if (response.status !== 200) throw new Error(`template ${templatePath} answered ${response.status}`);
    ready.set(key, parsePageTemplate(await response.text()));
    pending.delete(key);
  }

  return {
    get(key, templatePath) {
      const template = ready.get(key);
      if (template) return template;
      const since = pending.get(key);
      if (since === undefined || Date.now() - since > RETRY_AFTER_MS) {
        pending.set(key, Date.now());
        load(key, templatePath).catch((error: unknown) =>
          console.warn(`Page template ${key} not loaded: ${error instanceof Error ? error.message : String(error)}`),
        );
      }
      return undefined;
    },
  };
}
