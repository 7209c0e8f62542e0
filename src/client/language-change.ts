/**
 * A language switch is a navigation, so its outcome is only known on the next page:
 * the switch is remembered in sessionStorage and reported when that page starts.
 */
import { track } from "./analytics-client.ts";
import { savePreferredLocale } from "../stores/locale-preference.ts";

const PENDING_KEY = "pending_language_change";

export function beginLanguageChange(to: string): void {
  const from = document.documentElement.lang;
  savePreferredLocale(to);
  track("language_change", { from_language: from, to_language: to, page_path: location.pathname });
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ from, to }));
  } catch {
    // Without sessionStorage the outcome simply goes unreported.
  }
}

function takePending(): { from?: string; to?: string } | null {
  try {
    const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? "null") as { from?: string; to?: string } | null;
    sessionStorage.removeItem(PENDING_KEY);
    return pending;
  } catch {
    return null;
  }
}

export function consumeLanguageChange(): void {
  const pending = takePending();
  if (!pending?.to) return;
  const params = { from_language: pending.from ?? "", to_language: pending.to, page_path: location.pathname };
  const root = document.documentElement;
  if (root.dataset["route"] === "not-found" || root.lang !== pending.to) track("language_change_failed", params);
  // A guide article missing in that language: the page offers the languages that have it.
  else if (root.dataset["route"] === "career_article_missing") track("language_navigation_alternatives", params);
  else track("language_navigation_success", params);
}
