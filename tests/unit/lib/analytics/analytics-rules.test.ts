import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EVENT_CATALOGUE, EVENT_NAMES, COMMON_PARAMS } from "../../../../src/lib/analytics/catalogue.ts";
import { validateEvent } from "../../../../src/lib/analytics/validate-event.ts";
import {
  isDevelopmentHost,
  planSinks,
  shouldLoadFirebase,
  type SinkContext,
} from "../../../../src/lib/analytics/readiness.ts";
import { reportableDuration, MIN_REPORTED_SECONDS } from "../../../../src/lib/analytics/page-duration.ts";
import { resolveDebugMode } from "../../../../src/lib/analytics/debug-mode.ts";
import { adsConversionPayload, firstPartyPayload, gtagPayload } from "../../../../src/lib/analytics/sink-payloads.ts";
import { DEMO_EVENT_PARAMS } from "../../../../src/lib/analytics/demo-samples.ts";

const CATALOGUE_EVENTS = `page_view, button_click, form_submit, search, result_view, feature_use, app_install_intent,
app_download_conversion, ios_download_click, app_store_redirect, android_download_click, android_waitlist_signup,
qr_code_interaction, signup_conversion, first_open, app_install, web_to_app_conversion, page_view_duration,
language_change, language_change_failed, language_navigation_success, language_navigation_alternatives,
ab_test_assignment`
  .split(",")
  .map((s) => s.trim());

describe("event catalogue", () => {
  it("holds exactly the 23 catalogue events", () => {
    expect(EVENT_NAMES).toHaveLength(23);
    expect([...EVENT_NAMES].sort()).toEqual([...CATALOGUE_EVENTS].sort());
  });

  it("carries the documented event parameters", () => {
    expect(Object.keys(COMMON_PARAMS).sort()).toEqual([
      "app_id",
      "bundle_id",
      "campaign",
      "platform",
      "source",
      "store",
    ]);
    expect(Object.keys(EVENT_CATALOGUE.page_view.params)).toEqual(
      expect.arrayContaining(["page_title", "page_path", "traffic_source", "measurement_id"]),
    );
    expect(Object.keys(EVENT_CATALOGUE.page_view_duration.params)).toEqual(["page_name", "duration_seconds"]);
    expect(Object.keys(EVENT_CATALOGUE.result_view.params)).toEqual(["result_type", "result_count"]);
  });

  it.each(EVENT_NAMES)("accepts the demo sample for %s", (name) => {
    expect(validateEvent({ name, params: DEMO_EVENT_PARAMS[name] })).toMatchObject({ ok: true });
  });

  it.each([
    ["an unknown event", { name: "page_viewed", params: {} }, "unknown_event"],
    ["an unknown parameter", { name: "search", params: { search_term: "x", colour: "red" } }, "unknown_param"],
    ["a missing required parameter", { name: "search", params: { category: "x" } }, "missing_param"],
    ["a number where a string belongs", { name: "form_submit", params: { form_name: 5 } }, "invalid_param"],
    [
      "a string where a number belongs",
      { name: "result_view", params: { result_type: "a", result_count: "1" } },
      "invalid_param",
    ],
    [
      "a non-finite number",
      { name: "page_view_duration", params: { page_name: "a", duration_seconds: Infinity } },
      "invalid_param",
    ],
    ["an over-long string", { name: "form_submit", params: { form_name: "x".repeat(301) } }, "invalid_param"],
    ["params that are not an object", { name: "first_open", params: [] }, "not_an_object"],
    ["a prototype key as a name", { name: "toString", params: {} }, "unknown_event"],
    ["no object at all", "page_view", "not_an_object"],
  ])("rejects %s", (_label, input, code) => {
    expect(validateEvent(input)).toMatchObject({ ok: false, code });
  });

  it("accepts the common parameters on any event", () => {
    expect(validateEvent({ name: "first_open", params: { platform: "ios", bundle_id: "app.x" } })).toMatchObject({
      ok: true,
    });
  });

  it("never throws, whatever it is given", () => {
    fc.assert(fc.property(fc.anything(), (input) => void validateEvent(input)));
  });
});

describe("sink readiness", () => {
  const base: SinkContext = {
    hostname: "www.example.com",
    port: "",
    consent: "granted",
    measurementId: "G-ABC",
    adsConversionId: "AW-1/x",
    firebaseConfigured: true,
    firebaseReady: true,
  };

  it.each([
    ["localhost", "", true],
    ["127.0.0.1", "8080", true],
    ["[::1]", "", true],
    ["www.example.com", "3000", true],
    ["www.example.com", "", false],
    ["staging.example.com", "4321", false],
  ])("isDevelopmentHost(%s, %s) = %s", (host, port, expected) => {
    expect(isDevelopmentHost(host, port)).toBe(expected);
  });

  it.each([
    ["consent granted on a public host", {}, { gtag: true, firebase: true, ads: true }],
    ["no consent yet", { consent: "unset" }, { gtag: false, firebase: false, ads: false }],
    ["consent refused", { consent: "denied" }, { gtag: false, firebase: false, ads: false }],
    ["localhost", { hostname: "localhost" }, { gtag: true, firebase: false, ads: true }],
    ["127.0.0.1", { hostname: "127.0.0.1" }, { gtag: true, firebase: false, ads: true }],
    ["port 3000", { port: "3000" }, { gtag: true, firebase: false, ads: true }],
    ["Firebase not initialised yet", { firebaseReady: false }, { gtag: true, firebase: false, ads: true }],
    [
      "nothing configured",
      { measurementId: null, adsConversionId: null, firebaseConfigured: false },
      { gtag: false, firebase: false, ads: false },
    ],
  ] as const)("%s", (_label, overrides, expected) => {
    expect(planSinks({ ...base, ...overrides })).toEqual({ firstParty: true, ...expected });
  });

  it("always sends to the first-party endpoint", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("granted", "denied", "unset") as fc.Arbitrary<SinkContext["consent"]>,
        fc.boolean(),
        (consent, ready) => {
          expect(planSinks({ ...base, consent, firebaseReady: ready }).firstParty).toBe(true);
        },
      ),
    );
  });

  it("loads the Firebase SDK only with consent, config and a public host", () => {
    expect(shouldLoadFirebase({ ...base })).toBe(true);
    expect(shouldLoadFirebase({ ...base, consent: "unset" })).toBe(false);
    expect(shouldLoadFirebase({ ...base, hostname: "localhost" })).toBe(false);
    expect(shouldLoadFirebase({ ...base, firebaseConfigured: false })).toBe(false);
  });
});

describe("page_view_duration threshold", () => {
  it.each([
    [0, 999, null],
    [0, 1000, 1],
    [500, 2600, 2],
    [0, 61_400, 61],
    [1000, 500, null],
  ])("from %d ms to %d ms reports %s", (start, end, expected) => {
    expect(reportableDuration(start, end)).toBe(expected);
  });

  it("never reports less than the minimum", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        (a, b) => {
          const seconds = reportableDuration(a, b);
          if (seconds !== null) expect(seconds).toBeGreaterThanOrEqual(MIN_REPORTED_SECONDS);
        },
      ),
    );
  });
});

describe("debug mode", () => {
  it.each([
    ["?debug=1", null, { enabled: true, store: "set" }],
    ["?debug=0", "1", { enabled: false, store: "remove" }],
    ["", "1", { enabled: true, store: "keep" }],
    ["", null, { enabled: false, store: "keep" }],
    ["?x=1&debug=1", null, { enabled: true, store: "set" }],
    ["?debug=yes", null, { enabled: false, store: "keep" }],
  ])("%s with stored %s", (search, stored, expected) => {
    expect(resolveDebugMode(search, stored)).toEqual(expected);
  });
});

describe("sink payloads", () => {
  const event = { name: "ios_download_click", params: { button_name: "b" } } as const;
  it("shapes each destination's payload", () => {
    expect(firstPartyPayload(event, { page: "/download", lang: "fr", variant: "v2" })).toEqual({
      name: "ios_download_click",
      params: { button_name: "b" },
      page: "/download",
      lang: "fr",
      variant: "v2",
    });
    expect(gtagPayload(event)).toEqual(["event", "ios_download_click", { button_name: "b" }]);
  });

  it("sends ads conversions with value 1 USD for the three conversion events only", () => {
    expect(adsConversionPayload(event, "AW-1/abc")).toEqual([
      "event",
      "conversion",
      { send_to: "AW-1/abc", value: 1, currency: "USD" },
    ]);
    expect(adsConversionPayload({ name: "signup_conversion", params: {} }, "AW-1/abc")).not.toBeNull();
    expect(adsConversionPayload({ name: "android_download_click", params: {} }, "AW-1/abc")).not.toBeNull();
    expect(adsConversionPayload({ name: "page_view", params: {} }, "AW-1/abc")).toBeNull();
  });
});
