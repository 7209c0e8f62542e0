import { BlockList, isIPv4, isIPv6 } from "node:net";
import { canonicalEntry, IPV4_MAPPED } from "../../lib/http/trusted-proxy-list.ts";

/**
 * Who sent a request, and whether it reached us over TLS: the one place that reads
 * X-Forwarded-For and X-Forwarded-Proto. Forwarded hops are believed only as far as the chain
 * of trusted proxies (TRUST_PROXY) vouches for them; anything further left is client-supplied.
 */

/** The proxies whose forwarded headers we believe. */
export interface TrustedProxies {
  readonly size: number;
  has(address: string): boolean;
}

export const NO_TRUSTED_PROXIES: TrustedProxies = { size: 0, has: () => false };

/**
 * A bare IP address in one spelling per host, or undefined. IPv4-mapped IPv6 (what a dual-stack
 * socket reports for an IPv4 peer) becomes plain IPv4, so both spellings share a rate-limit key
 * and match the same TRUST_PROXY entry. Brackets and ports, which some proxies add, are dropped.
 */
export function normalizeAddress(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  const mapped = IPV4_MAPPED.exec(text);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1];
  if (isIPv4(text)) return text;
  if (isIPv6(text)) return text.toLowerCase();
  return undefined;
}

/**
 * The key a per-client limit counts under: an IPv4 address as it is, an IPv6 address by its /64
 * network. A home, an office or a phone is handed a whole /64, so counting each /128 apart let
 * one client pass every limit by rotating through its own addresses.
 */
export function rateLimitKey(address: string): string {
  if (!isIPv6(address)) return address;
  // Expand "::" to eight groups, then keep the first four.
  const [head = "", tail] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** A matcher over addresses and CIDR ranges (TRUST_PROXY's entries), built once at start-up. */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  if (entries.length === 0) return NO_TRUSTED_PROXIES;
  const list = new BlockList();
  for (const entry of entries) {
    const canonical = canonicalEntry(entry.trim());
    if (!canonical) throw new Error(`Not an IP address or CIDR range: ${entry}`);
    const [base = "", prefix = ""] = canonical.split("/");
    list.addSubnet(base, Number(prefix), isIPv4(base) ? "ipv4" : "ipv6");
  }
  return {
    size: entries.length,
    has(address) {
      const normalized = normalizeAddress(address);
      if (!normalized) return false;
      return list.check(normalized, isIPv4(normalized) ? "ipv4" : "ipv6");
    },
  };
}

export interface RequestClient {
  /** The client's address, normalized. Used only to hash and rate-limit; never stored. */
  readonly address: string;
  /** Whether the client's own connection was TLS: the Secure-cookie decision. */
  readonly secure: boolean;
}

const listOf = (header: string | null): string[] =>
  header ? header.split(",").map((part) => part.trim().toLowerCase()) : [];

/**
 * Walks X-Forwarded-For from the right, starting at the socket's peer: each hop a trusted proxy
 * reports is believed, and the walk stops at the first hop that is not itself a trusted proxy;
 * that hop is the client. Its protocol is X-Forwarded-Proto at the same position counted from
 * the right (each proxy appends one value to both headers, or a single proxy sets both), so the
 * address and the Secure decision always come from the same proxy's report.
 */
export function requestClient(
  request: { readonly headers: Headers; readonly url: string },
  socketAddress: string | undefined,
  proxies: TrustedProxies,
): RequestClient {
  const socketSecure = request.url.startsWith("https:");
  const peer = normalizeAddress(socketAddress);
  if (!peer) return { address: socketAddress || "unknown", secure: socketSecure };
  if (proxies.size === 0 || !proxies.has(peer)) return { address: peer, secure: socketSecure };
  const hops = listOf(request.headers.get("x-forwarded-for"));
  const protocols = listOf(request.headers.get("x-forwarded-proto"));
  let client: RequestClient = { address: peer, secure: socketSecure };
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normalizeAddress(hops[i]);
    // A trusted proxy appends a real address; anything else means the chain cannot be read
    // further, and the last address a trusted proxy vouched for stands.
    if (!hop) break;
    client = { address: hop, secure: protocols[protocols.length - (hops.length - i)] === "https" };
    if (!proxies.has(hop)) break;
  }
  return client;
}
