import { z } from "zod";
import { checkPosition } from "./position.ts";
import { EXPERIENCE_MAX_YEARS, failure, success, type SalaryErrorCode, type SalaryResult } from "./errors.ts";

export interface ValidSalaryQuery {
  readonly country: string;
  readonly position: string;
  readonly experience: number;
  readonly lang: string;
}

/** Each rule carries the error code the API reports (the calculator's messages). */
const schema = z.object({
  country: z
    .string({ error: "COUNTRY_REQUIRED" })
    .trim()
    .min(1, { error: "COUNTRY_REQUIRED" })
    .transform((c) => c.toUpperCase()),
  position: z.string({ error: "POSITION_REQUIRED" }).transform((raw, ctx) => {
    const checked = checkPosition(raw);
    if (checked.ok) return checked.position;
    ctx.addIssue({ code: "custom", message: checked.code });
    return z.NEVER;
  }),
  experience: z
    .number({ error: "EXPERIENCE_INVALID" })
    .int({ error: "EXPERIENCE_INVALID" })
    .min(0, { error: "EXPERIENCE_INVALID" })
    .max(EXPERIENCE_MAX_YEARS, { error: "EXPERIENCE_INVALID" }),
  lang: z.string().default("en"),
});

/** Validates a query; the first failing rule (country, position, experience order) wins. */
export function validateSalaryQuery(input: {
  country?: unknown;
  position?: unknown;
  experience?: unknown;
  lang?: unknown;
}): SalaryResult<ValidSalaryQuery> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return success(parsed.data);
  const order: readonly string[] = ["country", "position", "experience", "lang"];
  const issue = [...parsed.error.issues].sort(
    (a, b) => order.indexOf(String(a.path[0])) - order.indexOf(String(b.path[0])),
  )[0];
  return failure((issue?.message ?? "CALCULATION_FAILED") as SalaryErrorCode);
}

/** Parses the `experience` query parameter: absent means 0 (new graduate); only digits count. */
export function parseExperienceParam(value: string | null): number {
  if (value === null || value.trim() === "") return 0;
  return /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
}
