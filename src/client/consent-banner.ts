/**
 * The consent banner: the visitor's choice, reopening from the footer, and keeping the banner out
 * of the way of whatever has focus (WCAG 2.2 SC 2.4.11). The styles that use the reserved height
 * live with the banner in src/components/ConsentBanner.astro.
 */
import { setConsent } from "./analytics-client.ts";

/** The custom property ConsentBanner.astro reads for scroll-padding and the body's end padding. */
export const CONSENT_SIZE_PROPERTY = "--consent-block-size";

/** Whole pixels, rounded up so a fraction of a pixel never leaves a focus ring under the banner. */
export function reservedBlockSize(bannerBlockSize: number): string {
  return `${Number.isFinite(bannerBlockSize) && bannerBlockSize > 0 ? Math.ceil(bannerBlockSize) : 0}px`;
}

function reserveSpace(banner: HTMLElement): void {
  const root = document.documentElement;
  const update = () => root.style.setProperty(CONSENT_SIZE_PROPERTY, reservedBlockSize(banner.offsetHeight));
  update();
  // Hidden (display: none) measures 0, so choosing gives the space back by itself.
  if ("ResizeObserver" in window) new ResizeObserver(update).observe(banner);
}

export function wireConsent(): void {
  const banner = document.getElementById("consent-banner");
  const root = document.documentElement;
  // The layout puts the banner right after the skip link, early in the tab order.
  if (banner) reserveSpace(banner);
  // Reopened from the footer, the banner now sits far from the button that opened it: closing it
  // hands focus back there instead of leaving the visitor at the top of the page.
  let opener: HTMLElement | null = null;
  const close = () => {
    const hadFocus = banner?.contains(document.activeElement) ?? false;
    delete root.dataset["consentOpen"];
    if (hadFocus && opener?.isConnected) opener.focus();
    opener = null;
  };
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-consent-choice]")) {
    button.addEventListener("click", () => {
      setConsent(button.dataset["consentChoice"] === "granted" ? "granted" : "denied");
      close();
    });
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-consent-settings]")) {
    button.addEventListener("click", () => {
      opener = button;
      root.dataset["consentOpen"] = "1";
      banner?.focus();
    });
  }
  banner?.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && root.dataset["consentOpen"]) close();
  });
}
