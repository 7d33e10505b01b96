/** Query keys of the jackpots: every key starts with `['jackpots']` (`jackpots_changes`). */
export const jackpotKeys = {
  all: ['jackpots'] as const,
  pools: (currency: string) => [...jackpotKeys.all, 'pools', currency] as const,
  wins: (sort: string, jackpot: string | undefined) =>
    [...jackpotKeys.all, 'wins', sort, jackpot ?? '*'] as const,
};
