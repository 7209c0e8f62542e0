import { expect, test, type Page } from "@playwright/test";

// WCAG 2.2 SC 2.4.11 (Focus Not Obscured) on a phone: the banner is a thin bar, it is among the
// first Tab stops, and nothing that receives focus ends up underneath it.
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

/** The focused element's box and the banner's, in viewport coordinates, read in one go. */
async function focusAndBanner(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element): Box => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const active = document.activeElement;
    const banner = document.getElementById("consent-banner")!;
    return {
      inBanner: active ? banner.contains(active) : false,
      inCalculator: active ? active.closest("#calculator") !== null : false,
      label: active ? `${active.tagName.toLowerCase()}#${active.id}.${active.className}` : "",
      focused: active && active !== document.body ? box(active) : null,
      banner: box(banner),
    };
  });
}

/** The focus ring (3px outline, 2px offset in global.css) must stay in sight too, not only the field. */
const RING = 5;
const overlaps = (a: Box, b: Box) =>
  a.top - RING < b.bottom && b.top < a.bottom + RING && a.left - RING < b.right && b.left < a.right + RING;

for (const path of ["/", "/ar/"]) {
  test.describe(`consent banner on a phone at ${path}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("#consent-banner")).toBeVisible();
      // The calculator island hydrates when the browser is idle; its fields are what we tab through.
      await page.waitForLoadState("networkidle");
    });

    test("is a thin bar: at most a quarter of the screen", async ({ page }) => {
      const box = await page.locator("#consent-banner").boundingBox();
      expect(box).not.toBeNull();
      expect(box!.height).toBeLessThanOrEqual(PHONE.height * 0.25);
      expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height + 1);
      await expect(page.locator("#consent-banner a[href*='privacy-policy']")).toBeVisible();
    });

    test("does not take focus on load, and its buttons come within the first few Tab presses", async ({ page }) => {
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      const reached: string[] = [];
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press("Tab");
        const choice = await page.evaluate(
          () => (document.activeElement as HTMLElement | null)?.dataset["consentChoice"] ?? "",
        );
        if (choice) reached.push(choice);
      }
      expect(reached.sort()).toEqual(["denied", "granted"]);
    });

    test("never hides the focused calculator field", async ({ page }) => {
      const calculatorStops: string[] = [];
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press("Tab");
        // Focus scrolling can be smooth; judge the position once it has settled.
        await expect
          .poll(async () => {
            const s = await focusAndBanner(page);
            return !s.focused || s.inBanner || !overlaps(s.focused, s.banner) ? "clear" : `${s.label} under the banner`;
          })
          .toBe("clear");
        const state = await focusAndBanner(page);
        if (state.inCalculator) calculatorStops.push(state.label);
        else if (calculatorStops.length) break;
      }
      expect(calculatorStops.length).toBeGreaterThanOrEqual(3);
    });
  });
}

test("the choice is kept and the reserved space is given back", async ({ page }) => {
  await page.goto("/");
  const banner = page.locator("#consent-banner");
  const reserve = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("scroll-padding-block-end"));
  const height = (await banner.boundingBox())!.height;
  expect(parseFloat(await reserve())).toBeGreaterThanOrEqual(Math.floor(height));
  await banner.getByRole("button", { name: "Reject optional" }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("analytics_consent"))).toBe("denied");
  expect(["auto", "0px"]).toContain(await reserve());
  await page.reload();
  await expect(banner).toBeHidden();
});

test("reopened from the footer, closing it hands focus back to the footer button", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("analytics_consent", "denied"));
  await page.goto("/ar/");
  const banner = page.locator("#consent-banner");
  const settings = page.locator("[data-consent-settings]");
  await expect(banner).toBeHidden();
  await settings.focus();
  await page.keyboard.press("Enter");
  await expect(banner).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(banner.locator('[data-consent-choice="denied"]')).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(banner).toBeHidden();
  await expect(settings).toBeFocused();

  await settings.click();
  await expect(banner).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(banner).toBeHidden();
  await expect(settings).toBeFocused();
});

test.describe("on a 360 × 640 phone", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("a result page shows its first figure above the banner, before anything else is scrolled", async ({ page }) => {
    // Türkiye leads with take-home pay; the first figure, net or gross, must be readable.
    await page.goto("/tr/salary/TR/kasiyer/1");
    const banner = page.locator("#consent-banner");
    await expect(banner).toBeVisible();
    const median = page.locator(".figures .figure").first().locator(".figure-annual");
    const [m, b] = await Promise.all([median.boundingBox(), banner.boundingBox()]);
    expect(m).not.toBeNull();
    expect((m?.y ?? 999) + (m?.height ?? 0)).toBeLessThanOrEqual(b?.y ?? 0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the banner steps aside while the job title's suggestions are open", async ({ page }) => {
    await page.goto("/v1");
    await expect(page.locator("#consent-banner")).toBeVisible();
    // The island swaps the no-JS <select> for the searchable combobox once React is live.
    await expect(page.locator("#country-search")).toBeVisible();
    const input = page.locator("#position");
    await input.click();
    await input.pressSequentially("nur");
    await expect(page.locator("[role=listbox] [role=option]").first()).toBeVisible();
    await expect(page.locator("#consent-banner")).toBeHidden();
    await input.press("Escape");
    await input.blur();
    await expect(page.locator("#consent-banner")).toBeVisible();
  });
});
