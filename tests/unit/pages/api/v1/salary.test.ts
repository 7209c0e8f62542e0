import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GET as getSalary, OPTIONS } from "../../../../../src/pages/api/v1/salary.ts";
import { GET as getPositions } from "../../../../../src/pages/api/v1/positions.ts";
import { GET as getCountries } from "../../../../../src/pages/api/v1/countries.ts";
import { GET as getOpenApi } from "../../../../../src/pages/api/v1/openapi.json.ts";

const API_DIR = new URL("../../../../../src/pages/api/v1/", import.meta.url);

type Handler = (context: never) => Response | Promise<Response>;

async function call(
  handler: Handler,
  path: string,
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const url = new URL(path, "https://example.test");
  const response = await handler({ url, request: new Request(url) } as never);
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

const errorOf = (body: Record<string, unknown>) =>
  body["error"] as { code: string; message: string; candidates?: { code: string; title: string; path: string }[] };

describe("GET /api/v1/salary", () => {
  it("200 with the documented fields", async () => {
    const { status, body, headers } = await call(
      getSalary,
      "/api/v1/salary?country=DE&position=Softwareentwickler&experience=5&lang=de",
    );
    expect(status).toBe(200);
    for (const key of [
      "query",
      "occupation",
      "country",
      "currency",
      "exchangeRate",
      "annual",
      "monthly",
      "growthRate",
      "series",
      "confidence",
      "sources",
    ]) {
      expect(body).toHaveProperty(key);
    }
    expect(body["currency"]).toBe("EUR");
    expect((body["country"] as { name: string }).name).toBe("Deutschland");
    expect(Object.keys(body["annual"] as object).sort()).toEqual([
      "average",
      "max",
      "median",
      "min",
      "p10",
      "p25",
      "p75",
      "p90",
    ]);
    expect(headers.get("access-control-allow-origin")).toBe("*");
    expect(headers.get("cache-control")).toMatch(/public, max-age=\d+/);
  });

  it.each([
    ["/api/v1/salary?position=nurse&experience=3", "COUNTRY_REQUIRED"],
    ["/api/v1/salary?country=US&experience=3", "POSITION_REQUIRED"],
    ["/api/v1/salary?country=US&position=n&experience=3", "POSITION_TOO_SHORT"],
    [`/api/v1/salary?country=US&position=${"a".repeat(101)}&experience=3`, "POSITION_TOO_LONG"],
    ["/api/v1/salary?country=US&position=nurse&experience=51", "EXPERIENCE_INVALID"],
    ["/api/v1/salary?country=US&position=nurse&experience=2.5", "EXPERIENCE_INVALID"],
    ["/api/v1/salary?country=US&position=nurse&experience=-1", "EXPERIENCE_INVALID"],
    ["/api/v1/salary?country=US&position=nurse&experience=abc", "EXPERIENCE_INVALID"],
  ])("400 for %s", async (path, code) => {
    const { status, body } = await call(getSalary, path);
    expect(status).toBe(400);
    expect(errorOf(body).code).toBe(code);
    expect(errorOf(body).message.length).toBeGreaterThan(0);
  });

  it("400 messages are the calculator's validation messages and fill {max}", async () => {
    const short = await call(getSalary, "/api/v1/salary?country=US&position=n");
    expect(errorOf(short.body).message).toBe("Position must be at least 2 characters");
    const long = await call(getSalary, `/api/v1/salary?country=US&position=${"a".repeat(101)}`);
    expect(errorOf(long.body).message).toContain("100");
  });

  it("localises messages by lang", async () => {
    const en = await call(getSalary, "/api/v1/salary?position=nurse&lang=en");
    const tr = await call(getSalary, "/api/v1/salary?position=nurse&lang=tr");
    expect(errorOf(en.body).message).toBe("Please select a country");
    expect(errorOf(tr.body).code).toBe("COUNTRY_REQUIRED");
    expect(typeof errorOf(tr.body).message).toBe("string");
  });

  it("404 NO_MATCH says the title was not recognised and offers the closest occupations with the years kept", async () => {
    const { status, body } = await call(getSalary, "/api/v1/salary?country=US&position=xqzw%20vvkj&experience=3");
    expect(status).toBe(404);
    const error = errorOf(body);
    expect(error.code).toBe("NO_MATCH");
    expect(error.message).toBe(
      "We did not recognise this job title. Please choose one of the closest jobs or try other words.",
    );
    expect(error.candidates?.length).toBeGreaterThanOrEqual(3);
    for (const c of error.candidates ?? []) expect(c.path).toMatch(/^\/salary\/US\/[^/]+\/3$/);
  });

  it("404 NO_MATCH candidates are in the query's language, with its path prefix", async () => {
    const { body } = await call(getSalary, "/api/v1/salary?country=TR&position=xqzw%20vvkj&experience=7&lang=tr");
    const error = errorOf(body);
    expect(error.candidates?.length).toBeGreaterThanOrEqual(3);
    for (const c of error.candidates ?? []) {
      expect(c.path).toMatch(/^\/tr\/salary\/TR\/[^/]+\/7$/);
      expect(c.title).not.toMatch(/\b(Workers|Managers|Aides|Salespersons)\b/);
    }
  });

  it("404 COUNTRY_NO_DATA naming the country, in the query's language, when its figures are not reliable", async () => {
    const { status, body } = await call(getSalary, "/api/v1/salary?country=kp&position=nurse&experience=3&lang=de");
    expect(status).toBe(404);
    expect(errorOf(body).code).toBe("COUNTRY_NO_DATA");
    expect(errorOf(body).message).toContain("Nordkorea");
  });

  it("says what the figures rest on and which exchange rate they use", async () => {
    const { body } = await call(getSalary, "/api/v1/salary?country=IR&position=cashier&experience=10");
    expect(body["exchangeRate"]).toMatchObject({ kind: "market", year: 2026 });
    expect(body["basis"]).toMatchObject({ referenceYear: 2026, fullTime: true });
    const gb = await call(getSalary, "/api/v1/salary?country=GB&position=nurse&experience=10");
    expect(gb.body["basis"]).toMatchObject({ level: "oecd", structure: "own", referenceYear: 2026 });
    expect(gb.body["exchangeRate"]).toMatchObject({ kind: "official", year: 2026 });
  });

  it("names the 10th and 90th percentiles p10 and p90, keeping min and max as their aliases", async () => {
    const { body } = await call(getSalary, "/api/v1/salary?country=FR&position=nurse&experience=3");
    for (const period of ["annual", "monthly"] as const) {
      const f = body[period] as Record<string, number>;
      expect(f["p10"]).toBeLessThan(f["median"] ?? 0);
      expect(f["p90"]).toBeGreaterThan(f["median"] ?? 0);
      expect(f["min"]).toBe(f["p10"]);
      expect(f["max"]).toBe(f["p90"]);
    }
  });

  it("404 Country not found for an unknown country", async () => {
    const { status, body } = await call(getSalary, "/api/v1/salary?country=ZZ&position=nurse&experience=3");
    expect(status).toBe(404);
    expect(errorOf(body)).toEqual({ code: "COUNTRY_NOT_FOUND", message: "Country not found" });
  });

  it("answers CORS pre-flight", async () => {
    const response = await OPTIONS({} as never);
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-methods")).toContain("GET");
  });
});

describe("GET /api/v1/positions", () => {
  it("200 with suggestions in the query's language", async () => {
    const { status, body } = await call(getPositions, "/api/v1/positions?q=yaz%C4%B1l%C4%B1m&lang=tr&limit=5");
    expect(status).toBe(200);
    const list = body["suggestions"] as { title: string; code: string; lang: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(5);
    expect(list[0]?.lang).toBe("tr");
    for (const s of list) expect(s.code).toMatch(/^\d\d-\d{4}$/);
  });

  it("returns nothing under 2 characters", async () => {
    const { status, body } = await call(getPositions, "/api/v1/positions?q=a&lang=en");
    expect(status).toBe(200);
    expect(body["suggestions"]).toEqual([]);
  });

  it("400 for a query over 100 characters", async () => {
    const { status, body } = await call(getPositions, `/api/v1/positions?q=${"a".repeat(101)}`);
    expect(status).toBe(400);
    expect(errorOf(body).code).toBe("POSITION_TOO_LONG");
  });
});

describe("GET /api/v1/countries", () => {
  it("200 with localised names, flags and currencies", async () => {
    const { status, body } = await call(getCountries, "/api/v1/countries?lang=de");
    expect(status).toBe(200);
    const list = body["countries"] as { code: string; name: string; flag: string; currency: string }[];
    expect(list.length).toBeGreaterThanOrEqual(180);
    expect(list.find((c) => c.code === "DE")).toMatchObject({ name: "Deutschland", flag: "🇩🇪", currency: "EUR" });
  });
});

describe("GET /api/v1/openapi.json", () => {
  it("is an OpenAPI 3.1 document listing every public endpoint, with enums taken from the code", async () => {
    const { status, body } = await call(getOpenApi, "/api/v1/openapi.json");
    expect(status).toBe(200);
    expect(body["openapi"]).toBe("3.1.0");
    // Every route file under /api/v1 except the admin API (behind sign-in) and this document.
    const routes = readdirSync(API_DIR, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".ts") && !f.startsWith("admin") && f !== "openapi.json.ts")
      .map((f) => `/${f.replace(/\.ts$/, "")}`)
      .sort();
    expect(routes).toContain("/contact");
    expect(Object.keys(body["paths"] as object).sort()).toEqual(routes);
    const text = JSON.stringify(body);
    expect(text).toContain("POSITION_INVALID");
    expect(text).toContain("language_navigation_alternatives");
    // The ad report batch is the zod schema itself, as JSON Schema.
    expect(text).toContain('"viewable"');
    expect(text).toContain('"business"');
  });
});
