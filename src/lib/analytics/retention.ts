/** How long analytics events are kept; the privacy policy promises this figure in every language. */
export const EVENT_RETENTION_MONTHS = 25;

/** Events stored before this instant (epoch ms) are past retention: same day and time, 25 calendar months back (UTC). */
export function eventRetentionCutoff(now: Date, months = EVENT_RETENTION_MONTHS): number {
  const cutoff = new Date(now.getTime());
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  // Clamp to the month's last day (31 March − 1 month is 28/29 February, not 3 March).
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff.getTime();
}
