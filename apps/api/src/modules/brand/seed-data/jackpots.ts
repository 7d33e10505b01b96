/**
 * The demo brand's three jackpots (issue 18 Seed; docs/jackpots.md): three levels each, their
 * share of every qualifying stake in basis points, and the seed and must-drop-by of each level
 * in EUR cents, shown in every other currency at the reference rates. Games of the `jackpot`
 * category feed them: the first two take a share of its providers each (`providerShare`), the
 * third the rest.
 */
export interface JackpotSeed {
  identifier: string;
  name: string;
  category: string;
  /** Which third of the category's providers (sorted by slug) feeds it; null: the rest. */
  providerShare: 0 | 1 | null;
  levels: {
    identifier: 'level_1' | 'level_2' | 'level_3';
    name: string;
    contributionBasisPoints: number;
    seedEurCents: number;
    mustDropByEurCents: number;
  }[];
}

const levels = (scale: number): JackpotSeed['levels'] => [
  {
    identifier: 'level_1',
    name: 'Mini',
    contributionBasisPoints: 50,
    seedEurCents: 5_000 * scale,
    mustDropByEurCents: 25_000 * scale,
  },
  {
    identifier: 'level_2',
    name: 'Major',
    contributionBasisPoints: 30,
    seedEurCents: 50_000 * scale,
    mustDropByEurCents: 250_000 * scale,
  },
  {
    identifier: 'level_3',
    name: 'Grand',
    contributionBasisPoints: 20,
    seedEurCents: 500_000 * scale,
    mustDropByEurCents: 2_500_000 * scale,
  },
];

export const jackpotsSeed: JackpotSeed[] = [
  {
    identifier: 'mystic-ruby',
    name: 'Ruby Jackpot',
    category: 'jackpot',
    providerShare: 0,
    levels: levels(1),
  },
  {
    identifier: 'mystic-sapphire',
    name: 'Sapphire Jackpot',
    category: 'jackpot',
    providerShare: 1,
    levels: levels(2),
  },
  {
    identifier: 'mystic-emerald',
    name: 'Emerald Jackpot',
    category: 'jackpot',
    providerShare: null,
    levels: levels(4),
  },
];
