import { z } from "zod";
import { errorResponse, privateJson } from "../../features/api/api-response.ts";
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
    return errorResponse("UNSUPPORTED_MEDIA_TYPE", "en", { private: true, headers: ADMIN_HEADERS });
  }
  const parsed = body.kind === "json" ? credentials.safeParse(body.value).data : undefined;
  if (!parsed) return errorResponse("INVALID_INPUT", "en", { private: true, headers: ADMIN_HEADERS });
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
    return errorResponse("STORAGE_FAILED", "en", { private: true, headers: ADMIN_HEADERS });
  }
  if (result.kind === "throttled") {
    return errorResponse("RATE_LIMITED", "en", { private: true, retryAfter: 60, headers: ADMIN_HEADERS });
  }
  if (result.kind === "busy") {
    return errorResponse("SIGN_IN_BUSY", "en", { private: true, retryAfter: 1, headers: ADMIN_HEADERS });
  }
  if (result.kind === "invalid")
    return errorResponse("CREDENTIALS_INVALID", "en", { private: true, headers: ADMIN_HEADERS });
  const response = privateJson({ status: "signed_in", csrfToken: result.csrfToken }, 200, ADMIN_HEADERS);
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
