/** localStorage key holding "granted" or "denied" once the visitor chose in the consent banner. */
export const CONSENT_STORAGE_KEY = "analytics_consent";
