import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { API_ERRORS } from "../../../../src/lib/api/api-errors.ts";
import { translator } from "../../../../src/i18n/translate.ts";
import { LANGUAGE_CODES } from "../../../../src/lib/i18n/languages.ts";
import { errorReply } from "../../../../src/features/api/api-response.ts";

const entries = Object.entries(API_ERRORS);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(ts|tsx|astro)$/.test(name) ? [path] : [];
  });
}

describe("the API error catalogue", () => {
  it.each(entries)("%s is UPPER_SNAKE with an error status", (code, { status }) => {
    expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(600);
  });

  it.each(entries)("%s has a message in every language", (code, { messageKey }) => {
    for (const lang of LANGUAGE_CODES) {
      const text = translator(lang).t(messageKey as never, {
        max: 100,
        country: "X",
        seconds: 30,
        events: 50,
        bytes: 16384,
      });
      expect(text, `${code} in ${lang}`).not.toBe(messageKey);
      expect(text.trim().length, `${code} in ${lang}`).toBeGreaterThan(3);
    }
  });

  it("answers with the catalogue's status, the caller's language and Retry-After where one applies", () => {
    const reply = errorReply("STORAGE_FAILED", "de", { private: true });
    expect(reply.status).toBe(503);
    expect(reply.headers["Retry-After"]).toBe("30");
    expect(reply.headers["Cache-Control"]).toBe("no-store");
    expect(reply.headers["Access-Control-Allow-Origin"]).toBeUndefined();
    expect(JSON.parse(reply.body.toString())).toEqual({
      error: { code: "STORAGE_FAILED", message: translator("de").t("apiErrors.storageFailed") },
    });
    const limited = errorReply("RATE_LIMITED", "tr", { retryAfter: 12 });
    expect(limited.headers["Retry-After"]).toBe("12");
    expect(limited.headers["Access-Control-Allow-Origin"]).toBe("*");
    expect(JSON.parse(limited.body.toString()).error.message).toContain("12");
  });

  it("is the only place an error body is written: no JSON error code is spelled out elsewhere in src", () => {
    const offenders = sourceFiles("src").filter((file) => {
      if (file.endsWith(join("features", "api", "api-response.ts"))) return false;
      return /error:\s*\{\s*code:\s*["'`]/.test(readFileSync(file, "utf8"));
    });
    expect(offenders).toEqual([]);
  });
});

describe("a wait in an error message", () => {
  it("is written in the language's digits", () => {
    const bn = JSON.parse(errorReply("RATE_LIMITED", "bn", { retryAfter: 12 }).body.toString()) as {
      error: { message: string };
    };
    expect(bn.error.message).toContain("১২");
  });
});
