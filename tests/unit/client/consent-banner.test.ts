import { describe, expect, it } from "vitest";
import { CONSENT_SIZE_PROPERTY, reservedBlockSize } from "../../../src/client/consent-banner.ts";

describe("reservedBlockSize", () => {
  it("rounds up, so a focus ring is never left a fraction of a pixel under the banner", () => {
    expect(reservedBlockSize(112.2)).toBe("113px");
    expect(reservedBlockSize(96)).toBe("96px");
  });

  it("gives the space back when the banner is hidden or cannot be measured", () => {
    expect(reservedBlockSize(0)).toBe("0px");
    expect(reservedBlockSize(Number.NaN)).toBe("0px");
    expect(reservedBlockSize(-4)).toBe("0px");
  });

  it("writes the property the banner's stylesheet reads", () => {
    expect(CONSENT_SIZE_PROPERTY).toBe("--consent-block-size");
  });
});
