/**
 * TRUST_PROXY's list of addresses and CIDR ranges, read into one spelling per range. Pure, so
 * that configuration (env.ts) can check it at start-up and the server build its matcher from it.
 */
import { isIPv4, isIPv6 } from "node:net";

/** An IPv4 address as a dual-stack socket spells it (::ffff:a.b.c.d). */
export const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * Parses a TRUST_PROXY value: "false" (or empty) for none, else a comma-separated list of
 * addresses and CIDR ranges. Returns the entries in canonical form, or an error message.
 * "true" is refused on purpose: it used to trust whichever client connected directly.
 */
export function parseTrustedProxyList(value: string): { entries: string[] } | { error: string } {
  const text = value.trim();
  if (/^(false|0|no|off|n|disabled)?$/i.test(text)) return { entries: [] };
  if (/^(true|1|yes|on|y|enabled)$/i.test(text)) {
    return {
      error:
        "TRUST_PROXY no longer accepts true (it let any client choose its address); list the proxies' " +
        "addresses or CIDR ranges instead, e.g. TRUST_PROXY=10.0.0.0/8 or TRUST_PROXY=127.0.0.1,::1",
    };
  }
  const entries: string[] = [];
  for (const item of text.split(",").map((part) => part.trim())) {
    const entry = canonicalEntry(item);
    if (!entry) return { error: `TRUST_PROXY: "${item}" is not an IP address or CIDR range (a.b.c.d/nn, x:y::/nn)` };
    entries.push(entry);
  }
  return { entries };
}

/** One entry as "address/prefix" in canonical form, or undefined when it is not an address or range. */
export function canonicalEntry(item: string): string | undefined {
  const [base = "", prefixText, extra] = item.split("/");
  if (extra !== undefined || (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))) return undefined;
  const mapped = IPV4_MAPPED.exec(base);
  if (mapped && isIPv4(mapped[1]!)) {
    // ::ffff:a.b.c.d/120 is the IPv4 range a.b.c.d/24 as a dual-stack socket spells it.
    const prefix = prefixText === undefined ? 32 : Number(prefixText) - 96;
    return prefix >= 0 && prefix <= 32 ? `${mapped[1]}/${prefix}` : undefined;
  }
  const max = isIPv4(base) ? 32 : isIPv6(base) ? 128 : 0;
  if (!max) return undefined;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  return prefix <= max ? `${max === 128 ? base.toLowerCase() : base}/${prefix}` : undefined;
}
