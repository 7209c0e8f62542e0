import { expect, test, type APIRequestContext } from "@playwright/test";

// Result pages are filled from a per-language template once the server holds it; a request
// carrying x-fault-inject always takes Astro's render, which gives the reference bytes.
const ASTRO = { "x-fault-inject": "none" };
// Island ids hash the island's props, which the template holds as markers: the one byte-level
// difference between the two paths, and one that changes nothing for the page.
const withoutIslandIds = (html: string) => html.replace(/ uid="[^"]*"/g, ' uid=""');

let warmUp = 0;

/** `path` fetched once its language's template is held (pages are cached: each warm-up is a new page). */
async function filled(request: APIRequestContext, path: string) {
  const prefix = path.slice(0, path.indexOf("/salary/"));
  await expect
    .poll(
      async () => {
        warmUp += 1;
        const probe = `${prefix}/salary/FR/electrician/${warmUp % 51}`;
        return (await request.get(probe)).headers()["server-timing"] ?? "";
      },
      { timeout: 10_000 },
    )
    .toContain("template");
  return request.get(path);
}

test.describe("result pages filled from a template", () => {
  for (const path of [
    "/salary/US/software-developer/4",
    "/de/salary/DE/nurse/6",
    "/ar/salary/EG/accountant/13",
    "/ja/salary/JP/chef/0",
    "/ur/salary/PK/teacher/50",
    "/salary/GB/registered-nurse/8",
  ]) {
    test(`${path} is the page Astro renders`, async ({ request }) => {
      const fast = await filled(request, path);
      expect(fast.headers()["server-timing"]).toContain("template");
      const reference = await request.get(path, { headers: ASTRO });
      expect(reference.headers()["server-timing"]).toBeUndefined();
      expect(fast.status()).toBe(200);
      for (const name of ["content-type", "cache-control", "content-security-policy", "vary"]) {
        expect(fast.headers()[name], name).toBe(reference.headers()[name]);
      }
      expect(withoutIslandIds(await fast.text())).toBe(withoutIslandIds(await reference.text()));
    });
  }

  test("a searched-as title, redirects and error pages stay right", async ({ request }) => {
    await filled(request, "/salary/DE/nurse/5");
    // Not a matched occupation's own name: the heading shows the typed title beside it.
    const typed = await request.get("/salary/DE/nurse-rn/5");
    const typedRef = await request.get("/salary/DE/nurse-rn/5", { headers: ASTRO });
    expect(withoutIslandIds(await typed.text())).toBe(withoutIslandIds(await typedRef.text()));
    // Upper-case slugs and leading zeros redirect, whichever path sees them.
    for (const path of ["/salary/DE/Nurse/5", "/salary/de/nurse/5", "/salary/DE/nurse/05"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
    }
    // Unknown countries and unmatched titles keep their error pages.
    expect((await request.get("/salary/QQ/nurse/5")).status()).toBe(404);
    expect((await request.get("/salary/DE/zzzzqqqq/5")).status()).toBe(404);
  });

  test("the template itself is only for the server: a guessed secret gets the ordinary page", async ({ request }) => {
    const path = "/de/salary/__hole_cc__/__hole_slug__/__hole_years__";
    for (const secret of ["", "x", "undefined"]) {
      const response = await request.get(path, { headers: { "x-page-template": secret } });
      const body = await response.text();
      expect(response.status(), secret).not.toBe(200);
      expect(body).not.toContain("__hole_title__");
    }
  });
});
