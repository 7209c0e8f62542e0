/**
 * User agents whose events are dropped: crawlers and scripted HTTP clients. Headless
 * browsers are NOT dropped: "HeadlessChrome" is what our Playwright suite sends, and
 * scrapers that run it are rare on a page with nothing to scrape but a beacon.
 */
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|mediapartners|lighthouse|pagespeed|curl\/|wget\/|python-requests|python-urllib|aiohttp|httpx|go-http-client|java\/|okhttp|libwww|node-fetch|axios\/|undici|^node$|^$/i;

/** True when the user agent is missing or names a bot or a script. Pure, usable on the client. */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return BOT_USER_AGENT.test((userAgent ?? "").trim());
}
