import { isPlainText } from "../validation/plain-text.ts";
import { COMMON_PARAMS, EVENT_CATALOGUE, EVENT_LIMITS, type EventName, type ParamKind } from "./catalogue.ts";

export interface ValidEvent {
  readonly name: EventName;
  readonly params: Readonly<Record<string, string | number>>;
}

export type EventCheck =
  | { readonly ok: true; readonly event: ValidEvent }
  | {
      readonly ok: false;
      readonly code: "unknown_event" | "unknown_param" | "invalid_param" | "missing_param" | "not_an_object";
      readonly detail: string;
    };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function kindMatches(kind: ParamKind, value: unknown): boolean {
  if (kind === "number") return typeof value === "number" && Number.isFinite(value);
  return typeof value === "string" && value.length <= EVENT_LIMITS.stringLength && isPlainText(value);
}

/** Checks one `{ name, params }` against the catalogue. Pure; shared by client and server. */
export function validateEvent(input: unknown): EventCheck {
  if (!isRecord(input)) return { ok: false, code: "not_an_object", detail: "event must be an object" };
  const { name, params = {} } = input;
  if (typeof name !== "string" || !Object.hasOwn(EVENT_CATALOGUE, name)) {
    return { ok: false, code: "unknown_event", detail: String(name).slice(0, 60) };
  }
  if (!isRecord(params)) return { ok: false, code: "not_an_object", detail: "params must be an object" };
  const spec = EVENT_CATALOGUE[name as EventName];
  const allowed: Record<string, ParamKind> = { ...COMMON_PARAMS, ...spec.params };
  for (const [key, value] of Object.entries(params)) {
    // Own keys only: "__proto__" or "constructor" must not find Object.prototype's members.
    const kind = Object.hasOwn(allowed, key) ? allowed[key] : undefined;
    if (!kind) return { ok: false, code: "unknown_param", detail: `${name}.${key}`.slice(0, 80) };
    if (!kindMatches(kind, value)) return { ok: false, code: "invalid_param", detail: `${name}.${key}` };
  }
  const required: readonly string[] = "required" in spec ? spec.required : [];
  const missing = required.find((key) => !(key in params));
  if (missing) return { ok: false, code: "missing_param", detail: `${name}.${missing}` };
  return { ok: true, event: { name: name as EventName, params: params as Record<string, string | number> } };
}
