import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config.ts";
import { signInWithApi, signInWithForm } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { freePort } from "./free-port.ts";

const ADMIN_PAGES = ["/admin", "/admin/", "/admin/ads-dashboard", "/admin/ads-test", "/admin/ads-publishers"];
const ADMIN_APIS = ["/api/v1/admin/waitlist.csv", "/api/v1/admin/analytics/summary"];

test.describe("admin without a session", () => {
  test("every admin page redirects to the sign-in, every admin API answers 401, none indexed or cached", async ({
    request,
  }) => {
    for (const path of ADMIN_PAGES) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(303);
      expect(response.headers()["location"], path).toMatch(/^\/admin\/login(\?next=|$)/);
      expect(response.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
      expect(response.headers()["cache-control"], path).toBe("no-store");
    }
    for (const path of ADMIN_APIS) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(401);
      expect(response.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
    }
    const login = await request.get("/admin/login");
    expect(login.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(await login.text()).toContain('<meta name="robots" content="noindex, nofollow"');
  });

  test("a forged or signed-out session cookie is a redirect like none at all", async ({ browser }) => {
    const context = await browser.newContext();
    await context.addCookies([{ name: "admin_session", value: "forged-token", url: "http://127.0.0.1" }]);
    const page = await context.newPage();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
    await context.close();
  });
});

test.describe("admin sign-in", () => {
  // Browsers name the page's origin on every state-changing request, and the server refuses
  // a form post or a DELETE without it; API calls from the tests do the same.
  test.use({ extraHTTPHeaders: { origin: `http://127.0.0.1:${process.env.E2E_PORT ?? 4399}` } });

  test("a wrong password is refused; the right one opens the admin, which lists a new contact message", async ({
    page,
    request,
  }) => {
    const unique = `Inbox test ${Date.now()}`;
    const sent = await request.post("/api/v1/contact", {
      data: {
        name: unique,
        email: "inbox@example.com",
        subject: "support",
        message: "Please look at this <b>now</b>.",
      },
    });
    expect(sent.status()).toBe(201);

    await signInWithForm(page, "not the password");
    await expect(page.getByRole("alert")).toHaveText("Wrong email or password.");
    await expect(page.getByLabel("Email")).toHaveValue(E2E_ADMIN.email);

    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const row = page.locator("#inbox tr", { hasText: unique });
    await expect(row).toContainText("Please look at this <b>now</b>.");
    await expectNoAxeViolations(page);

    await row.getByRole("button", { name: /^Mark handled: the message from / }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator("#inbox tr", { hasText: unique })).toHaveCount(0);

    const csvLink = page.getByRole("link", { name: "Download the waitlist as CSV" });
    const csv = await page.request.get((await csvLink.getAttribute("href")) ?? "");
    expect(csv.headers()["content-disposition"]).toBe('attachment; filename="waitlist.csv"');

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
  });

  test("the sign-in call sets an HttpOnly, SameSite=Lax session cookie and a SameSite=Strict device cookie; the session reads data and signs out with its CSRF token", async ({
    request,
  }) => {
    const joined = await request.post("/api/v1/waitlist", { data: { email: "csv-check@example.com", lang: "en" } });
    expect(joined.status()).toBe(201);
    const response = await request.post("/api/v1/admin/session", { data: E2E_ADMIN });
    expect(response.status()).toBe(200);
    const cookies = response
      .headersArray()
      .filter(({ name }) => name.toLowerCase() === "set-cookie")
      .map(({ value }) => value);
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(/^admin_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    // The device cookie that keeps this browser signing in while the account is under attack.
    expect(cookies[1]).toMatch(/^admin_device=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
    const { csrfToken } = (await response.json()) as { csrfToken: string };

    const csv = await request.get("/api/v1/admin/waitlist.csv");
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toContain("csv-check@example.com,en,");
    const summary = await request.get("/api/v1/admin/analytics/summary");
    expect(summary.status()).toBe(200);
    expect(await summary.json()).toHaveProperty("funnel");

    expect((await request.delete("/api/v1/admin/session")).status()).toBe(403);
    expect((await request.delete("/api/v1/admin/session", { headers: { "x-csrf-token": "wrong" } })).status()).toBe(
      403,
    );
    expect((await request.delete("/api/v1/admin/session", { headers: { "x-csrf-token": csrfToken } })).status()).toBe(
      204,
    );
    expect((await request.get("/api/v1/admin/analytics/summary")).status()).toBe(401);
  });

  test("state changes without the CSRF token, or from another origin, are refused", async ({ request }) => {
    const csrfToken = await signInWithApi(request);
    const noToken = await request.post("/admin/contact/1/handled", { form: {}, maxRedirects: 0 });
    expect(noToken.status()).toBe(403);
    const otherOrigin = await request.post("/admin/logout", {
      form: { csrf: csrfToken },
      headers: { origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(otherOrigin.status()).toBe(403);
    // Still signed in: neither request changed anything.
    expect((await request.get("/api/v1/admin/analytics/summary")).status()).toBe(200);
    const signOut = await request.post("/admin/logout", { form: { csrf: csrfToken }, maxRedirects: 0 });
    expect(signOut.status()).toBe(303);
    expect((await request.get("/api/v1/admin/analytics/summary")).status()).toBe(401);
  });

  test("sign-in attempts on one account are throttled, the right password included", async ({ request }) => {
    const account = { email: "locked-out@example.com", password: "guess number" };
    const statuses: number[] = [];
    // The e2e server allows 12 attempts per account per minute.
    for (let i = 0; i < 14; i++) {
      statuses.push((await request.post("/api/v1/admin/session", { data: account })).status());
    }
    expect(statuses.slice(0, 12)).toEqual(Array.from({ length: 12 }, () => 401));
    expect(statuses.slice(12)).toEqual([429, 429]);
  });

  test("the login cannot send anyone off-site after signing in", async ({ page }) => {
    await signInWithForm(page, E2E_ADMIN.password, "/admin/login?next=https://evil.example/");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin$/);
  });
});

test.describe("ad publishers", () => {
  test.use({ extraHTTPHeaders: { origin: `http://127.0.0.1:${process.env.E2E_PORT ?? 4399}` } });

  test("publisher changes show in /ads.txt at once, through the API and through the admin page", async ({
    request,
    page,
  }) => {
    const before = await request.get("/ads.txt");
    expect(before.status()).toBe(200);
    expect(before.headers()["content-type"]).toBe("text/plain; charset=utf-8");

    const csrfToken = await signInWithApi(request);
    const headers = { "x-csrf-token": csrfToken };
    const created = await request.post("/api/v1/admin/publishers", {
      headers,
      data: {
        kind: "adsense",
        name: "E2E account",
        enabled: true,
        // A language no other browser test visits, so this account fills none of their pages.
        languages: ["kk"],
        publisherId: "pub-9876543210987654",
        slots: { home: "1234567890" },
      },
    });
    expect(created.status()).toBe(201);
    const { publisher } = (await created.json()) as { publisher: { id: number } };
    const line = "google.com, pub-9876543210987654, DIRECT, f08c47fec0942fa0";
    expect(await (await request.get("/ads.txt")).text()).toContain(line);

    const invalid = await request.post("/api/v1/admin/publishers", {
      headers,
      data: { kind: "adsense", name: "Bad", enabled: true, publisherId: "pub-1" },
    });
    expect(invalid.status()).toBe(400);
    const noCsrf = await request.post("/api/v1/admin/publishers", {
      data: { kind: "house", name: "x", enabled: true, placements: ["home"], link: "/download" },
    });
    expect(noCsrf.status()).toBe(403);

    // Disabled in the admin page: the line goes.
    await signInWithForm(page);
    await page.goto("/admin/ads-publishers");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Disable E2E account" }).click();
    await expect(page.locator(`tr[data-publisher-id="${publisher.id}"]`)).toContainText("Disabled");
    expect(await (await request.get("/ads.txt")).text()).not.toContain(line);

    await page.getByRole("button", { name: "Enable E2E account" }).click();
    expect(await (await request.get("/ads.txt")).text()).toContain(line);

    // Added through the form, then deleted through the API.
    await page.getByLabel("Name").fill("Second account");
    await page.getByLabel("Publisher id (pub- and 16 digits)").fill("pub-1111222233334444");
    await page.getByRole("button", { name: "Add publisher" }).click();
    await expect(page.locator("#publishers")).toContainText("Second account");
    expect(await (await request.get("/ads.txt")).text()).toContain("pub-1111222233334444");
    const deleted = await request.delete(`/api/v1/admin/publishers/${publisher.id}`, { headers });
    expect(deleted.status()).toBe(204);
    expect(await (await request.get("/ads.txt")).text()).not.toContain(line);
  });
});

test.describe("admin forms under hostile input", () => {
  test.use({ extraHTTPHeaders: { origin: `http://127.0.0.1:${process.env.E2E_PORT ?? 4399}` } });

  test("the sign-in and publisher forms escape what they show, refuse control characters, and never answer 500", async ({
    page,
    request,
  }) => {
    for (const form of [
      { email: "\u0000admin@example.com", password: "x" },
      { email: `${"a".repeat(5_000)}@example.com`, password: "p".repeat(50_000) },
      { email: "<script>alert(1)</script>", password: "\ud800" },
    ]) {
      const response = await request.post("/admin/login", { form, maxRedirects: 0 });
      expect(response.status(), JSON.stringify(form).slice(0, 40)).toBe(401);
      // Kept as typed only inside the email field's quoted value, where it is inert text.
      const html = (await response.text()).replace('value="<script>alert(1)</script>"', "");
      expect(html).not.toContain("<script>alert(1)</script>");
    }

    await signInWithForm(page);
    await page.goto("/admin/ads-publishers");
    const hostile = '<img src=x onerror="alert(1)">';
    await page.getByLabel("Name").fill(hostile);
    await page.getByLabel("Languages (codes, comma-separated; empty for all)").fill("zz");
    await page.getByLabel("Publisher id (pub- and 16 digits)").fill("pub-2222333344445555");
    await page.getByRole("button", { name: "Add publisher" }).click();
    await expect(page.locator("#publishers")).toContainText(hostile);
    await expect(page.locator("img[src=x]")).toHaveCount(0);

    await page.getByLabel("Name").fill("bad\u202ename");
    await page.getByLabel("Publisher id (pub- and 16 digits)").fill("pub-3");
    const answer = page.waitForResponse(
      (r) => r.url().endsWith("/admin/ads-publishers") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Add publisher" }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("name");
    await expect(page.getByRole("alert")).toContainText("publisherId");
  });
});

test.describe("admin session expiry", () => {
  test("a session left idle past ADMIN_IDLE_MINUTES sends the browser back to the sign-in", async ({ browser }) => {
    test.setTimeout(90_000);
    // A server of its own whose sessions go idle after six seconds (the shortest the setting allows).
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), "admin-expiry-"));
    const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ADMIN_IDLE_MINUTES: "0.1" };
    execFileSync(process.execPath, ["scripts/admin-create.ts", "--email", E2E_ADMIN.email], {
      env: { ...env, ADMIN_PASSWORD: E2E_ADMIN.password },
    });
    const server = spawn(process.execPath, ["src/server/http-server.ts"], {
      env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      let output = "";
      server.stdout!.on("data", (d: Buffer) => (output += d.toString()));
      await expect.poll(() => output, { timeout: 30_000 }).toContain("Listening on");
      const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
      const page = await context.newPage();
      await signInWithForm(page);
      await expect(page).toHaveURL(/\/admin$/);
      // In use every four seconds, the session outlives its six-second idle timeout…
      for (let i = 0; i < 3; i++) {
        await page.waitForTimeout(4_000);
        await page.reload();
        await expect(page).toHaveURL(/\/admin$/);
      }
      // …and ends once left alone for longer than that.
      await page.waitForTimeout(7_000);
      await page.reload();
      await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
      await context.close();
    } finally {
      server.kill("SIGTERM");
    }
  });
});
