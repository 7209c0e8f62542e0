/**
 * The script rules of the Content-Security-Policy. Scripts run only from this origin, from the
 * inline scripts whose hashes the build collected, and from the analytics hosts of the services
 * that are configured (gtag, Firebase, ads); nothing else, and no inline event handlers.
 * Those hosts are only ever asked for after the visitor accepts optional analytics: the page
 * loads nothing from them before.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const SCRIPT_SOURCES_FILE = "script-sources.json";

/** Script elements a browser executes (and CSP governs); JSON and other data blocks are not. */
export function isExecutableScriptType(type: string | undefined): boolean {
  if (type === undefined || type.trim() === "") return true;
  return /^(?:module|(?:text|application)\/(?:javascript|ecmascript))$/i.test(type.trim());
}

const SOURCE = /^(?:'self'|'wasm-unsafe-eval'|'sha256-[A-Za-z0-9+/]+=*'|https:\/\/[a-z0-9.-]+)$/;

/**
 * The sources the build wrote beside the server bundle. Without that file (a build that skipped
 * the step) only same-origin scripts may run, which breaks inline scripts rather than allowing all.
 */
export function readScriptSources(serverDir: string): string[] {
  const file = join(serverDir, SCRIPT_SOURCES_FILE);
  if (!existsSync(file)) return ["'self'"];
  const { scriptSources: sources } = JSON.parse(readFileSync(file, "utf8")) as { scriptSources: string[] };
  return sources.filter((s) => SOURCE.test(s));
}

export interface ThirdPartyScripts {
  readonly gtag: boolean;
  readonly ads: boolean;
}

/** Hosts Google documents for AdSense display ads under a strict script-src. */
export const ADSENSE_SCRIPT_HOSTS = [
  "https://pagead2.googlesyndication.com",
  "https://tpc.googlesyndication.com",
  "https://partner.googleadservices.com",
  "https://www.googletagservices.com",
  "https://adservice.google.com",
  "https://ep2.adtrafficquality.google",
  "https://fundingchoicesmessages.google.com",
] as const;

/**
 * The sources with AdSense's loader and the scripts it pulls in added (those not already there).
 * Publishers are enabled at run time, so the build leaves these out and the server adds them
 * while an AdSense publisher is enabled; the loader itself is only inserted on a page where such
 * a publisher fills a placement.
 */
export function withAdsense(sources: readonly string[]): string[] {
  const extra = ["https://googleads.g.doubleclick.net", ...ADSENSE_SCRIPT_HOSTS].filter((h) => !sources.includes(h));
  return [...sources, ...extra];
}

/** script-src sources: self, the inline hashes, and the hosts of configured analytics only. */
export function scriptSources(hashes: readonly string[], thirdParty: ThirdPartyScripts): string[] {
  const hosts = [
    ...(thirdParty.gtag || thirdParty.ads ? ["https://www.googletagmanager.com"] : []),
    ...(thirdParty.ads ? ["https://googleads.g.doubleclick.net", "https://www.googleadservices.com"] : []),
  ];
  // The guide's full-text search (Pagefind) compiles WebAssembly; this allows that and no eval.
  return ["'self'", "'wasm-unsafe-eval'", ...hashes.map((h) => `'${h}'`), ...hosts];
}
