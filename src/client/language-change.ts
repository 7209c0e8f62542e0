/**
 * A language switch is a navigation, so its outcome is only known on the next page:
 * the switch is remembered in sessionStorage and reported when that page starts.
 */
import { track } from "./analytics-client.ts";
import { savePreferredLocale } from "../stores/locale-preference.ts";

const PENDING_KEY = "pending_language_change";

/** `alternative`: the page has no version in `to`, so the link leads to the nearest page that has one. */
export function beginLanguageChange(to: string, alternative = false): void {
  const from = document.documentElement.lang;
  savePreferredLocale(to);
  track("language_change", { from_language: from, to_language: to, page_path: location.pathname });
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ from, to, alternative }));
  } catch {
    // Without sessionStorage the outcome simply goes unreported.
  }
}

function takePending(): { from?: string; to?: string; alternative?: boolean } | null {
  try {
    const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? "null") as {
      from?: string;
      to?: string;
      alternative?: boolean;
    } | null;
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
  // A guide article missing in that language: the link led to that language's guide home, or
  // the page reached offers the languages that have the article.
  else if (pending.alternative || root.dataset["route"] === "career_article_missing")
    track("language_navigation_alternatives", params);
  else track("language_navigation_success", params);
}
