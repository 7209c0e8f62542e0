/** Headline figures shown on the home page. */
export const HOME_STATS = { searches: 500_000, countries: 150, positions: 10_000 } as const;
