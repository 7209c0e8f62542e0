/**
 * Which result pages the site links to and lists in its sitemaps, so that crawlers and people
 * can reach them: for every country, its most-employed occupations at one experience level.
 * Employment is the US count (the only occupation-level count we have for every occupation),
 * a fair proxy for how common a job is anywhere.
 */

/** Years of experience the browse pages and sitemaps link to: an early-career, typical figure. */
export const BROWSE_EXPERIENCE = 5;
/** Occupations listed on a country page and in its sitemap. */
export const TOP_OCCUPATIONS_PER_COUNTRY = 50;
/** Occupations shown per group on the browse index. */
export const OCCUPATIONS_PER_GROUP = 8;
/** ISCO-08 major groups 1…9 (0, the armed forces and unknown, is not browsed). */
export const ISCO_GROUPS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** Flag bit of a broad SOC group ("all other …"), not a job anyone names. */
const BROAD_GROUP = 4;

export interface BrowseOccupations {
  readonly employment: ArrayLike<number>;
  readonly flags: ArrayLike<number>;
  readonly isco: ArrayLike<number>;
}

/** Occupation indices, most employed first, without broad groups; ties keep index order. */
export function rankByEmployment(o: BrowseOccupations): number[] {
  const indices: number[] = [];
  for (let i = 0; i < o.employment.length; i++) if (((o.flags[i] ?? 0) & BROAD_GROUP) === 0) indices.push(i);
  return indices.sort((a, b) => (o.employment[b] ?? 0) - (o.employment[a] ?? 0) || a - b);
}

/** The `perGroup` most-employed occupations of each ISCO major group, in ranked order. */
export function topByGroup(o: BrowseOccupations, ranked: readonly number[], perGroup: number): Map<number, number[]> {
  const groups = new Map<number, number[]>(ISCO_GROUPS.map((g) => [g, []]));
  for (const i of ranked) {
    const list = groups.get(o.isco[i] ?? 0);
    if (list && list.length < perGroup) list.push(i);
  }
  return groups;
}
