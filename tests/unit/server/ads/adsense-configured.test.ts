import { describe, expect, it, vi } from "vitest";
import type { Publisher } from "../../../../src/lib/ads/ad-publishers.ts";
import { adsenseConfigured, changesPublishers } from "../../../../src/server/ads/adsense-configured.ts";

const adsense = (enabled: boolean): Publisher =>
  ({
    id: 1,
    kind: "adsense",
    name: "A",
    enabled,
    languages: [],
    publisherId: "pub-1",
    slots: {},
  }) as unknown as Publisher;
const house = (enabled: boolean): Publisher =>
  ({
    id: 2,
    kind: "house",
    name: "H",
    enabled,
    languages: [],
    link: "https://x.test",
    placements: [],
  }) as unknown as Publisher;

describe("adsenseConfigured", () => {
  it.each([
    ["no publishers", [], false],
    ["a disabled AdSense publisher", [adsense(false)], false],
    ["only house ads", [house(true)], false],
    ["an enabled AdSense publisher", [house(true), adsense(true)], true],
  ] as const)("%s: %s", async (_, publishers, expected) => {
    const state = adsenseConfigured(() => Promise.resolve(publishers));
    expect(state.enabled()).toBe(false);
    await state.refresh();
    expect(state.enabled()).toBe(expected);
    state.stop();
  });

  it("keeps the newer answer when an older read comes back last, and the last answer when a read fails", async () => {
    const answers: ((p: Publisher[]) => void)[] = [];
    let fail = false;
    const state = adsenseConfigured(() =>
      fail ? Promise.reject(new Error("down")) : new Promise<Publisher[]>((resolve) => answers.push(resolve)),
    );
    const older = state.refresh();
    const newer = state.refresh();
    answers[1]?.([adsense(true)]);
    await newer;
    answers[0]?.([]);
    await older;
    expect(state.enabled()).toBe(true);
    fail = true;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await state.refresh();
    expect(state.enabled()).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    state.stop();
  });
});

describe("changesPublishers", () => {
  it.each([
    ["POST", "/api/v1/admin/publishers", true],
    ["POST", "/api/v1/admin/publishers/7", true],
    ["DELETE", "/api/v1/admin/publishers/7", true],
    ["POST", "/admin/ads-publishers", true],
    ["POST", "/admin/ads-publishers?edit=3", true],
    ["GET", "/api/v1/admin/publishers", false],
    ["HEAD", "/admin/ads-publishers", false],
    ["POST", "/api/v1/admin/publishersX", false],
    ["POST", "/admin/ads-publishers-old", false],
    ["POST", "/api/v1/ads/events", false],
  ])("%s %s: %s", (method, path, expected) => {
    expect(changesPublishers(method, path)).toBe(expected);
  });
});
