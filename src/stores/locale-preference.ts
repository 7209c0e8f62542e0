/** Storage key for the chosen language (read by the inline language-detection script). */
export const LOCALE_STORAGE_KEY = "user-locale";

export function savePreferredLocale(code: string): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, code);
  } catch {
    // Storage can be disabled (private mode); the switch still navigates.
  }
}
