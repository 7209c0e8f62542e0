/**
 * Home page A/B test. Kept free of imports: the layout serialises
 * `resolveVariant` into an inline head script so the variant is known before first paint.
 */
export type Variant = "v1" | "v2";

export const AB_TEST_VERSION = "1.0";
/** Percentage of new visitors sent to v2. */
export const V2_SHARE_PERCENT = 100;
export const AB_STORAGE_KEYS = { variant: "ab_test_variant", version: "ab_test_version" } as const;

export interface VariantDecision {
  readonly variant: Variant;
  /** True when this call made a new assignment that must be stored and reported. */
  readonly assigned: boolean;
}

/**
 * @param stored the stored variant and version, if any
 * @param roll a uniform number in [0, 100)
 * @param isSalaryPage salary pages always count as v1 and never assign
 */
export function resolveVariant(
  stored: { readonly variant: string | null; readonly version: string | null },
  roll: number,
  v2SharePercent: number,
  isSalaryPage: boolean,
): VariantDecision {
  if (isSalaryPage) return { variant: "v1", assigned: false };
  const known = stored.variant === "v1" || stored.variant === "v2";
  if (known && stored.version === "1.0") return { variant: stored.variant as Variant, assigned: false };
  return { variant: roll < v2SharePercent ? "v2" : "v1", assigned: true };
}
