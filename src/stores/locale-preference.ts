import { atom } from "nanostores";

/** Storage key for the chosen language. */
export const LOCALE_STORAGE_KEY = "user-locale";

/** The language the visitor chose in this tab; islands subscribe to react to a switch. */
export const $preferredLocale = atom<string | null>(null);

export function savePreferredLocale(code: string): void {
  $preferredLocale.set(code);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, code);
  } catch {
    // Storage can be disabled (private mode); the switch still navigates.
  }
}
