import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";

/** The island is live once React has attached its submit handler (the form gains no action change). */
async function openContact(page: Page, path = "/contact"): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => {
    const form = document.querySelector("form.contact-form");
    return form !== null && Object.keys(form).some((k) => k.startsWith("__react"));
  });
}

async function fillValid(page: Page, overrides: Partial<Record<"name" | "email" | "message", string>> = {}) {
  await page.getByLabel("Name").fill(overrides.name ?? "Maria Lopez");
  await page.getByLabel("Email address").fill(overrides.email ?? "maria@example.com");
  await page.getByLabel("Subject").selectOption("feedback");
  await page.getByLabel("Message").fill(overrides.message ?? "The developer figures for Spain look right to me.");
}

test.describe("contact form", () => {
  test("a valid message is sent: the confirmation names the reply address and the form can start again", async ({
    page,
  }) => {
    await openContact(page);
    await fillValid(page);
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/v1/contact"));
    await page.getByRole("button", { name: "Send message" }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
    await expect(page.getByText("maria@example.com")).toBeVisible();
    await page.getByRole("link", { name: "Send another message" }).click();
    await expect(page.getByLabel("Name")).toBeFocused();
    await expect(page.getByLabel("Name")).toHaveValue("");
  });

  test("each invalid field says what is wrong, focus goes to the first, and nothing is posted", async ({ page }) => {
    await openContact(page);
    let posted = false;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/v1/contact")) posted = true;
    });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Please correct the fields marked below.")).toBeVisible();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please select a subject")).toBeVisible();
    await expect(page.getByText("Message is required")).toBeVisible();
    await expect(page.getByLabel("Name")).toBeFocused();
    await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Name").fill("M");
    await page.getByLabel("Message").fill("Too short");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();

    await page.getByLabel("Message").fill("x".repeat(500));
    await expect(page.locator(".counter")).toHaveText("500/500");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Message must be less than 500 characters")).toBeVisible();
    expect(posted).toBe(false);
  });

  test("a failed send keeps everything typed and gives the support address", async ({ page }) => {
    await openContact(page);
    await page.route("**/api/v1/contact", (route) => route.fulfill({ status: 503, body: "{}" }));
    await fillValid(page, { message: "Please keep this text when the send fails." });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "Failed to Send Message" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "support@" })).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Maria Lopez");
    await expect(page.getByLabel("Email address")).toHaveValue("maria@example.com");
    await expect(page.getByLabel("Subject")).toHaveValue("feedback");
    await expect(page.getByLabel("Message")).toHaveValue("Please keep this text when the send fails.");

    // Offline: the same.
    await page.route("**/api/v1/contact", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "Failed to Send Message" })).toBeVisible();
    await expect(page.getByLabel("Message")).toHaveValue("Please keep this text when the send fails.");
  });

  test("Arabic: right-to-left, localized labels and errors, no axe violations", async ({ page }) => {
    await openContact(page, "/ar/contact");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.locator("button[type=submit]").click();
    await expect(page.locator("#contact-name")).toBeFocused();
    await expect(page.locator(".error").first()).not.toHaveText(/Name is required/);
    await expectNoAxeViolations(page);
  });

  test("Japanese page passes axe with its errors showing", async ({ page }) => {
    await openContact(page, "/ja/contact");
    await page.locator("button[type=submit]").click();
    await expect(page.locator(".error")).toHaveCount(4);
    await expectNoAxeViolations(page);
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain post answers with the same page: errors beside the fields, input kept, markup escaped", async ({
    page,
  }) => {
    await page.goto("/de/contact");
    const name = '<img src=x onerror="alert(1)">';
    await page.locator("#contact-name").fill(name);
    await page.locator("#contact-email").fill("not-an-address");
    await page.locator("#contact-message").fill("Zeile eins\nZeile zwei, lang genug.");
    await page.locator("button[type=submit]").click();
    await expect(page).toHaveURL(/\/de\/contact\/send$/);
    await expect(page.locator("h1")).toHaveText("Kontaktieren Sie uns");
    await expect(page.locator("#contact-name")).toHaveValue(name);
    await expect(page.locator("#contact-message")).toHaveValue("Zeile eins\nZeile zwei, lang genug.");
    await expect(page.locator("#contact-email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#contact-subject")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("img[src=x]")).toHaveCount(0);

    await page.locator("#contact-email").fill("anna@example.de");
    await page.locator("#contact-subject").selectOption("business");
    await page.locator("#contact-name").fill("Anna Schmidt");
    await page.locator("button[type=submit]").click();
    await expect(page.locator(".contact-sent h2")).toBeVisible();
    await expect(page.locator(".contact-sent")).toContainText("anna@example.de");
  });

  test("a hostile body never gets a 500", async ({ request }) => {
    for (const form of [
      { name: "\u0000", email: "\ud800@x.y", subject: "constructor", message: "\u202e".repeat(20) },
      { name: "x".repeat(50_000), email: "", subject: "", message: "" },
      { name: "Jo", email: "jo@example.com", subject: "general", message: "%0d%0aBcc: evil@example.com hello" },
    ]) {
      const response = await request.post("/contact/send", {
        form,
        maxRedirects: 0,
        headers: { origin: `http://127.0.0.1:${process.env.E2E_PORT ?? 4399}` },
      });
      // 400 for the invalid ones and 200 for the last: the handler answered, not the origin check.
      expect(response.status(), JSON.stringify(form).slice(0, 60)).toBe(form.subject === "general" ? 200 : 400);
    }
  });
});
