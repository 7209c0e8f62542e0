import type { ClientDirective } from "astro";

const TRIGGERS = ["pointerover", "pointerdown", "focusin", "touchstart"] as const;

const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  let pendingClick: HTMLElement | null = null;

  const start = async () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
    // Clicks are held until here: the pointerdown that started hydration is followed by its
    // click long before the island is live, and that click would otherwise do nothing.
    el.removeEventListener("click", holdClick, true);
    // A click that arrived before hydration finished is replayed on the now-live element.
    if (pendingClick?.isConnected) pendingClick.click();
    pendingClick = null;
  };

  const holdClick = (event: Event) => {
    if (event.target instanceof HTMLElement) pendingClick = event.target;
    event.preventDefault();
    event.stopPropagation();
    void start();
  };

  for (const type of TRIGGERS) el.addEventListener(type, start, { passive: true });
  el.addEventListener("click", holdClick, true);
};

export default interaction;
