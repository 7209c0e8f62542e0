import { defineMiddleware } from "astro:middleware";
import { OFFERED_CODES } from "./i18n/offered.ts";
import { DEFAULT_LANGUAGE } from "./lib/i18n/languages.ts";
import { translator } from "./i18n/translate.ts";
import { languagePrefixRedirect, splitLanguagePrefix } from "./lib/i18n/localized-path.ts";
import { resolveGuideRequest } from "./lib/career/guide-paths.ts";
import { textDirection } from "./lib/i18n/text-direction.ts";
import { ADMIN_HEADERS, guardAdmin, isAdminPath } from "./server/admin/admin-guard.ts";
import { socketAddressOf } from "./server/site-services.ts";

export const onRequest = defineMiddleware(async (context, next) => {
  const { pathname, search } = context.url;
  // Only requests that reach the server (no pre-built page matched) can carry an unknown prefix.
  if (!context.isPrerendered) {
    const fallback = languagePrefixRedirect(pathname, OFFERED_CODES, DEFAULT_LANGUAGE);
    if (fallback) return context.redirect(`${fallback}${search}`, 301);
    // Older guide addresses (language roots, benefits pages before their region) move for good.
    const guide = resolveGuideRequest(pathname, OFFERED_CODES, DEFAULT_LANGUAGE);
    if (guide?.kind === "redirect") return context.redirect(`${guide.location}${search}`, 301);
  }
  // Admin pages and APIs: checked on the server before any route runs.
  const admin = !context.isPrerendered && isAdminPath(pathname);
  if (admin) {
    const guard = await guardAdmin(context.request, pathname, socketAddressOf(context));
    if (guard.kind === "deny") return guard.response;
    context.locals.admin = { services: guard.services, session: guard.session, ip: guard.ip, secure: guard.secure };
  }
  // Pre-rendering sees "/faq/"; canonical and alternate links use the slash-less form.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  const { lang, rest } = splitLanguagePrefix(path, OFFERED_CODES);
  const code = lang ?? DEFAULT_LANGUAGE;
  context.locals.lang = code;
  context.locals.dir = textDirection(code);
  context.locals.restPath = rest;
  context.locals.t = translator(code).t;
  const response = await next();
  if (admin) for (const [name, value] of Object.entries(ADMIN_HEADERS)) response.headers.set(name, value);
  // Rendered pages come as bare "text/html"; name the charset so no browser has to sniff it.
  if (response.headers.get("content-type") === "text/html") {
    response.headers.set("content-type", "text/html; charset=utf-8");
  }
  return response;
});
