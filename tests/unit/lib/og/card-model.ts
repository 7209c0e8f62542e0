import type { SalaryCardModel } from "../../../../src/lib/og/salary-card-layout.ts";

/** A card model with fixed English labels; right-to-left cards default to Arabic. */
export function cardModel(
  title: string,
  dir: "ltr" | "rtl" = "ltr",
  values: readonly [string, string, string] = ["€41,000", "€58,500", "€80,250"],
  lang = dir === "rtl" ? "ar" : "en",
): SalaryCardModel {
  return {
    lang,
    dir,
    brand: "SalaryScope",
    title,
    subtitle: "Germany · 5 years",
    caption: "Annual gross",
    figures: [
      { label: "Minimum", value: values[0] },
      { label: "Average", value: values[1], highlight: true },
      { label: "Maximum", value: values[2] },
    ],
  };
}
