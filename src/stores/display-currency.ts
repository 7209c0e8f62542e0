import { atom } from "nanostores";

/**
 * Which currency result pages show: the country's own or US dollars. Set by the currency
 * buttons (a page script) and kept across pages, so a visitor who prefers dollars sees dollars
 * on every result.
 */
export type DisplayCurrency = "local" | "usd";

export const DISPLAY_CURRENCY_KEY = "display_currency";

function stored(): DisplayCurrency {
  try {
    return globalThis.localStorage?.getItem(DISPLAY_CURRENCY_KEY) === "usd" ? "usd" : "local";
  } catch {
    return "local";
  }
}

export const $displayCurrency = atom<DisplayCurrency>(stored());

$displayCurrency.listen((value) => {
  try {
    globalThis.localStorage?.setItem(DISPLAY_CURRENCY_KEY, value);
  } catch {
    // Storage can be disabled; the choice then lasts for this page.
  }
});
