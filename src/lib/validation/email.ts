/**
 * Pragmatic address check shared by browser and server: one "@", a non-empty local part, a
 * dotted domain, no spaces, and the RFC 5321 length limits. Deliverability is not knowable here.
 */
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(input: string): boolean {
  const email = input.trim();
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH) return false;
  const match = /^([^\s@]+)@([^\s@]+\.[^\s@.]{2,})$/.exec(email);
  if (!match) return false;
  const [, local = "", domain = ""] = match;
  return local.length <= 64 && !domain.startsWith(".") && !domain.includes("..") && !local.startsWith(".");
}
