// npm run audit — Lighthouse (mobile) scores and byte budgets for the built site.
// Starts `npm start`'s server on a spare port, so run `npm run build` first.
import { spawn } from "node:child_process";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.ts";

const PORT = 4455;
const ORIGIN = `http://127.0.0.1:${PORT}`;

const LIGHTHOUSE_PAGES = (
  process.env.AUDIT_PAGES ??
  "/,/ar/,/faq,/zh/download,/salary/US/registered-nurse/3,/ar/salary/DE/software-developer/5,/career-guide,/career-guide/understanding-pay/what-nurses-earn,/ar/career-guide/salary-negotiation/how-to-negotiate-salary"
).split(",");
const BYTE_PAGES = [
  "/",
  "/ar/",
  "/zh/",
  "/faq",
  "/ar/faq",
  "/features",
  "/download",
  "/zh/download",
  "/privacy-policy",
  "/v1",
  "/salary/US/registered-nurse/3",
  "/ar/salary/DE/software-developer/5",
  "/career-guide",
  "/ja/career-guide",
  "/career-guide/understanding-pay/what-nurses-earn",
  "/tr/career-guide/employee-benefits-guide/europe-asia/turkey/severance-pay",
  "/ar/career-guide/salary-negotiation/how-to-negotiate-salary",
];
/** Content pages; home pages carry the calculator and get 100 KB (issue 4). */
const JS_BUDGET_KB = 80;
const HOME_JS_BUDGET_KB = 100;
const isHome = (path: string) => /^\/([a-z]{2}\/)?(v1)?$/.test(path);
const HTML_BUDGET_KB = 30;

async function startServer() {
  const server = spawn(process.execPath, ["src/server/http-server.ts"], {
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("Listening") && resolve());
    server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return server;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function measureBytes() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  console.log("\nBytes per page (gzip -9 of each response body). 'JS load' is what loads with the page;");
  console.log("'JS total' adds what hovering the language switcher hydrates (the worst case a visitor triggers).");
  console.log(
    "page".padEnd(18),
    "HTML KB".padStart(8),
    "JS load".padStart(8),
    "JS total".padStart(9),
    "JS files".padStart(9),
    " within budget",
  );
  let allWithin = true;
  for (const path of BYTE_PAGES) {
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
    });
    await page.goto(ORIGIN + path, { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    const atLoad = [...scripts.values()].reduce((a, b) => a + b, 0);
    await page.locator(".desktop-lang button").hover();
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(300);
    const html = await (await fetch(ORIGIN + path)).arrayBuffer();
    const htmlGz = gzipSync(Buffer.from(html), { level: 9 }).length;
    const jsGz = [...scripts.values()].reduce((a, b) => a + b, 0);
    const within = jsGz <= (isHome(path) ? HOME_JS_BUDGET_KB : JS_BUDGET_KB) * 1024 && htmlGz <= HTML_BUDGET_KB * 1024;
    allWithin &&= within;
    console.log(
      path.padEnd(18),
      kb(htmlGz).padStart(8),
      kb(atLoad).padStart(8),
      kb(jsGz).padStart(9),
      String(scripts.size).padStart(9),
      within ? " yes" : " NO",
    );
    await page.close();
  }
  await browser.close();
  return allWithin;
}

async function runLighthouse() {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  console.log("\nLighthouse mobile (performance / accessibility / best-practices / seo)");
  try {
    for (const path of LIGHTHOUSE_PAGES) {
      const result = await lighthouse(ORIGIN + path, { port: chrome.port, output: "json", logLevel: "error" });
      const categories = result?.lhr.categories ?? {};
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const failing = Object.values(result?.lhr.audits ?? {})
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => a.id);
      const metric = (id: string) => result?.lhr.audits[id]?.displayValue ?? "?";
      const shifts = result?.lhr.audits["layout-shifts"]?.details as
        { items?: { node?: { selector?: string } }[] } | undefined;
      if (process.env.AUDIT_DEBUG) console.log(JSON.stringify(shifts?.items?.map((i) => i.node?.selector)));
      console.log(
        path.padEnd(18),
        ["performance", "accessibility", "best-practices", "seo"].map((c) => String(score(c)).padStart(4)).join(" "),
        `  FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}`,
        failing.length ? `  failing: ${failing.join(", ")}` : "",
      );
    }
  } finally {
    chrome.kill();
  }
}

const server = await startServer();
try {
  const within = await measureBytes();
  console.log(
    within
      ? `All pages within budget: JS ${JS_BUDGET_KB} KB (home pages ${HOME_JS_BUDGET_KB} KB), HTML ${HTML_BUDGET_KB} KB.`
      : "Some pages exceed the budget.",
  );
  await runLighthouse();
} finally {
  server.kill();
}
