/**
 * Address of a salary result's Open Graph image (src/pages/api/v1/og/salary.png.ts),
 * relative to the site root. Pages pass the position as it appears in their URL (its
 * slug); the image endpoint shows hyphens as spaces.
 */
export const OG_SALARY_IMAGE_PATH = "/api/v1/og/salary.png";

export interface OgImageParams {
  readonly country: string;
  readonly position: string;
  readonly experience: number;
  readonly lang: string;
}

export function ogImageUrl({ country, position, experience, lang }: OgImageParams): string {
  const query = new URLSearchParams({
    country: country.trim().toUpperCase(),
    position: position.trim(),
    experience: String(experience),
    lang,
  });
  // URLSearchParams writes spaces as "+"; "%20" reads the same and survives every consumer.
  return `${OG_SALARY_IMAGE_PATH}?${query.toString().replace(/\+/g, "%20")}`;
}
