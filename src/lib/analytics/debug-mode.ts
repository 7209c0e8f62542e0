/** localStorage key that keeps analytics debug logging on across pages. */
export const DEBUG_STORAGE_KEY = "debug";

export interface DebugDecision {
  readonly enabled: boolean;
  /** What to do with the stored flag: set it, remove it, or leave it alone. */
  readonly store: "set" | "remove" | "keep";
}

/** `?debug=1` turns debug logging on and remembers it; `?debug=0` turns it off and forgets it. */
export function resolveDebugMode(search: string, stored: string | null): DebugDecision {
  const flag = new URLSearchParams(search).get("debug");
  if (flag === "1") return { enabled: true, store: "set" };
  if (flag === "0") return { enabled: false, store: "remove" };
  return { enabled: stored === "1", store: "keep" };
}
