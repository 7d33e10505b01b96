/**
 * Query keys of lotteries: every key starts with `['lotteries']`, so buying tickets refreshes the
 * page, its proof and the shell's ticket balance (SH-050) together.
 */
export const lotteryKeys = {
  all: ['lotteries'] as const,
  /** GET /api/lotteries. */
  list: (locale: string) => [...lotteryKeys.all, 'list', locale] as const,
  /** GET /api/lotteries/{slug}. */
  one: (idOrSlug: string, locale: string) => [...lotteryKeys.all, 'one', idOrSlug, locale] as const,
  /** GET /api/lotteries/statuses: the common ticket balance. */
  statuses: () => [...lotteryKeys.all, 'statuses'] as const,
  /** GET /api/lotteries/{slug}/draw: final once drawn. */
  draw: (idOrSlug: string) => [...lotteryKeys.all, 'draw', idOrSlug] as const,
  /** GET /api/comp_points/rates/lotteries: the ticket's price in points. */
  rates: () => [...lotteryKeys.all, 'rates'] as const,
};
