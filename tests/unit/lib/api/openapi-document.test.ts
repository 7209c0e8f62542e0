// The OpenAPI operations against the code: each documented path is a route file exporting the
// documented methods (and no public route is left out), and real answers parse with the
// schemas the document was built from, at a status the document lists.
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_OPERATIONS, type ApiOperation } from "../../../../src/lib/api/openapi-document.ts";
import {
  contactBodyReader,
  contactRequestSchema,
  eventBatchSchema,
  waitlistBodyReader,
  waitlistRequestSchema,
} from "../../../../src/lib/api/write-api-schemas.ts";
import { adEventBatchSchema } from "../../../../src/lib/api/ads-api-schemas.ts";
import { ROUTE_QUERY } from "../../../../src/lib/http/route-query.ts";
import { GET as getSalary } from "../../../../src/pages/api/v1/salary.ts";
import { GET as getPositions } from "../../../../src/pages/api/v1/positions.ts";
import { GET as getCountries } from "../../../../src/pages/api/v1/countries.ts";
import { GET as getSalaryCard } from "../../../../src/pages/api/v1/og/salary.png.ts";
import { handleEventsRequest } from "../../../../src/server/analytics/events-handler.ts";
import { handleSummaryRequest } from "../../../../src/server/analytics/summary.ts";
import { handleWaitlistRequest } from "../../../../src/server/waitlist/waitlist-handler.ts";
import { handleContactRequest } from "../../../../src/server/contact/contact-handler.ts";
import { handleAdDecisionRequest, handleAdEventsRequest } from "../../../../src/server/ads/ad-serving.ts";
import { runMigrations } from "../../../../src/server/db/migrate.ts";
import { createSiteServices, type SiteServices } from "../../../../src/server/site-services.ts";
import { sqliteBackend, type TestBackend } from "../../server/test-databases.ts";
import { settings } from "../../server/storage-suite.ts";

const API_DIR = new URL("../../../../src/pages/api/v1/", import.meta.url);
const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** The admin API (behind sign-in) and the document itself are not part of the public API. */
const publicRouteFiles = readdirSync(API_DIR, { recursive: true, encoding: "utf8" })
  .map((file) => file.replaceAll("\\", "/"))
  .filter((file) => file.endsWith(".ts") && !file.startsWith("admin/") && file !== "openapi.json.ts")
  .sort();

const pathOf = (file: string) => `/${file.replace(/\.ts$/, "")}`;
const operationsAt = (path: string) => API_OPERATIONS.filter((op) => op.path === path);

describe("the OpenAPI operations and the route files", () => {
  it("document every public route file, and only those", () => {
    expect(publicRouteFiles).toContain("contact.ts");
    const documented = [...new Set(API_OPERATIONS.map((op) => op.path))].sort();
    expect(documented).toEqual(publicRouteFiles.map(pathOf).sort());
  });

  it.each(publicRouteFiles)("%s exports exactly the documented methods", async (file) => {
    const route = (await import(new URL(file, API_DIR).href)) as Record<string, unknown>;
    const exported = Object.keys(route).filter((name) => HTTP_METHODS.includes(name));
    const documented = operationsAt(pathOf(file)).map((op) => op.method.toUpperCase());
    expect(exported.sort()).toEqual(documented.sort());
  });

  it.each(Object.entries(ROUTE_QUERY))("%s documents the query parameters it reads", (route, names) => {
    const [op] = operationsAt(route.replace(/^\/api\/v1/, ""));
    expect(Object.keys(op?.query?.shape ?? {}).sort()).toEqual([...names].sort());
  });

  it("has one operationId per operation", () => {
    const ids = API_OPERATIONS.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("reads the same fields the write endpoints document", () => {
    expect(Object.keys(waitlistBodyReader.shape).sort()).toEqual(Object.keys(waitlistRequestSchema.shape).sort());
    expect(Object.keys(contactBodyReader.shape).sort()).toEqual(Object.keys(contactRequestSchema.shape).sort());
  });
});

/** Parses a real answer with the schema documented for its path, method and status. */
async function expectDocumented(path: string, method: ApiOperation["method"], response: Response): Promise<void> {
  const op = API_OPERATIONS.find((o) => o.path === path && o.method === method);
  expect(op, `${method} ${path} is documented`).toBeDefined();
  const spec = op?.responses[response.status];
  expect(spec, `${method} ${path} documents status ${response.status}`).toBeDefined();
  if (spec?.schema) {
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    spec.schema.parse(await response.json());
  } else {
    expect(response.headers.get("content-type")).toBe(spec?.mediaType);
  }
}

const get = (handler: (context: never) => Response | Promise<Response>, path: string) => {
  const url = new URL(path, "https://example.test");
  return handler({ url, request: new Request(url) } as never);
};

describe("real answers of the read endpoints parse with their documented schemas", () => {
  it.each([
    ["/salary", "/api/v1/salary?country=DE&position=Softwareentwickler&experience=5&lang=de", 200],
    ["/salary", "/api/v1/salary?country=FR&position=nurse", 200],
    ["/salary", "/api/v1/salary?position=nurse", 400],
    ["/salary", "/api/v1/salary?country=US&position=xqzw%20vvkj", 404],
  ])("GET %s (%s)", async (path, url, status) => {
    const response = await get(getSalary, url);
    expect(response.status).toBe(status);
    await expectDocumented(path, "get", response);
  });

  it.each([
    ["/api/v1/positions?q=nurse&lang=en&limit=3", 200],
    [`/api/v1/positions?q=${"a".repeat(101)}`, 400],
  ])("GET /positions (%s)", async (url, status) => {
    const response = await get(getPositions, url);
    expect(response.status).toBe(status);
    await expectDocumented("/positions", "get", response);
  });

  it("GET /countries", async () => {
    await expectDocumented("/countries", "get", await get(getCountries, "/api/v1/countries?lang=de"));
  });

  it.each([
    ["/api/v1/og/salary.png?country=DE&position=nurse&experience=5", 200],
    ["/api/v1/og/salary.png?country=DE&position=n", 400],
    ["/api/v1/og/salary.png?country=ZZ&position=nurse", 404],
  ])("GET /og/salary.png (%s)", async (url, status) => {
    const response = await get(getSalaryCard, url);
    expect(response.status).toBe(status);
    await expectDocumented("/og/salary.png", "get", response);
  });
});

describe("real answers of the write and stored-data endpoints parse with their documented schemas", () => {
  const address = "198.51.100.7";
  let backend: TestBackend;
  let services: SiteServices;

  beforeAll(async () => {
    backend = sqliteBackend();
    const db = backend.open();
    await runMigrations(db);
    services = createSiteServices(db, settings);
  });
  afterAll(() => backend.dispose());

  const post = (path: string, body: unknown, contentType = "application/json") =>
    new Request(`https://example.test/api/v1${path}`, {
      method: "POST",
      headers: { "content-type": contentType, "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" },
      body: JSON.stringify(body),
    });

  it("POST /events", async () => {
    const batch = {
      events: [{ name: "page_view", params: { page_title: "Home", page_path: "/" }, page: "/", lang: "en" }],
    };
    eventBatchSchema.parse(batch);
    const stored = await handleEventsRequest(services, post("/events", batch, "text/plain"), address);
    expect(stored.status).toBe(202);
    await expectDocumented("/events", "post", stored);
    const unknown = await handleEventsRequest(
      services,
      post("/events", { events: [{ name: "nope", page: "/" }] }),
      address,
    );
    expect(unknown.status).toBe(400);
    await expectDocumented("/events", "post", unknown);
    await expectDocumented(
      "/events",
      "post",
      await handleEventsRequest(services, post("/events", batch, "text/html"), address),
    );
  });

  it("POST /waitlist", async () => {
    const entry = { email: "reader@example.com", lang: "de" };
    waitlistRequestSchema.parse(entry);
    const joined = await handleWaitlistRequest(services, post("/waitlist", entry), address);
    expect(joined.status).toBe(201);
    await expectDocumented("/waitlist", "post", joined);
    const invalid = await handleWaitlistRequest(services, post("/waitlist", { email: "not an address" }), address);
    expect(invalid.status).toBe(400);
    await expectDocumented("/waitlist", "post", invalid);
  });

  it("POST /contact", async () => {
    const message = {
      name: "Ayşe Yılmaz",
      email: "ayse@example.com",
      subject: "support",
      message: "The estimate for nurses in Izmir looks low.",
      website: "",
      lang: "tr",
    };
    contactRequestSchema.parse(message);
    const sent = await handleContactRequest(services, post("/contact", message), address);
    expect(sent.status).toBe(201);
    await expectDocumented("/contact", "post", sent);
    const invalid = await handleContactRequest(services, post("/contact", { ...message, name: "A" }), address);
    expect(invalid.status).toBe(400);
    await expectDocumented("/contact", "post", invalid);
  });

  it("GET /ads", async () => {
    const url = (query: string) => new URL(`https://example.test/api/v1/ads?${query}`);
    const decisions = await handleAdDecisionRequest(services, url("lang=de&country=DE"));
    expect(decisions.status).toBe(200);
    await expectDocumented("/ads", "get", decisions);
    // Without a database every placement is empty, in the same shape.
    await expectDocumented("/ads", "get", await handleAdDecisionRequest(undefined, url("lang=en")));
    const invalid = await handleAdDecisionRequest(services, url("lang=xx"));
    expect(invalid.status).toBe(400);
    await expectDocumented("/ads", "get", invalid);
  });

  it("POST /ads/events", async () => {
    const batch = { events: [{ placement: "home", publisherId: 1, kind: "impression" }] };
    adEventBatchSchema.parse(batch);
    const counted = await handleAdEventsRequest(services, post("/ads/events", batch), address);
    expect(counted.status).toBe(202);
    await expectDocumented("/ads/events", "post", counted);
    const invalid = await handleAdEventsRequest(services, post("/ads/events", { events: [] }), address);
    expect(invalid.status).toBe(400);
    await expectDocumented("/ads/events", "post", invalid);
  });

  it("GET /analytics/summary and /analytics/demo-summary", async () => {
    const now = new Date();
    const summary = (authorization: string | null) =>
      handleSummaryRequest(services.db, now, { demo: false, authorization, token: settings.summaryToken });
    const allowed = await summary(`Bearer ${settings.summaryToken}`);
    expect(allowed.status).toBe(200);
    await expectDocumented("/analytics/summary", "get", allowed);
    const refused = await summary(null);
    expect(refused.status).toBe(401);
    await expectDocumented("/analytics/summary", "get", refused);
    const demo = await handleSummaryRequest(services.db, now, { demo: true });
    expect(demo.status).toBe(200);
    await expectDocumented("/analytics/demo-summary", "get", demo);
  });
});
