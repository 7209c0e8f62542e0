/**
 * The client's address: the socket's peer, or with `trustProxy` the last X-Forwarded-For
 * hop, i.e. the address our one trusted proxy saw. Earlier hops are client-supplied and
 * never trusted. Used only to hash and rate-limit; it is never stored.
 */
export function clientAddress(headers: Headers, socketAddress: string | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = (headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    const last = hops.at(-1);
    if (last) return last;
  }
  return socketAddress ?? "unknown";
}
