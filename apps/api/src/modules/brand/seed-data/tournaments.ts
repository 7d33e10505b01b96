import {
  DEMO_CONTRIBUTIONS,
  FREESPIN_GAMES,
  FREESPIN_MIN_BET,
  inEveryCurrency,
  type GiftTemplateSeed,
} from './gift-templates.js';

/**
 * The demo brand's tournaments, quests and achievements (issue 18; docs/tournaments.md). Dates
 * are relative to the seed's moment (the first start), so a newcomer finds a running and an
 * upcoming item of every type, every quest size running, and achievements to unlock while
 * playing. Prize money is the same euro value in every currency the brand serves.
 */

/** The Aurora Spins Race ends with its home banner's timer (banners.ts), while that is ahead. */
export const AURORA_RACE_END = '2026-12-31T21:59:59.000Z';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The gift templates tournament prizes are paid with (payouts.service.ts `PRIZE_TEMPLATES`). */
export const tournamentGiftTemplatesSeed: GiftTemplateSeed[] = [
  {
    key: 'tournament-cash',
    kind: 'cash',
    family: 'bonus',
    title: 'Tournament prize',
    groupKey: 'tournament_prize',
    // The amount is the prize table's, given at issue.
    rules: {
      amount: { kind: 'fixed', cents: {} },
      wagering: { multiplier: 0, of: 'bonus' },
      contributions: { ...DEMO_CONTRIBUTIONS },
      activationDays: 30,
      wageringDays: 30,
      eligibility: {},
    },
    terms: { en: 'A tournament prize paid as real money, without wagering.' },
    enabled: true,
  },
  {
    key: 'tournament-bonus',
    kind: 'custom',
    family: 'bonus',
    title: 'Tournament bonus',
    groupKey: 'tournament_prize',
    rules: {
      amount: { kind: 'fixed', cents: {} },
      wagering: { multiplier: 5, of: 'bonus' },
      contributions: { ...DEMO_CONTRIBUTIONS },
      maxBetCents: inEveryCurrency(5),
      activationDays: 14,
      wageringDays: 30,
      eligibility: {},
    },
    terms: {
      en:
        'A tournament prize paid as bonus money: wager it 5 times within 30 days (slots 100%, ' +
        'table and live 10%), at most €5 a bet. Activate within 14 days.',
    },
    enabled: true,
  },
  ...[10, 25, 50, 100].map((count): GiftTemplateSeed => ({
    key: `tournament-spins-${count}`,
    kind: 'giftspin',
    family: 'freespins',
    title: `${count} tournament free spins`,
    groupKey: 'tournament_prize',
    rules: {
      amount: { kind: 'winnings' },
      wagering: { multiplier: 20, of: 'bonus' },
      contributions: { ...DEMO_CONTRIBUTIONS },
      maxBetCents: inEveryCurrency(5),
      maxWinCents: inEveryCurrency(Math.max(100, count * 2)),
      activationDays: 14,
      wageringDays: 14,
      eligibility: {},
      freespins: { count, games: FREESPIN_GAMES, betCents: FREESPIN_MIN_BET, playDays: 7 },
    },
    terms: {
      en:
        `${count} free spins at the minimum bet on Neon Lanterns or Clover Extreme, a ` +
        'tournament prize. What they win is bonus money to wager 20 times within 14 days.',
    },
    enabled: true,
  })),
];

/** A prize as tournaments.model.ts `prizeSpecSchema` reads it (the seed step parses each item). */
interface Prize {
  kind: 'money' | 'bonus' | 'freespins' | 'comp_points' | 'lootbox';
  title: string;
  amountCents?: Record<string, number>;
  giftTemplate?: string;
  freespinsCount?: number;
  compPoints?: number;
  lootboxTemplate?: string;
  lootboxTitle?: string;
}

/** An item as tournaments.model.ts `tournamentSpecSchema` reads it. */
type TournamentSeed = Record<string, unknown> & { frontendIdentifier: string };

const money = (euros: number): Prize => ({
  kind: 'money',
  title: `€${euros.toLocaleString('en')} cash`,
  amountCents: inEveryCurrency(euros),
});
const bonus = (euros: number): Prize => ({
  kind: 'bonus',
  title: `€${euros.toLocaleString('en')} bonus`,
  amountCents: inEveryCurrency(euros),
});
const spins = (count: 10 | 25 | 50 | 100): Prize => ({
  kind: 'freespins',
  title: `${count} free spins`,
  giftTemplate: `tournament-spins-${count}`,
  freespinsCount: count,
});
const points = (count: number): Prize => ({
  kind: 'comp_points',
  title: `${count.toLocaleString('en')} comp points`,
  compPoints: count,
});
const rocketBox: Prize = {
  kind: 'lootbox',
  title: 'Rocket Box',
  lootboxTemplate: 'rocket-box',
  lootboxTitle: 'Rocket Box',
};

/** A race's prize table: cash for the podium, then bonus, spins, points and boxes. */
const RACE_PRIZES = [
  { fromPlace: 1, toPlace: 1, prize: money(500) },
  { fromPlace: 2, toPlace: 2, prize: money(250) },
  { fromPlace: 3, toPlace: 3, prize: bonus(100) },
  { fromPlace: 4, toPlace: 10, prize: spins(50) },
  { fromPlace: 11, toPlace: 20, prize: points(500) },
  { fromPlace: 21, toPlace: 30, prize: rocketBox },
];
const SMALL_PRIZES = [
  { fromPlace: 1, toPlace: 1, prize: bonus(50) },
  { fromPlace: 2, toPlace: 5, prize: spins(25) },
  { fromPlace: 6, toPlace: 10, prize: points(200) },
];

/** A quest level's prize by level (1-based): none at the start, then a mix that grows. */
function levelPrize(level: number): Prize | null {
  if (level === 1) return null;
  if (level % 5 === 0) return bonus(Math.min(500, level * 5));
  if (level % 4 === 0) return rocketBox;
  if (level % 2 === 0) return points(level * 50);
  return spins(level < 7 ? 10 : level < 15 ? 25 : 50);
}
const levelPrizes = (count: number) => Array.from({ length: count }, (_, at) => levelPrize(at + 1));

const TERMS = '/terms/tournaments.pdf';

/** Every item, relative to `now` (the seed's moment). */
export function tournamentsSeed(now: Date): TournamentSeed[] {
  const at = (offset: number) => new Date(now.getTime() + offset);
  const running = { startAt: at(-HOUR), endAt: at(7 * DAY) };
  const upcoming = { startAt: at(2 * DAY), endAt: at(9 * DAY) };
  const auroraEnd = new Date(AURORA_RACE_END);
  const auroraDates =
    auroraEnd.getTime() > now.getTime() + DAY ? { ...running, endAt: auroraEnd } : running;
  const race = (input: TournamentSeed, dates = running): TournamentSeed => ({
    termsUrl: TERMS,
    termsCategories: ['tournaments'],
    ...input,
    ...dates,
  });
  const quest = (size: string, slug: string, title: string, count: number) => ({
    frontendIdentifier: `quest--${size}--${slug}`,
    title,
    description: 'Bet on any game: every level reached pays its prize once.',
    type: 'quest' as const,
    currency: 'EUR',
    levelPrizes: levelPrizes(count),
    ...running,
    endAt: at(30 * DAY),
  });
  const achievement = (
    slug: string,
    title: string,
    goal: {
      kind: 'first_deposit' | 'deposit_count' | 'spin_count' | 'multiplier' | 'bet_sum';
      target: number;
      provider?: string;
    },
    reward: Prize,
  ) => ({
    frontendIdentifier: `achievement--${slug}`,
    title,
    description: '',
    type: 'achievements' as const,
    currency: 'EUR',
    achievement: {
      goal: { provider: null, ...goal },
      badge: `/brand/badges/${slug}.svg`,
      reward,
    },
    startAt: at(-HOUR),
    endAt: at(365 * DAY),
  });

  return [
    race(
      {
        frontendIdentifier: 'aurora-spins-race',
        title: 'Aurora Spins Race',
        description: 'Every euro staked on slots is a point. The top 30 share the prizes.',
        type: 'tournament',
        currency: 'EUR',
        qualifying: { categories: ['slots'], minBetCents: 20 },
        prizes: RACE_PRIZES,
      },
      auroraDates,
    ),
    race(
      {
        frontendIdentifier: 'winter-wager-cup',
        title: 'Winter Wager Cup',
        description: 'Stakes on any game count. Starts soon.',
        type: 'tournament',
        currency: 'EUR',
        prizes: RACE_PRIZES,
      },
      upcoming,
    ),
    race({
      frontendIdentifier: 'juniper-jack-sprint',
      title: 'Juniper Jack Sprint',
      description: 'Every spin of at least €0.50 on Juniper Jack slots is a point.',
      type: 'producers',
      currency: 'EUR',
      scoring: 'bet_count',
      qualifying: { providers: ['juniper-jack'], minBetCents: 50 },
      prizes: SMALL_PRIZES,
    }),
    race(
      {
        frontendIdentifier: 'kestrel-forge-showdown',
        title: 'Kestrel Forge Showdown',
        description: 'Stakes on Kestrel Forge slots count.',
        type: 'producers',
        currency: 'USD',
        qualifying: { providers: ['kestrel-forge'] },
        prizes: SMALL_PRIZES,
      },
      upcoming,
    ),
    race({
      frontendIdentifier: 'multiplier-hunt',
      title: 'Multiplier Hunt',
      description: 'Your biggest single win divided by its round’s bet is your score.',
      type: 'action',
      currency: 'EUR',
      scoring: 'biggest_multiplier',
      qualifying: { categories: ['slots'], minBetCents: 20 },
      prizes: SMALL_PRIZES,
    }),
    race(
      {
        frontendIdentifier: 'lucky-ratio-weekend',
        title: 'Lucky Ratio Weekend',
        description: 'Your best round’s total win divided by its bet is your score.',
        type: 'action',
        currency: 'EUR',
        scoring: 'win_to_bet',
        prizes: SMALL_PRIZES,
      },
      upcoming,
    ),
    race({
      frontendIdentifier: 'live-tables-race',
      title: 'Live Tables Race',
      description: 'Join first, then every euro staked at the live tables is a point.',
      type: 'live',
      currency: 'EUR',
      entry: 'confirmation',
      qualifying: { categories: ['live', 'table'] },
      prizes: SMALL_PRIZES,
    }),
    race(
      {
        frontendIdentifier: 'roulette-royale',
        title: 'Roulette Royale',
        description: 'Join, then stakes at the tables count.',
        type: 'live',
        currency: 'EUR',
        entry: 'confirmation',
        qualifying: { categories: ['table'] },
        prizes: SMALL_PRIZES,
      },
      upcoming,
    ),
    race({
      frontendIdentifier: 'ticket-chase',
      title: 'Ticket Chase',
      description: 'Every bet of at least €1 is a point; the top 10 win.',
      type: 'lottery',
      currency: 'EUR',
      scoring: 'bet_count',
      qualifying: { minBetCents: 100 },
      prizes: SMALL_PRIZES,
    }),
    race(
      {
        frontendIdentifier: 'new-year-ticket-chase',
        title: 'New Year Ticket Chase',
        description: 'Every bet of at least €1 is a point.',
        type: 'lottery',
        currency: 'EUR',
        scoring: 'bet_count',
        qualifying: { minBetCents: 100 },
        prizes: SMALL_PRIZES,
      },
      upcoming,
    ),
    race({
      frontendIdentifier: 'gold-club-race',
      title: 'Gold Club Race',
      description: 'For Gold, Platinum and Diamond members only.',
      type: 'tournament',
      currency: 'EUR',
      groupIds: [259, 255, 759],
      prizes: RACE_PRIZES,
    }),
    race(
      {
        frontendIdentifier: 'autumn-kickoff',
        title: 'Autumn Kick-off',
        description: 'The first race of the season.',
        type: 'tournament',
        currency: 'EUR',
        prizes: SMALL_PRIZES,
      },
      { startAt: at(-8 * DAY), endAt: at(-DAY) },
    ),
    quest('xs', 'starter', 'Starter Quest', 6),
    quest('s', 'explorer', 'Explorer Quest', 15),
    quest('m', 'voyager', 'Voyager Quest', 25),
    quest('robot-s', 'circuit', 'Circuit Quest', 15),
    quest('robot-m', 'mainframe', 'Mainframe Quest', 25),
    // TN-029: a test quest, listed by the site only with `enableTestQuests`.
    quest('xs', 'ffc-test', 'Test Quest', 6),
    achievement('first-deposit', 'First deposit', { kind: 'first_deposit', target: 1 }, spins(10)),
    achievement('hundred-spins', '100 spins', { kind: 'spin_count', target: 100 }, points(100)),
    achievement(
      'juniper-fifty',
      '50 spins on Juniper Jack',
      { kind: 'spin_count', target: 50, provider: 'juniper-jack' },
      spins(25),
    ),
    achievement('x100', 'A x100 win', { kind: 'multiplier', target: 10_000 }, bonus(10)),
    achievement('high-roller', '€1,000 staked', { kind: 'bet_sum', target: 100_000 }, rocketBox),
  ];
}
