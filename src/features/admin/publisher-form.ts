import {
  AD_PLACEMENTS,
  publisherInputSchema,
  type Publisher,
  type PublisherInput,
} from "../../lib/ads/ad-publishers.ts";

/** A comma- or space-separated list as typed in the form. */
const list = (value: string, transform: (s: string) => string) =>
  value
    .split(/[\s,]+/)
    .map((s) => transform(s.trim()))
    .filter((s) => s !== "");

/** The publisher form's fields (both kinds share one form) → a checked publisher, or what is wrong. */
export function publisherFromForm(
  form: URLSearchParams,
): { ok: true; value: PublisherInput } | { ok: false; problems: string[] } {
  const field = (name: string) => (form.get(name) ?? "").slice(0, 2_000);
  const kind = field("kind");
  const common = {
    kind,
    name: field("name"),
    enabled: form.get("enabled") === "on",
    languages: list(field("languages"), (s) => s.toLowerCase()),
    countries: list(field("countries"), (s) => s.toUpperCase()),
  };
  const candidate =
    kind === "adsense"
      ? {
          ...common,
          publisherId: field("publisherId"),
          slots: Object.fromEntries(
            AD_PLACEMENTS.map((p) => [p, field(`slot-${p}`).trim()]).filter(([, slot]) => slot !== ""),
          ),
        }
      : {
          ...common,
          link: field("link"),
          placements: AD_PLACEMENTS.filter((p) => form.get(`placement-${p}`) === "on"),
        };
  const parsed = publisherInputSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join(".") || "kind"}: ${i.message}`) };
}

/** What the form shows for an existing publisher (or a new one). */
export function publisherFormValues(p: Publisher | undefined) {
  return {
    kind: p?.kind ?? "adsense",
    name: p?.name ?? "",
    enabled: p?.enabled ?? true,
    languages: p?.languages.join(", ") ?? "",
    countries: p?.countries.join(", ") ?? "",
    publisherId: p?.kind === "adsense" ? p.publisherId : "",
    slots: p?.kind === "adsense" ? p.slots : {},
    link: p?.kind === "house" ? p.link : "https://apps.apple.com/app/id6744272144",
    placements: p?.kind === "house" ? p.placements : [...AD_PLACEMENTS],
  };
}
