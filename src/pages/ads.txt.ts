import type { APIRoute } from "astro";
import { adsTxt } from "../lib/ads/ad-publishers.ts";
import { listPublishers } from "../server/db/queries/ad-publishers.ts";
import { sharedDatabase } from "../server/db/open.ts";

// Read from the database on each request, so enabling a publisher needs no rebuild.
export const prerender = false;

export const GET: APIRoute = async () => {
  try {
    const text = adsTxt(await listPublishers(await sharedDatabase()));
    return new Response(text, {
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
    });
  } catch (error) {
    console.error("ads.txt: reading publishers failed:", (error as Error).message);
    return new Response("Temporarily unavailable\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60", "Cache-Control": "no-store" },
    });
  }
};
