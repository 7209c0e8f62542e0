import type { EventName, EventParams } from "./catalogue.ts";

/** Example parameters the /analytics-demo buttons send, one valid set per catalogue event. */
export const DEMO_EVENT_PARAMS: { [N in EventName]: EventParams<N> } = {
  page_view: {
    page_title: "Analytics demo",
    page_path: "/analytics-demo",
    route_name: "analytics-demo",
    platform: "web",
  },
  button_click: { button_name: "demo_button", button_location: "analytics_demo" },
  form_submit: { form_name: "salary_calculator" },
  search: { search_term: "software developer", category: "position" },
  result_view: { result_type: "salary_estimate", result_count: 1 },
  feature_use: { feature_name: "currency_switch" },
  app_install_intent: { button_name: "demo_get_app", button_location: "analytics_demo" },
  app_download_conversion: { store: "app_store" },
  ios_download_click: { button_name: "demo_app_store", button_location: "analytics_demo" },
  app_store_redirect: { button_name: "demo_app_store", button_location: "analytics_demo", store: "app_store" },
  android_download_click: { button_name: "demo_android", button_location: "analytics_demo" },
  android_waitlist_signup: { form_name: "android_waitlist" },
  qr_code_interaction: { button_location: "analytics_demo" },
  signup_conversion: { source: "analytics_demo" },
  first_open: { platform: "ios", app_id: "6744272144" },
  app_install: { platform: "ios", store: "app_store" },
  web_to_app_conversion: { button_name: "demo_open_app", button_location: "analytics_demo" },
  page_view_duration: { page_name: "analytics-demo", duration_seconds: 42 },
  language_change: { from_language: "en", to_language: "fr", page_path: "/analytics-demo" },
  language_change_failed: { from_language: "en", to_language: "fr", page_path: "/analytics-demo" },
  language_navigation_success: { from_language: "en", to_language: "fr", page_path: "/fr/analytics-demo" },
  language_navigation_alternatives: { from_language: "en", to_language: "fr", page_path: "/career-guide" },
  ab_test_assignment: { variant: "v2", version: "1.0" },
};

/**
 * Whether an event was raised on the demo page (any language, with or without a trailing slash
 * or query). Such events are stored marked as demo and counted apart from real traffic.
 */
export function isDemoPage(page: string): boolean {
  return /^(?:\/[a-z]{2,3})?\/analytics-demo\/?(?:[?#]|$)/.test(page);
}
