import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "../../env.ts";
import {
  deleteSession,
  findAdminByEmail,
  findSession,
  insertSession,
  touchSession,
} from "../db/queries/admin-accounts.ts";
import { isPlainText } from "../../lib/validation/plain-text.ts";
import type { SiteServices } from "../site-services.ts";
import { DUMMY_HASH, verifyPassword } from "./password-hash.ts";

export const SESSION_COOKIE = "admin_session";

export interface SessionPolicy {
  readonly lifetimeMs: number;
  readonly idleMs: number;
}

export const sessionPolicyFromEnv = (): SessionPolicy => ({
  lifetimeMs: env.ADMIN_SESSION_HOURS * 3_600_000,
  idleMs: env.ADMIN_IDLE_MINUTES * 60_000,
});

/** The signed-in admin a request carries. */
export interface AdminSession {
  readonly email: string;
  readonly csrfToken: string;
  readonly tokenHash: string;
}

const tokenHashOf = (token: string) => createHash("sha256").update(token).digest("hex");
/** Sliding the idle deadline writes at most once a minute per session. */
const TOUCH_EVERY_MS = 60_000;

export type SignInResult =
  | { readonly kind: "ok"; readonly token: string; readonly csrfToken: string; readonly maxAgeSeconds: number }
  | { readonly kind: "invalid" }
  | { readonly kind: "throttled" };

/**
 * Checks the password and opens a session. Attempts are limited per address and per account;
 * an unknown email costs the same time as a wrong password, so neither says which emails exist.
 */
export async function signIn(
  services: SiteServices,
  email: string,
  password: string,
  ip: string,
  policy: SessionPolicy,
): Promise<SignInResult> {
  const account = email.trim().toLowerCase().slice(0, 254);
  const accountKey = createHash("sha256").update(`admin\u0000${account}`).digest("hex");
  const [byAddress, byAccount] = await Promise.all([
    services.allowRequest("adminLogin", await services.clientKey(ip)),
    services.allowRequest("adminLoginAccount", accountKey),
  ]);
  if (!byAddress || !byAccount) return { kind: "throttled" };
  // No stored email holds a control character, and PostgreSQL refuses a NUL in a query.
  const user = account && isPlainText(account) ? await findAdminByEmail(services.db, account) : undefined;
  const matches = await verifyPassword(password.slice(0, 1024), user?.passwordHash ?? DUMMY_HASH);
  if (!user || !matches) return { kind: "invalid" };
  const token = randomBytes(32).toString("base64url");
  const csrfToken = randomBytes(24).toString("base64url");
  const now = services.now().getTime();
  await insertSession(services.db, {
    tokenHash: tokenHashOf(token),
    userId: user.id,
    csrfToken,
    now,
    expiresAt: now + policy.lifetimeMs,
  });
  return { kind: "ok", token, csrfToken, maxAgeSeconds: Math.floor(policy.lifetimeMs / 1000) };
}

/** The session behind a cookie's token, if it is neither expired nor idle for too long. */
export async function readSession(
  services: SiteServices,
  token: string | undefined,
  policy: SessionPolicy,
): Promise<AdminSession | undefined> {
  if (!token || token.length > 100) return undefined;
  const tokenHash = tokenHashOf(token);
  const stored = await findSession(services.db, tokenHash);
  const now = services.now().getTime();
  if (!stored) return undefined;
  if (stored.expiresAt <= now || stored.lastSeenAt + policy.idleMs <= now) {
    await deleteSession(services.db, tokenHash, now);
    return undefined;
  }
  // A short idle timeout (tests, strict setups) needs its deadline slid more often than once a minute.
  if (now - stored.lastSeenAt >= Math.min(TOUCH_EVERY_MS, policy.idleMs / 4)) {
    await touchSession(services.db, tokenHash, now);
  }
  return { email: stored.email, csrfToken: stored.csrfToken, tokenHash };
}

export async function signOut(services: SiteServices, session: AdminSession): Promise<void> {
  await deleteSession(services.db, session.tokenHash, services.now().getTime());
}

/** Constant-time comparison of the token a form or header sent with the session's. */
export function csrfMatches(session: AdminSession, sent: string | null | undefined): boolean {
  if (!sent) return false;
  const a = Buffer.from(session.csrfToken);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The session cookie: HttpOnly, SameSite=Lax, Secure whenever the site is reached over TLS. */
export function sessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${SESSION_COOKIE}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export const clearedSessionCookie = (secure: boolean) => sessionCookie("", 0, secure);

/** Whether the visitor reached us over TLS: directly, or through the one trusted proxy. */
export function isSecureRequest(request: Request, trustProxy: boolean): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  return trustProxy && (request.headers.get("x-forwarded-proto") ?? "").split(",")[0]?.trim() === "https";
}

export function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}
