/** Headline figures shown on the home page; `countries` rounds down the 193 with figures (a test keeps it true). */
export const HOME_STATS = { searches: 500_000, countries: 190, positions: 10_000 } as const;
