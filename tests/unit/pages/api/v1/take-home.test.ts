import { describe, expect, it } from "vitest";
import { GET as getTakeHome } from "../../../../../src/pages/api/v1/take-home.ts";
import { GET as getSalary } from "../../../../../src/pages/api/v1/salary.ts";
import { takeHomeCountries } from "../../../../../src/server/take-home/country-tax-rules.ts";

type Handler = (context: never) => Response | Promise<Response>;

async function call(handler: Handler, path: string) {
  const url = new URL(path, "https://example.test");
  const response = await handler({ url, request: new Request(url) } as never);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const errorOf = (body: Record<string, unknown>) => body["error"] as { code: string; message: string };

// Every EU member, the other OECD members, and the main country of each of the site's languages.
const COVERED = (
  "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE " +
  "AU CA CL CO CR IS IL JP KR MX NZ NO CH TR GB US " +
  "RU UA KZ UZ AZ IN PK BD ID MY VN PH EG SA AE KE NG BR CN"
).split(" ");

describe("GET /api/v1/take-home", () => {
  it("holds rules for at least 60 countries, every EU member among them", () => {
    expect(takeHomeCountries().length).toBeGreaterThanOrEqual(60);
    expect(COVERED.filter((code) => !takeHomeCountries().includes(code))).toEqual([]);
  });

  it.each(COVERED)("answers for %s this year and last, with net below gross", async (country) => {
    for (const year of [2025, 2026]) {
      const { status, body } = await call(getTakeHome, `/api/v1/take-home?country=${country}&gross=50000&year=${year}`);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body["year"]).toBe(year);
      expect(body["net"]).toBeGreaterThan(0);
      expect(body["net"]).toBeLessThanOrEqual(50_000);
      expect(body["netMonthly"]).toBeCloseTo((body["net"] as number) / 12, 6);
      expect((body["sources"] as unknown[]).length).toBeGreaterThan(0);
      expect((body["assumptions"] as unknown[]).length).toBeGreaterThan(0);
    }
  });

  it("adds up: net = gross − income tax − contributions, and defaults to the current year", async () => {
    const { status, body } = await call(getTakeHome, "/api/v1/take-home?country=DE&gross=60000");
    expect(status).toBe(200);
    expect(body["year"]).toBe(2026);
    expect(body["currency"]).toBe("EUR");
    expect((body["net"] as number) + (body["incomeTax"] as number) + (body["contributions"] as number)).toBeCloseTo(
      60_000,
      6,
    );
  });

  it("says so where wages carry no income tax", async () => {
    const { body } = await call(getTakeHome, "/api/v1/take-home?country=AE&gross=300000");
    expect(body["noIncomeTax"]).toBe(true);
    expect(body["incomeTax"]).toBe(0);
  });

  it("lets the visitor pick a region the rules hold, and refuses one they do not", async () => {
    const texas = await call(getTakeHome, "/api/v1/take-home?country=US&gross=100000&region=US-TX");
    const california = await call(getTakeHome, "/api/v1/take-home?country=US&gross=100000&region=US-CA");
    expect(texas.status).toBe(200);
    expect(texas.body["net"]).toBeGreaterThan(california.body["net"] as number);
    const unknown = await call(getTakeHome, "/api/v1/take-home?country=US&gross=100000&region=US-XX&lang=de");
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown.body).code).toBe("REGION_UNKNOWN");
    expect(errorOf(unknown.body).message).toContain("US-TX");
  });

  it.each([
    ["country=DE&gross=-5", "GROSS_INVALID"],
    ["country=DE&gross=abc", "GROSS_INVALID"],
    ["country=DE&gross=1e9", "GROSS_INVALID"],
    ["country=DE&gross=99999999999999", "GROSS_INVALID"],
    ["country=DE", "GROSS_INVALID"],
    ["country=DE&gross=50000&year=1999", "YEAR_NOT_COVERED"],
    ["country=DE&gross=50000&year=20x6", "YEAR_NOT_COVERED"],
    ["country=ZZ&gross=50000", "TAKE_HOME_NOT_COVERED"],
    ["country=Germany&gross=50000", "TAKE_HOME_NOT_COVERED"],
    ["gross=50000", "COUNTRY_REQUIRED"],
  ])("400 for %s (%s), with a localized message", async (query, code) => {
    const { status, body } = await call(getTakeHome, `/api/v1/take-home?${query}&lang=fr`);
    expect(status).toBe(400);
    expect(errorOf(body).code).toBe(code);
    const english = await call(getTakeHome, `/api/v1/take-home?${query}`);
    expect(errorOf(body).message).not.toBe(errorOf(english.body).message);
  });
});

describe("GET /api/v1/salary take-home", () => {
  it("adds the net of its median where the rules are in the data", async () => {
    const { body } = await call(getSalary, "/api/v1/salary?country=DE&position=nurse&experience=10");
    const median = (body["annual"] as { median: number }).median;
    const net = body["takeHome"] as { gross: number; net: number; year: number; currency: string };
    expect(net.gross).toBe(median);
    expect(net.net).toBeLessThan(median);
    expect(net.net).toBeGreaterThan(median * 0.4);
    expect(net.currency).toBe("EUR");
  });

  it("is null for a country without rules", async () => {
    const { body } = await call(getSalary, "/api/v1/salary?country=AR&position=nurse&experience=10");
    expect(body).toHaveProperty("takeHome", null);
  });
});
