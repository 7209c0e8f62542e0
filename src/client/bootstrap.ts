/**
 * Client start-up shared by every page. Any exception here replaces the page with the
 * localized startup error instead of leaving a half-working page.
 */
import { AB_TEST_VERSION } from "../lib/ab-test/assign-variant.ts";
import { initAnalytics, track } from "./analytics-client.ts";
import { wireConsent } from "./consent-banner.ts";
import { beginLanguageChange, consumeLanguageChange } from "./language-change.ts";
import { fillPlaceholders } from "../lib/i18n/browser-placeholders.ts";

/** Focus the position input after 100 ms, then again after 50 ms (layout may shift). */
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
    link.addEventListener("click", () =>
      beginLanguageChange(link.dataset["langLink"] ?? "", link.dataset["langAlternative"] !== undefined),
    );
  }
}

function reportAbAssignment(): void {
  const root = document.documentElement;
  if (root.dataset["abAssigned"] !== "1") return;
  const variant = root.dataset["abVariant"] === "v1" ? "v1" : "v2";
  track("ab_test_assignment", { variant, version: AB_TEST_VERSION });
}

/** Clicks on marked links and buttons become catalogue events (one delegated listener). */
function wireTrackedClicks(): void {
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-track]") : null;
    if (!target) return;
    const location = target.dataset["trackLocation"] ?? document.documentElement.dataset["route"] ?? "page";
    const name = target.dataset["trackName"] ?? "link";
    for (const kind of (target.dataset["track"] ?? "").split(" ")) {
      if (kind === "button") track("button_click", { button_name: name, button_location: location });
      if (kind === "ios") {
        track("ios_download_click", { button_name: name, button_location: location });
        track("app_store_redirect", { button_name: name, button_location: location, store: "app_store" });
      }
      if (kind === "android") track("android_download_click", { button_name: name, button_location: location });
      if (kind === "install-intent") track("app_install_intent", { button_name: name, button_location: location });
      if (kind === "qr") track("qr_code_interaction", { button_location: location });
    }
  });
}

const SMART_BANNER_DISMISSED_KEY = "smart_banner_dismissed";

/** Phones only, after the consent choice, never over Apple's own banner in iOS Safari. */
function wireSmartBanner(): void {
  const banner = document.getElementById("smart-banner");
  if (!banner || !matchMedia("(max-width: 48rem)").matches) return;
  try {
    if (localStorage.getItem(SMART_BANNER_DISMISSED_KEY) === "1") return;
  } catch {
    return; // Without storage a dismissal could not be remembered: better not to nag.
  }
  if ((document.documentElement.dataset["consent"] ?? "unset") === "unset") return;
  const ua = navigator.userAgent;
  const iosSafari = /iPhone|iPad|iPod/.test(ua) && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua);
  if (iosSafari) return;
  const android = /Android/.test(ua);
  banner.querySelector<HTMLElement>('[data-platform="ios"]')?.toggleAttribute("hidden", android);
  banner.querySelector<HTMLElement>('[data-platform="android"]')?.toggleAttribute("hidden", !android);
  banner.hidden = false;
  banner.querySelector("[data-dismiss]")?.addEventListener("click", () => {
    banner.hidden = true;
    try {
      localStorage.setItem(SMART_BANNER_DISMISSED_KEY, "1");
    } catch {
      // Hidden for this page view at least.
    }
  });
}

function refreshCopyrightYear(): void {
  const node = document.querySelector<HTMLElement>("[data-copyright-template]");
  const template = node?.dataset["copyrightTemplate"];
  if (node && template) node.textContent = fillPlaceholders(template, { year: new Date().getFullYear() });
}

function showStartupError(): void {
  document.getElementById("startup-error")?.removeAttribute("hidden");
}

export function bootstrap(): void {
  try {
    initAnalytics();
    reportAbAssignment();
    consumeLanguageChange();
    wireConsent();
    wireTrackedClicks();
    wireCalculateLinks();
    wireLanguageLinks();
    wireSmartBanner();
    refreshCopyrightYear();
  } catch (error) {
    showStartupError();
    console.error(error);
  }
}
