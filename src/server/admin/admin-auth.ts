import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "../../config/env.ts";
import {
  deleteSession,
  findAdminByEmail,
  findSession,
  insertSession,
  touchSession,
} from "../db/queries/admin-accounts.ts";
import { isPlainText } from "../../lib/validation/plain-text.ts";
import type { SiteServices } from "../site-services.ts";
import { countDeviceAttempt, deleteDevice, insertDevice } from "../db/queries/admin-devices.ts";
import { DUMMY_HASH, PasswordHasherBusy, verifyPassword } from "./password-hash.ts";

export const SESSION_COOKIE = "admin_session";
export const DEVICE_COOKIE = "admin_device";

export interface SessionPolicy {
  readonly lifetimeMs: number;
  readonly idleMs: number;
  /** How long a browser that signed in stays a known device. */
  readonly deviceLifetimeMs: number;
  /** Attempts a device cookie may make since its last success before it counts as unknown. */
  readonly deviceAttempts: number;
}

export const sessionPolicyFromEnv = (): SessionPolicy => ({
  lifetimeMs: env.ADMIN_SESSION_HOURS * 3_600_000,
  idleMs: env.ADMIN_IDLE_MINUTES * 60_000,
  deviceLifetimeMs: env.ADMIN_DEVICE_DAYS * 86_400_000,
  deviceAttempts: env.ADMIN_DEVICE_ATTEMPTS,
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
  | {
      readonly kind: "ok";
      readonly token: string;
      readonly csrfToken: string;
      readonly maxAgeSeconds: number;
      /** A fresh device cookie value: the one presented, if any, is used up. */
      readonly deviceToken: string;
      readonly deviceMaxAgeSeconds: number;
    }
  | { readonly kind: "invalid" }
  | { readonly kind: "throttled" }
  /** Every password check is taken and the queue is full: try again in a moment. */
  | { readonly kind: "busy" };

/**
 * Checks the password and opens a session, following OWASP's device-cookie scheme against
 * brute force: a browser presenting a device cookie this account issued is limited only by
 * the attempts made with that cookie, so guesses from elsewhere can never lock the owner out;
 * every other attempt is limited per address and per account. An unknown email costs the same
 * time as a wrong password, so neither says which emails exist.
 */
export async function signIn(
  services: SiteServices,
  email: string,
  password: string,
  ip: string,
  policy: SessionPolicy,
  deviceToken?: string,
): Promise<SignInResult> {
  const account = email.trim().toLowerCase().slice(0, 254);
  const now = services.now().getTime();
  // No stored email holds a control character, and PostgreSQL refuses a NUL in a query.
  const user = account && isPlainText(account) ? await findAdminByEmail(services.db, account) : undefined;
  const deviceHash = deviceToken && deviceToken.length <= 100 ? tokenHashOf(deviceToken) : undefined;
  // Asked for unknown emails too (id 0 matches no row), so the query's time says nothing about which exist.
  const deviceAttempts = deviceHash ? await countDeviceAttempt(services.db, deviceHash, user?.id ?? 0, now) : undefined;
  const knownDevice = deviceAttempts !== undefined && deviceAttempts <= policy.deviceAttempts;
  if (!knownDevice) {
    const accountKey = createHash("sha256").update(`admin\u0000${account}`).digest("hex");
    const [byAddress, byAccount] = await Promise.all([
      services.allowRequest("adminLogin", await services.clientKey(ip)),
      services.allowRequest("adminLoginAccount", accountKey),
    ]);
    if (!byAddress || !byAccount) return { kind: "throttled" };
  }
  let matches: boolean;
  try {
    matches = await verifyPassword(password.slice(0, 1024), user?.passwordHash ?? DUMMY_HASH, { urgent: knownDevice });
  } catch (error) {
    if (error instanceof PasswordHasherBusy) return { kind: "busy" };
    throw error;
  }
  if (!user || !matches) return { kind: "invalid" };
  const token = randomBytes(32).toString("base64url");
  const csrfToken = randomBytes(24).toString("base64url");
  await insertSession(services.db, {
    tokenHash: tokenHashOf(token),
    userId: user.id,
    csrfToken,
    now,
    expiresAt: now + policy.lifetimeMs,
  });
  // A new device token on every success: the old one, possibly copied, stops counting.
  const newDevice = randomBytes(32).toString("base64url");
  if (deviceHash) await deleteDevice(services.db, deviceHash, now);
  await insertDevice(services.db, {
    tokenHash: tokenHashOf(newDevice),
    userId: user.id,
    now,
    expiresAt: now + policy.deviceLifetimeMs,
  });
  return {
    kind: "ok",
    token,
    csrfToken,
    maxAgeSeconds: Math.floor(policy.lifetimeMs / 1000),
    deviceToken: newDevice,
    deviceMaxAgeSeconds: Math.floor(policy.deviceLifetimeMs / 1000),
  };
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

/** An HttpOnly cookie for the whole site, Secure whenever the site is reached over TLS. */
function httpOnlyCookie(
  name: string,
  token: string,
  sameSite: "Lax" | "Strict",
  maxAgeSeconds: number,
  secure: boolean,
): string {
  return [
    `${name}=${token}`,
    "Path=/",
    "HttpOnly",
    `SameSite=${sameSite}`,
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** The session cookie: SameSite=Lax, so a link to an admin page from elsewhere arrives signed in. */
export function sessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return httpOnlyCookie(SESSION_COOKIE, token, "Lax", maxAgeSeconds, secure);
}

export const clearedSessionCookie = (secure: boolean) => sessionCookie("", 0, secure);

/**
 * The device cookie: SameSite=Strict because only our own sign-in form needs it. It holds a
 * random token; the account it belongs to is known only to the server.
 */
export function deviceCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return httpOnlyCookie(DEVICE_COOKIE, token, "Strict", maxAgeSeconds, secure);
}

export function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}
