import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/**
 * `client:interaction` hydrates an island on the first hover, focus or touch of its element,
 * so pages that are only read never download the framework runtime.
 */
export default function interactionDirective(): AstroIntegration {
  return {
    name: "interaction-directive",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "interaction",
          entrypoint: fileURLToPath(new URL("./interaction-directive.client.ts", import.meta.url)),
        });
      },
    },
  };
}
