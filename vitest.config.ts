/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";

export default getViteConfig({
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
    // Several suites walk every language or run property tests over the whole title index; on
    // a busy 2-core machine they take a few seconds, which is not a failure.
    testTimeout: 30_000,
  },
});
