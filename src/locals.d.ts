/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    lang: string;
    dir: "ltr" | "rtl";
    /** Path without the language prefix, e.g. "/faq". */
    restPath: string;
    t: import("./i18n/translate.ts").Translate;
  }
}

declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate on the first hover, focus or touch (src/integrations/interaction-directive.ts). */
    "client:interaction"?: boolean;
  }
}
