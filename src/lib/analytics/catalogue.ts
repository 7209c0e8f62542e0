/**
 * The analytics event catalogue: exactly the 23 events of the product specification with their
 * parameters. The same table types the client's `track()` and validates the server's
 * `POST /api/v1/events`, so a wrong name or parameter fails at compile time and at runtime.
 */
export type ParamKind = "string" | "number";

interface EventSpec {
  readonly params: Readonly<Record<string, ParamKind>>;
  readonly required?: readonly string[];
}

/** The "common" parameters, allowed on every event. */
export const COMMON_PARAMS = {
  platform: "string",
  source: "string",
  campaign: "string",
  store: "string",
  app_id: "string",
  bundle_id: "string",
} as const satisfies Record<string, ParamKind>;

const button = { button_name: "string", button_location: "string" } as const;
const language = { from_language: "string", to_language: "string", page_path: "string" } as const;

export const EVENT_CATALOGUE = {
  page_view: {
    params: {
      page_title: "string",
      page_path: "string",
      route_name: "string",
      traffic_source: "string",
      measurement_id: "string",
    },
    required: ["page_title", "page_path"],
  },
  button_click: { params: button, required: ["button_name"] },
  form_submit: { params: { form_name: "string" }, required: ["form_name"] },
  search: { params: { search_term: "string", category: "string" }, required: ["search_term"] },
  result_view: { params: { result_type: "string", result_count: "number" }, required: ["result_type"] },
  feature_use: { params: { feature_name: "string" }, required: ["feature_name"] },
  app_install_intent: { params: button },
  app_download_conversion: { params: {} },
  ios_download_click: { params: button },
  app_store_redirect: { params: button },
  android_download_click: { params: button },
  android_waitlist_signup: { params: { form_name: "string" } },
  qr_code_interaction: { params: { button_location: "string" } },
  signup_conversion: { params: {} },
  first_open: { params: {} },
  app_install: { params: {} },
  web_to_app_conversion: { params: button },
  page_view_duration: {
    params: { page_name: "string", duration_seconds: "number" },
    required: ["page_name", "duration_seconds"],
  },
  language_change: { params: language, required: ["to_language"] },
  language_change_failed: { params: language, required: ["to_language"] },
  language_navigation_success: { params: language, required: ["to_language"] },
  language_navigation_alternatives: { params: language, required: ["to_language"] },
  ab_test_assignment: { params: { variant: "string", version: "string" }, required: ["variant", "version"] },
} as const satisfies Record<string, EventSpec>;

export type EventName = keyof typeof EVENT_CATALOGUE;
export const EVENT_NAMES = Object.keys(EVENT_CATALOGUE) as EventName[];

type KindToType<K> = K extends "number" ? number : string;
type SpecOf<N extends EventName> = (typeof EVENT_CATALOGUE)[N];
type RequiredKeys<N extends EventName> = SpecOf<N> extends { required: readonly (infer R)[] } ? R & string : never;
type OwnParams<N extends EventName> = {
  [K in keyof SpecOf<N>["params"] as K extends RequiredKeys<N> ? K : never]: KindToType<SpecOf<N>["params"][K]>;
} & {
  [K in keyof SpecOf<N>["params"] as K extends RequiredKeys<N> ? never : K]?: KindToType<SpecOf<N>["params"][K]>;
};
type CommonParams = { [K in keyof typeof COMMON_PARAMS]?: string };

/** The parameters `track(name, params)` accepts for event `N`. */
export type EventParams<N extends EventName> = OwnParams<N> & CommonParams;

/** Events that also go to the ads conversion tag, value 1 USD. */
export const ADS_CONVERSION_EVENTS = ["ios_download_click", "android_download_click", "signup_conversion"] as const;
export const ADS_CONVERSION = { value: 1, currency: "USD" } as const;

/** Limits that keep one event small; the endpoint also caps batches. */
export const EVENT_LIMITS = { stringLength: 300, maxBatchEvents: 50, maxBatchBytes: 16 * 1024 } as const;
