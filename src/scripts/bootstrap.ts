/**
 * Client start-up shared by every page. Any exception here replaces the page with the
 * localized startup error (SPEC §4) instead of leaving a half-working page.
 */
import { track } from "../lib/analytics/track.ts";
import { AB_TEST_VERSION } from "../lib/ab-test/assign-variant.ts";
import { savePreferredLocale } from "../stores/locale-preference.ts";

/** SPEC §9: focus the position input after 100 ms, then again after 50 ms (layout may shift). */
const FOCUS_DELAYS_MS = [100, 50] as const;

function focusCalculator(): void {
  const target =
    document.getElementById("position") ??
    document.getElementById("calculator-title") ??
    document.getElementById("calculator");
  if (!target) return;
  target.scrollIntoView({ block: "center" });
  window.setTimeout(() => {
    target.focus();
    window.setTimeout(() => target.focus(), FOCUS_DELAYS_MS[1]);
  }, FOCUS_DELAYS_MS[0]);
}

function wireCalculateLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-calculate]")) {
    link.addEventListener("click", (event) => {
      const url = new URL(link.href);
      if (url.pathname !== location.pathname) return; // Another page: the hash handler below runs there.
      event.preventDefault();
      link.closest("details")?.removeAttribute("open");
      history.replaceState(null, "", url.hash);
      focusCalculator();
    });
  }
  if (location.hash === "#calculator") focusCalculator();
}

function wireLanguageLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-lang-link]")) {
    link.addEventListener("click", () => savePreferredLocale(link.dataset["langLink"] ?? ""));
  }
}

function reportAbAssignment(): void {
  const root = document.documentElement;
  if (root.dataset["abAssigned"] !== "1") return;
  const variant = root.dataset["abVariant"] === "v1" ? "v1" : "v2";
  track("ab_test_assignment", { variant, version: AB_TEST_VERSION, page_path: location.pathname });
}

function refreshCopyrightYear(): void {
  const node = document.querySelector<HTMLElement>("[data-copyright-template]");
  const template = node?.dataset["copyrightTemplate"];
  if (node && template) node.textContent = template.replace("{year}", String(new Date().getFullYear()));
}

function showStartupError(): void {
  document.getElementById("startup-error")?.removeAttribute("hidden");
}

export function bootstrap(): void {
  try {
    reportAbAssignment();
    wireCalculateLinks();
    wireLanguageLinks();
    refreshCopyrightYear();
  } catch (error) {
    showStartupError();
    console.error(error);
  }
}
