/**
 * Experience curve: a concave, Mincer-type log-wage profile that peaks at P years,
 *   g(x) = 2x/P − (x/P)²                      for x ≤ P
 *   g(x) = 1 − ½·((x − P)/P)²                 for x > P (a gentler decline, cf. Murphy & Welch 1990)
 *   ln f(x) = s · G · (g(x) − ḡ)
 * G is the log growth from entry to peak for the occupation group, s scales it by the
 * country's income (Lagakos et al. 2018: profiles in poor countries are about half as
 * steep as in rich ones), and ḡ is the mean of g over 0–40 years, so the BLS
 * cross-section (all experience levels) is the geometric mean of the curve.
 * Parameters and sources: docs/salary-model.md.
 */
export interface ExperienceGroup {
  readonly name: string;
  /** Log wage growth from 0 years to the peak (US). */
  readonly growth: number;
  /** Years of experience at the peak. */
  readonly peak: number;
}

/**
 * Index = occupation group in the data module. These are curves within one occupation,
 * flatter than the economy-wide life cycle (which also counts moves into better-paid
 * occupations). Traded ICT skills are the exception: developer pay rises steeply with
 * experience (see docs/salary-model.md §4).
 */
export const EXPERIENCE_GROUPS: readonly ExperienceGroup[] = [
  { name: "management, professional and technical (SOC 11–29)", growth: 0.45, peak: 25 },
  { name: "sales, office, trades, production, protective (SOC 33, 41–51)", growth: 0.32, peak: 25 },
  { name: "service, care, farming, transport (SOC 31, 35–39, 45, 53)", growth: 0.22, peak: 20 },
  { name: "software, data and ICT (traded internationally)", growth: 0.75, peak: 22 },
];

export const SERIES_YEARS = 40;

function shape(x: number, peak: number): number {
  const t = x / peak;
  return x <= peak ? 2 * t - t * t : 1 - 0.5 * (t - 1) * (t - 1);
}

interface GroupStats {
  readonly mean: number;
  readonly variance: number;
}

const stats: readonly GroupStats[] = EXPERIENCE_GROUPS.map((g) => {
  const values = Array.from({ length: SERIES_YEARS + 1 }, (_, x) => shape(x, g.peak));
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length;
  return { mean, variance };
});

function groupOf(index: number): { group: ExperienceGroup; stat: GroupStats } {
  const i = Math.min(Math.max(0, index), EXPERIENCE_GROUPS.length - 1);
  return { group: EXPERIENCE_GROUPS[i] as ExperienceGroup, stat: stats[i] as GroupStats };
}

/** Multiplier on the cross-sectional wage at `years` of experience. */
export function experienceFactor(groupIndex: number, years: number, scale = 1): number {
  const { group, stat } = groupOf(groupIndex);
  return Math.exp(scale * group.growth * (shape(years, group.peak) - stat.mean));
}

/** Variance of ln wage explained by experience in the cross-section (uniform 0–40 years). */
export function experienceLogVariance(groupIndex: number, scale = 1): number {
  const { group, stat } = groupOf(groupIndex);
  return (scale * group.growth) ** 2 * stat.variance;
}

/** Years at which the curve equals 1, i.e. where the estimate equals the cross-section. */
export function typicalExperience(groupIndex: number): number {
  const { group, stat } = groupOf(groupIndex);
  return group.peak * (1 - Math.sqrt(1 - stat.mean));
}

export function peakExperience(groupIndex: number): number {
  return groupOf(groupIndex).group.peak;
}
