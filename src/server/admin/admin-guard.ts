import { env } from "../../config/env.ts";
import { requestClient } from "../http/client-address.ts";
import { errorResponse } from "../../features/api/api-response.ts";
import { sharedAdminServices, type SiteServices } from "../site-services.ts";
import {
  cookieValue,
  csrfMatches,
  readSession,
  SESSION_COOKIE,
  sessionPolicyFromEnv,
  type AdminSession,
} from "./admin-auth.ts";

/** Every admin page and admin API: checked on the server, never cached, never indexed. */
export const isAdminPath = (pathname: string): boolean =>
  pathname === "/admin" || pathname.startsWith("/admin/") || pathname.startsWith("/api/v1/admin/");

const isApi = (pathname: string) => pathname.startsWith("/api/");
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Reached without a session: the sign-in page and the sign-in call. */
const isSignIn = (pathname: string, method: string) =>
  pathname === "/admin/login" || (pathname === "/api/v1/admin/session" && method === "POST");

export const ADMIN_HEADERS: Readonly<Record<string, string>> = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-store",
};

export type AdminGuard =
  | {
      readonly kind: "allow";
      readonly services: SiteServices;
      readonly session: AdminSession | undefined;
      readonly ip: string;
      /** Whether the visitor's own connection was TLS (directly, or as a trusted proxy reports it). */
      readonly secure: boolean;
    }
  | { readonly kind: "deny"; readonly response: Response };

const deny = (response: Response): AdminGuard => ({ kind: "deny", response });

/** A cross-site form or script may not change anything, even with a session cookie it cannot read. */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return true; // same-origin navigations from older browsers omit it; the CSRF token still applies
  return origin === new URL(request.url).origin || origin === new URL(env.PUBLIC_SITE_URL).origin;
}

async function sentCsrfToken(request: Request): Promise<string | null> {
  const header = request.headers.get("x-csrf-token");
  if (header) return header;
  if (!/^application\/x-www-form-urlencoded/i.test(request.headers.get("content-type") ?? "")) return null;
  try {
    const form = await request.clone().formData();
    const value = form.get("csrf");
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

export async function guardAdmin(
  request: Request,
  pathname: string,
  socketAddress: string | undefined,
): Promise<AdminGuard> {
  const method = request.method.toUpperCase();
  const changes = STATE_CHANGING.has(method);
  if (changes && !sameOrigin(request)) {
    return deny(errorResponse("CROSS_ORIGIN", "en", { private: true, headers: ADMIN_HEADERS }));
  }
  let services: SiteServices;
  try {
    services = await sharedAdminServices();
  } catch (error) {
    console.error("Admin: opening the database failed:", (error as Error).message);
    return deny(errorResponse("STORAGE_FAILED", "en", { private: true, headers: ADMIN_HEADERS }));
  }
  const { address: ip, secure } = requestClient(request, socketAddress, services.settings.trustedProxies);
  if (isSignIn(pathname, method)) return { kind: "allow", services, session: undefined, ip, secure };

  let session: AdminSession | undefined;
  try {
    session = await readSession(services, cookieValue(request, SESSION_COOKIE), sessionPolicyFromEnv());
  } catch (error) {
    console.error("Admin: reading the session failed:", (error as Error).message);
    return deny(errorResponse("STORAGE_FAILED", "en", { private: true, headers: ADMIN_HEADERS }));
  }
  if (!session) {
    if (isApi(pathname)) return deny(errorResponse("UNAUTHORIZED", "en", { private: true, headers: ADMIN_HEADERS }));
    const next = method === "GET" ? `?next=${encodeURIComponent(pathname)}` : "";
    return deny(new Response(null, { status: 303, headers: { Location: `/admin/login${next}`, ...ADMIN_HEADERS } }));
  }
  if (changes && !csrfMatches(session, await sentCsrfToken(request))) {
    return deny(errorResponse("CSRF_INVALID", "en", { private: true, headers: ADMIN_HEADERS }));
  }
  return { kind: "allow", services, session, ip, secure };
}
