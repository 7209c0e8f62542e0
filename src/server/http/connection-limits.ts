import type { Server } from "node:http";
import { normalizeAddress, rateLimitKey, type TrustedProxies } from "./client-address.ts";

/**
 * Caps on open connections: in all (below the process's file limit, so new visitors are never
 * refused by the kernel) and per client address (its /64 for IPv6), so that one client's slow
 * or idle sockets cannot take them all. A trusted proxy carries many visitors and is not capped
 * per address. A connection over a cap is closed at once, before any request is read.
 */
export function limitConnections(
  server: Server,
  limits: { readonly total: number; readonly perAddress: number; readonly proxies: TrustedProxies },
): void {
  server.maxConnections = limits.total;
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const address = normalizeAddress(socket.remoteAddress);
    if (!address || limits.proxies.has(address)) return;
    const key = rateLimitKey(address);
    const count = (open.get(key) ?? 0) + 1;
    if (count > limits.perAddress) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
