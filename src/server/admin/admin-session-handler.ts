import { z } from "zod";
import { apiError, noStoreJson } from "../http/json-response.ts";
import { readJsonBody } from "../http/read-limited-body.ts";
import type { SiteServices } from "../site-services.ts";
import {
  clearedSessionCookie,
  cookieValue,
  DEVICE_COOKIE,
  deviceCookie,
  sessionCookie,
  sessionPolicyFromEnv,
  signIn,
  signOut,
  type AdminSession,
} from "./admin-auth.ts";
import { ADMIN_HEADERS } from "./admin-guard.ts";

const credentials = z.object({ email: z.string().max(254), password: z.string().max(1024) });

/** Who is signing in, as the guard worked it out. */
export interface SignInClient {
  readonly ip: string;
  readonly secure: boolean;
}

/**
 * POST /api/v1/admin/session {email, password}: 200 with the session and device cookies and the
 * CSRF token, 401, or 429 (throttled, or every password check busy).
 */
export async function handleSignIn(services: SiteServices, request: Request, client: SignInClient): Promise<Response> {
  const body = await readJsonBody(request, 4096);
  if (body.kind === "not_json_type") {
    return apiError(415, "unsupported_media_type", "Send application/json", ADMIN_HEADERS);
  }
  const parsed = body.kind === "json" ? credentials.safeParse(body.value).data : undefined;
  if (!parsed) return apiError(400, "invalid_input", "Send {email, password}", ADMIN_HEADERS);
  let result: Awaited<ReturnType<typeof signIn>>;
  try {
    result = await signIn(
      services,
      parsed.email,
      parsed.password,
      client.ip,
      sessionPolicyFromEnv(),
      cookieValue(request, DEVICE_COOKIE),
    );
  } catch (error) {
    // The database is down or its pool is full: a sign-in that cannot be checked is unavailable, not an error.
    console.error("Admin sign-in failed:", (error as Error).message);
    return apiError(503, "storage_failed", "Storage is unavailable; try again later", {
      ...ADMIN_HEADERS,
      "Retry-After": "30",
    });
  }
  if (result.kind === "throttled") {
    return apiError(429, "rate_limited", "Too many sign-in attempts; wait a minute", {
      ...ADMIN_HEADERS,
      "Retry-After": "60",
    });
  }
  if (result.kind === "busy") {
    return apiError(429, "busy", "Too many sign-ins at once; try again in a moment", {
      ...ADMIN_HEADERS,
      "Retry-After": "1",
    });
  }
  if (result.kind === "invalid") return apiError(401, "invalid_credentials", "Wrong email or password", ADMIN_HEADERS);
  const response = noStoreJson({ status: "signed_in", csrfToken: result.csrfToken }, 200, ADMIN_HEADERS);
  response.headers.append("Set-Cookie", sessionCookie(result.token, result.maxAgeSeconds, client.secure));
  response.headers.append("Set-Cookie", deviceCookie(result.deviceToken, result.deviceMaxAgeSeconds, client.secure));
  return response;
}

/** DELETE /api/v1/admin/session: ends the session and clears its cookie; the browser stays a known device. */
export async function handleSignOut(services: SiteServices, session: AdminSession, secure: boolean): Promise<Response> {
  await signOut(services, session);
  return new Response(null, {
    status: 204,
    headers: { ...ADMIN_HEADERS, "Set-Cookie": clearedSessionCookie(secure) },
  });
}
