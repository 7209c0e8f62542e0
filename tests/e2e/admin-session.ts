import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config.ts";

/** Signs the page in through the login form (from `path`, which may carry a `next`). */
export async function signInWithForm(page: Page, password = E2E_ADMIN.password, path = "/admin/login"): Promise<void> {
  await page.goto(path);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs the request context in through the API and returns the session's CSRF token. */
export async function signInWithApi(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/v1/admin/session", { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}
