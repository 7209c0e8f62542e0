import { env } from "./env.ts";

/** Facts about the product that pages and the server share. */
export const BRAND = "SalaryScope";
export const APP_STORE_ID = "6744272144";
export const APP_STORE_URL = `https://apps.apple.com/app/id${APP_STORE_ID}`;
export const SITE_URL = env.PUBLIC_SITE_URL.replace(/\/$/, "");
export const SUPPORT_EMAIL = env.SUPPORT_EMAIL;
/** Date shown as "last updated" on the legal pages; change it with their text. */
export const LEGAL_UPDATED = "2026-11-21";

/** Public analytics ids handed to the browser; null turns a sink off. */
export const ANALYTICS_PUBLIC_CONFIG = {
  measurementId: env.PUBLIC_GA_MEASUREMENT_ID ?? null,
  adsConversionId: env.PUBLIC_ADS_CONVERSION_ID ?? null,
  firebase: env.PUBLIC_FIREBASE_CONFIG ?? null,
} as const;
