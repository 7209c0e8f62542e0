/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    lang: string;
    dir: "ltr" | "rtl";
    /** Path without the language prefix, e.g. "/faq". */
    restPath: string;
    t: import("./i18n/translate.ts").Translate;
    /** On admin paths only, set by the guard in the middleware. */
    admin?: {
      services: import("./server/site-services.ts").SiteServices;
      /** Undefined only on the sign-in page and call. */
      session: import("./server/admin/admin-auth.ts").AdminSession | undefined;
      ip: string;
      /** The visitor's connection was TLS: cookies get Secure. */
      secure: boolean;
    };
  }
}

declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate on the first hover, focus or touch (src/integrations/interaction-directive.ts). */
    "client:interaction"?: boolean;
  }
}
