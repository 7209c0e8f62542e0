/** Visits shorter than this are not reported as page_view_duration. */
export const MIN_REPORTED_SECONDS = 1;

/** Whole seconds on the page, or null when the visit was too short to report. */
export function reportableDuration(enteredAtMs: number, leftAtMs: number): number | null {
  const seconds = (leftAtMs - enteredAtMs) / 1000;
  if (!Number.isFinite(seconds) || seconds < MIN_REPORTED_SECONDS) return null;
  return Math.round(seconds);
}
