/**
 * When a failed delivery is tried again: doubling from 30 seconds, capped at 6 hours, and
 * given up after 12 attempts (about 14 hours in all, enough to ride out a mail provider's
 * outage). null means give up; the message stays stored and shows as failed to the admin.
 */
export const DELIVERY_MAX_ATTEMPTS = 12;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 6 * 3_600_000;

/** Delay after attempt number `attempts` (1 = the first try) failed, or null to give up. */
export function nextDeliveryDelay(attempts: number): number | null {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError(`attempts must be ≥ 1, got ${attempts}`);
  if (attempts >= DELIVERY_MAX_ATTEMPTS) return null;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (attempts - 1));
}
