/**
 * Fills the page's ad slots. The page reserves each slot's space, so nothing moves when an ad
 * arrives; a slot left empty collapses only while it is below the screen, where that moves
 * nothing the visitor sees. AdSense's code is inserted only when an AdSense publisher fills a
 * slot, non-personalised unless the visitor granted consent. Impressions, viewable
 * impressions (half the ad on screen for a second) and clicks are reported first-party.
 */
import { VIEWABLE_MS, VIEWABLE_RATIO, type AdEventKind } from "../lib/ads/ad-events.ts";
import { regionOfLocale } from "../lib/salary/calculator-input.ts";
import { consentState } from "./analytics-client.ts";

type Decision =
  { kind: "adsense"; id: number; client: string; slot: string } | { kind: "house"; id: number; link: string };

interface Report {
  placement: string;
  publisherId: number;
  kind: AdEventKind;
}

const queue: Report[] = [];
let flushTimer: number | undefined;

function flush(): void {
  window.clearTimeout(flushTimer);
  flushTimer = undefined;
  while (queue.length > 0) {
    const events = queue.splice(0, 20);
    void fetch("/api/v1/ads/events", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ events }),
      keepalive: true,
    }).catch(() => undefined); // a lost report must never disturb the page
  }
}

function report(placement: string, publisherId: number, kind: AdEventKind): void {
  queue.push({ placement, publisherId, kind });
  flushTimer ??= window.setTimeout(flush, 2_000);
}

/** Half the slot on screen for a second counts once as viewable. */
function watchViewability(slot: HTMLElement, onViewable: () => void): void {
  let timer: number | undefined;
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (entry && entry.intersectionRatio >= VIEWABLE_RATIO) {
        timer ??= window.setTimeout(() => {
          observer.disconnect();
          onViewable();
        }, VIEWABLE_MS);
      } else if (timer !== undefined) {
        window.clearTimeout(timer);
        timer = undefined;
      }
    },
    { threshold: [0, VIEWABLE_RATIO] },
  );
  observer.observe(slot);
}

function renderHouse(slot: HTMLElement, decision: Extract<Decision, { kind: "house" }>, onClick: () => void): void {
  const link = document.createElement("a");
  link.className = "ad-house";
  link.href = decision.link;
  link.rel = "sponsored noopener";
  const headline = document.createElement("strong");
  headline.textContent = slot.dataset["headline"] ?? "";
  const body = document.createElement("span");
  body.textContent = slot.dataset["body"] ?? "";
  const cta = document.createElement("span");
  cta.className = "ad-house-cta";
  cta.textContent = slot.dataset["cta"] ?? "";
  link.append(headline, body, cta);
  link.addEventListener("click", onClick);
  slot.querySelector(".ad-content")?.replaceChildren(link);
}

let adsenseLoaded = false;
function renderAdsense(slot: HTMLElement, decision: Extract<Decision, { kind: "adsense" }>, onClick: () => void): void {
  const w = window as unknown as { adsbygoogle?: unknown[] & { requestNonPersonalizedAds?: number } };
  w.adsbygoogle ??= [];
  w.adsbygoogle.requestNonPersonalizedAds = consentState() === "granted" ? 0 : 1;
  if (!adsenseLoaded) {
    adsenseLoaded = true;
    const script = document.createElement("script");
    script.async = true;
    script.crossOrigin = "anonymous";
    script.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(decision.client)}`;
    document.head.append(script);
  }
  const ins = document.createElement("ins");
  ins.className = "adsbygoogle";
  ins.style.display = "block";
  ins.dataset["adClient"] = decision.client;
  ins.dataset["adSlot"] = decision.slot;
  ins.dataset["adFormat"] = "auto";
  ins.dataset["fullWidthResponsive"] = "true";
  if (slot.dataset["adTest"] === "on") ins.dataset["adtest"] = "on";
  slot.querySelector(".ad-content")?.replaceChildren(ins);
  w.adsbygoogle.push({});
  // A click inside the ad's frame is not visible to the page; the window losing focus to it is.
  window.addEventListener("blur", () => {
    if (document.activeElement instanceof HTMLIFrameElement && slot.contains(document.activeElement)) onClick();
  });
}

function fill(slot: HTMLElement, decision: Decision | null | undefined): void {
  const placement = slot.dataset["adPlacement"] ?? "";
  if (!decision) {
    if (slot.getBoundingClientRect().top > window.innerHeight) slot.hidden = true;
    return;
  }
  let clicked = false;
  const onClick = () => {
    if (clicked) return;
    clicked = true;
    report(placement, decision.id, "click");
    flush();
  };
  if (decision.kind === "house") renderHouse(slot, decision, onClick);
  else renderAdsense(slot, decision, onClick);
  slot.dataset["adFilled"] = decision.kind;
  report(placement, decision.id, "impression");
  watchViewability(slot, () => report(placement, decision.id, "viewable"));
}

export async function fillAdSlots(): Promise<void> {
  const slots = [...document.querySelectorAll<HTMLElement>("[data-ad-placement]")];
  if (slots.length === 0) return;
  const lang = document.documentElement.lang || "en";
  // The page's own country where it has one (a salary result), else the browser's region.
  const country =
    slots.find((s) => s.dataset["adCountry"])?.dataset["adCountry"] ??
    navigator.languages.map(regionOfLocale).find((r) => r !== null) ??
    "";
  let placements: Record<string, Decision | null> = {};
  try {
    const response = await fetch(`/api/v1/ads?lang=${encodeURIComponent(lang)}&country=${encodeURIComponent(country)}`);
    if (response.ok)
      placements = ((await response.json()) as { placements: Record<string, Decision | null> }).placements;
  } catch {
    // Offline or failing: the slots stay empty.
  }
  for (const slot of slots) fill(slot, placements[slot.dataset["adPlacement"] ?? ""]);
  addEventListener("pagehide", flush);
}
