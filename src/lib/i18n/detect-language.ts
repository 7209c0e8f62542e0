export interface DetectionInput {
  readonly saved: string | null | undefined;
  readonly browserLanguages: readonly string[];
  readonly offered: readonly string[];
  readonly fallback: string;
}

/**
 * Saved preference, then the first offered browser language (`fr-FR` → `fr`), then the fallback.
 * Self-contained on purpose: the root page serialises it into an inline head script.
 */
export function detectLanguage(input: DetectionInput): string {
  const normalize = (tag: string | null | undefined): string => {
    const primary =
      String(tag ?? "")
        .trim()
        .toLowerCase()
        .split(/[-_]/)[0] ?? "";
    return /^[a-z]{2,3}$/.test(primary) ? primary : "";
  };
  const saved = normalize(input.saved);
  if (saved && input.offered.includes(saved)) return saved;
  for (const tag of input.browserLanguages) {
    const code = normalize(tag);
    if (code && input.offered.includes(code)) return code;
  }
  return input.fallback;
}
