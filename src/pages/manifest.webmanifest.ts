import type { APIRoute } from "astro";
import { BRAND } from "../config/site.ts";
import { translator } from "../i18n/translate.ts";

export const GET: APIRoute = () => {
  const manifest = {
    name: BRAND,
    short_name: BRAND,
    description: translator("en").t("meta.defaultDescription"),
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#1d4ed8",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), { headers: { "Content-Type": "application/manifest+json" } });
};
