import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { expect, test } from "@playwright/test";

// The W3C Nu Html Checker (vnu-jar from the npm registry) over a sample of pages exactly as the
// built server sends them: pre-built pages and pages rendered per request, in LTR, RTL and CJK
// languages. The checker is a Java program; one JVM checks every page at once.
const VNU_JAR: string = createRequire(import.meta.url)("vnu-jar");

const PAGES: { path: string; status: number; headers?: Record<string, string> }[] = [
  // Pre-built.
  { path: "/", status: 200 },
  { path: "/ar/", status: 200 },
  { path: "/ja/", status: 200 },
  { path: "/faq", status: 200 },
  { path: "/ur/faq", status: 200 },
  { path: "/zh/features", status: 200 },
  { path: "/career-guide", status: 200 },
  { path: "/hi/career-guide/salary-negotiation/how-to-negotiate-salary", status: 200 },
  { path: "/ar/contact", status: 200 },
  { path: "/tr/download", status: 200 },
  { path: "/privacy-policy", status: 200 },
  { path: "/analytics-demo", status: 200 },
  // Rendered per request: result pages (the Arabic and Japanese titles are from the countries'
  // sitemaps), a result page whose title matches nothing, a country page, an occupation page
  // (slug from /sitemaps/occupations-1.xml) and the 404 page.
  { path: "/salary/US/nurse/3", status: 200 },
  { path: `/ar/salary/EG/${encodeURIComponent("بائع")}/5`, status: 200 },
  { path: `/ja/salary/JP/${encodeURIComponent("販売員")}/2`, status: 200 },
  { path: "/salary/US/zzzzqqq/3", status: 404 },
  // The result page's load-failure state (the server runs with FAULT_INJECTION, see playwright.config.ts).
  { path: "/ar/salary/US/nurse/3", status: 500, headers: { "x-fault-inject": "salary-page" } },
  { path: "/salary/DE", status: 200 },
  { path: "/de/salary/occupation/retail-salespersons", status: 200 },
  { path: "/no-such-page-here", status: 404 },
  // The staff sign-in. The other admin pages need a session, and the e2e account's sign-ins per
  // minute are all taken by admin.spec.ts and ads.spec.ts.
  { path: "/admin/login", status: 200 },
];

/** One message of the checker's JSON output (https://github.com/validator/validator/wiki/Output-»-JSON). */
interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

test("the Nu Html Checker reports no errors on sampled LTR, RTL and CJK pages", async ({ request }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), "html-validity-"));
  try {
    // The checker names each file by a file: URL; its base name leads back to the page.
    const fileToPath = new Map<string, string>();
    for (const [i, { path, status, headers }] of PAGES.entries()) {
      const res = await request.get(path, { headers: headers ?? {} });
      expect(res.status(), path).toBe(status);
      expect(res.headers()["content-type"], path).toContain("text/html");
      const file = join(dir, `${String(i).padStart(2, "0")}.html`);
      writeFileSync(file, await res.body());
      fileToPath.set(basename(file), headers ? `${path} ${JSON.stringify(headers)}` : path);
    }

    // Only errors fail the test: `--errors-only` leaves out "info" messages, warnings included,
    // which are the checker's advice rather than breaches of the HTML standard (today the only one
    // is React's `<input ... />`: "Trailing slash on void elements has no effect"). A machine
    // without Java fails here with the reason rather than skipping the check.
    const run = spawnSync(
      "java",
      [
        "-jar",
        VNU_JAR,
        "--errors-only",
        "--format",
        "json",
        "--stdout",
        ...[...fileToPath.keys()].map((name) => join(dir, name)),
      ],
      {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (run.error)
      throw new Error(
        `Could not run the Nu Html Checker with \`java\` (it needs a Java runtime on the PATH): ${run.error.message}`,
      );
    let messages: VnuMessage[];
    try {
      messages = (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages;
    } catch {
      throw new Error(`The Nu Html Checker gave no JSON (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
    }

    const errors = messages
      .filter((m) => m.type !== "info")
      .map((m) => {
        const page = (m.url && fileToPath.get(basename(m.url))) ?? m.url ?? "(no file)";
        const where = m.lastLine ? `:${m.lastLine}:${m.firstColumn ?? 0}` : "";
        return `${page}${where} ${m.type === "error" ? "" : `[${m.type}] `}${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, " ").trim()}` : ""}`;
      });
    expect(errors, errors.join("\n")).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
