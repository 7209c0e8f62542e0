// Debian's Chromium and the flags this sandbox needs (no network beyond the registries, root, no GPU);
// shared by the Playwright config and the audit script.
export const CHROMIUM_PATH = "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
