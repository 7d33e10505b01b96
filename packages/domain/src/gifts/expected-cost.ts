import { payWin, placeStake, type Wallet } from '../bonus/wagering.js';

/**
 * The expected cost of a gift template before it goes live (issue 16, operator command
 * `expected-cost`): Monte Carlo over players who take the gift and wager it in a representative
 * mix of the catalog's own games, under the template's terms (contributions per category, max
 * bet, max win) and the wallet's own money rules (`bonus/wagering.ts`: real money first, wins
 * follow the stake's split, conversion once, capped by max win).
 *
 * The cost of one grant is the bonus money that reaches real money (what leaves the promotions
 * account for good). A bonus that is lost or still unfinished after `maxRounds` costs nothing.
 * Free spins first play their spins on their games at their bet; their winnings become the bonus.
 *
 * Pure and reproducible: the games come in as data (their payout per unit stake, scaled to the
 * PAR sheet's RTP, see the api's game mix), and the randomness from a seed.
 */

/** One game of the mix: what a round returns per unit stake, and how often it is played. */
export interface CostGameModel {
  id: string;
  /** The catalog's category slugs of the game (`slots`, `table`, `live`, …). */
  categories: readonly string[];
  /** Share of rounds in the representative mix (any positive scale). */
  weight: number;
  /** Theoretical return to player (0.9612 = 96.12 %), the PAR sheet's figure. */
  rtp: number;
  /**
   * A sample of round returns per unit stake (free spins and features included), drawn
   * uniformly; scaled here so its mean is exactly `rtp`.
   */
  payouts: readonly number[];
}

export interface CostTemplate {
  /** The grant in minor units (fixed amount, or percent of `depositCents` within the cap). */
  grantCents: number;
  /** The deposit that came with it (real money played first); 0 without one. */
  depositCents: number;
  wagerMultiplier: number;
  wagerOf: 'bonus' | 'deposit_and_bonus';
  /** Category slug → percent counted; `*` for the rest. */
  contributions: Readonly<Record<string, number>>;
  maxBetCents: number | null;
  maxWinCents: number | null;
  /** Free spins: played first, their winnings become the bonus (grantCents is ignored). */
  freespins?: { count: number; betCents: number; games: readonly CostGameModel[] } | undefined;
}

export interface CostOptions {
  players: number;
  seed: number;
  /** The player's stake per round; default 1 % of deposit + bonus, within the max bet. */
  betCents?: number;
  /** A player who has not finished after this many rounds stops (the wagering deadline). */
  maxRounds?: number;
}

export interface ExpectedCost {
  players: number;
  /** Mean bonus granted per player (free spins: what the spins won). */
  meanGrantCents: number;
  /** Mean converted per grant: the expected cost. */
  meanCostCents: number;
  /** Share of players who met the wagering requirement (0..1). */
  completionRate: number;
  /** Share whose bonus money ran out first. */
  lostRate: number;
  stdDevCents: number;
  p5Cents: number;
  p50Cents: number;
  p95Cents: number;
  /** Mean rounds played per player. */
  meanRounds: number;
  /** Mean stake of the players who wagered. */
  betCents: number;
  /** Games of the mix whose category counts toward the wagering (0: nobody can wager it). */
  playableGames: number;
}

/** A small seeded generator (mulberry32): fast, reproducible, enough for a cost estimate. */
export function seededUniform(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The percent of a stake counted in a game: the highest of its categories' contributions, else
 * the `*` entry, else 0 (the same reading as the wallet's).
 */
export function contributionFor(
  contributions: Readonly<Record<string, number>>,
  categories: readonly string[],
): number {
  let best: number | undefined;
  for (const category of categories) {
    const value = contributions[category];
    if (value !== undefined && (best === undefined || value > best)) best = value;
  }
  return Math.max(0, Math.min(100, best ?? contributions['*'] ?? 0));
}

interface PreparedGame {
  contribution: number;
  payouts: Float64Array;
}

function prepare(game: CostGameModel, contribution: number): PreparedGame {
  const sum = game.payouts.reduce((total, value) => total + value, 0);
  const mean = game.payouts.length > 0 ? sum / game.payouts.length : 0;
  const scale = mean > 0 ? game.rtp / mean : 0;
  return { contribution, payouts: Float64Array.from(game.payouts, (value) => value * scale) };
}

/** Picks an index by cumulative weight. */
function picker(weights: readonly number[], random: () => number): () => number {
  const cumulative: number[] = [];
  let total = 0;
  for (const weight of weights) {
    total += Math.max(0, weight);
    cumulative.push(total);
  }
  return () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}

function roundWin(game: PreparedGame, stakeCents: number, random: () => number): number {
  const payout = game.payouts[Math.floor(random() * game.payouts.length)] ?? 0;
  return Math.floor(stakeCents * payout);
}

function percentile(sorted: Float64Array, share: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[index] as number;
}

/** Simulates `options.players` players taking the template; see the file's comment. */
export function simulateExpectedCost(
  template: CostTemplate,
  mix: readonly CostGameModel[],
  options: CostOptions,
): ExpectedCost {
  const random = seededUniform(options.seed);
  const maxRounds = options.maxRounds ?? 100_000;
  // A player wagering a bonus plays the games that count toward it.
  const playable = mix
    .map((game) => ({
      game,
      contribution: contributionFor(template.contributions, game.categories),
    }))
    .filter(({ game, contribution }) => contribution > 0 && game.weight > 0);
  const games = playable.map(({ game, contribution }) => prepare(game, contribution));
  const pick = picker(
    playable.map(({ game }) => game.weight),
    random,
  );
  const spinGames = (template.freespins?.games ?? []).map((game) => prepare(game, 100));
  const pickSpinGame = picker(
    (template.freespins?.games ?? []).map(() => 1),
    random,
  );

  // The stake: as asked, else 1 % of what the player starts with (free spins: at least the
  // spins' bet), never above the max bet.
  const smallestBet = Math.max(1, template.freespins?.betCents ?? 1);
  const betFor = (grant: number) =>
    Math.max(
      1,
      Math.min(
        options.betCents ??
          Math.max(smallestBet, Math.floor((template.depositCents + grant) / 100)),
        template.maxBetCents ?? Number.MAX_SAFE_INTEGER,
      ),
    );

  const costs = new Float64Array(options.players);
  let granted = 0;
  let completed = 0;
  let lost = 0;
  let rounds = 0;
  let bets = 0;
  let playing = 0;
  for (let player = 0; player < options.players; player += 1) {
    let grant = template.grantCents;
    if (template.freespins) {
      grant = 0;
      for (let spin = 0; spin < template.freespins.count && spinGames.length > 0; spin += 1) {
        grant += roundWin(
          spinGames[pickSpinGame()] as PreparedGame,
          template.freespins.betCents,
          random,
        );
      }
    }
    granted += grant;
    if (grant <= 0) continue;
    const base = template.wagerOf === 'deposit_and_bonus' ? template.depositCents + grant : grant;
    const requirement = template.wagerMultiplier * base;
    if (requirement === 0) {
      // No wagering: the gift is paid as real money at once.
      const cost = template.maxWinCents === null ? grant : Math.min(grant, template.maxWinCents);
      costs[player] = cost;
      completed += 1;
      continue;
    }
    let wallet: Wallet = {
      realCents: template.freespins ? 0 : template.depositCents,
      bonus: {
        status: 'active',
        bonusCents: grant,
        wageredCents: 0,
        requirementCents: requirement,
        maxBetCents: template.maxBetCents,
        maxWinCents: template.maxWinCents,
      },
    };
    let cost = 0;
    const betCents = betFor(grant);
    bets += betCents;
    playing += 1;
    for (let round = 0; round < maxRounds && games.length > 0; round += 1) {
      const bonus = wallet.bonus;
      if (bonus === null || bonus.status !== 'active') break;
      const available = wallet.realCents + bonus.bonusCents;
      const stake = Math.min(betCents, available);
      if (stake <= 0) break;
      const game = games[pick()] as PreparedGame;
      const staked = placeStake(wallet, stake, game.contribution);
      if (!staked.ok) break;
      rounds += 1;
      const paid = payWin(staked.wallet, staked.split, roundWin(game, stake, random));
      wallet = paid.wallet;
      if (paid.conversion) {
        cost = paid.conversion.convertedCents;
        completed += 1;
        break;
      }
      if (wallet.bonus?.status === 'lost') {
        lost += 1;
        break;
      }
    }
    costs[player] = cost;
  }

  const players = Math.max(options.players, 1);
  const mean = costs.reduce((total, value) => total + value, 0) / players;
  const variance = costs.reduce((total, value) => total + (value - mean) ** 2, 0) / players;
  const sorted = Float64Array.from(costs).sort();
  return {
    players: options.players,
    meanGrantCents: granted / players,
    meanCostCents: mean,
    completionRate: completed / players,
    lostRate: lost / players,
    stdDevCents: Math.sqrt(variance),
    p5Cents: percentile(sorted, 0.05),
    p50Cents: percentile(sorted, 0.5),
    p95Cents: percentile(sorted, 0.95),
    meanRounds: rounds / players,
    betCents: playing > 0 ? bets / playing : betFor(template.grantCents),
    playableGames: games.length,
  };
}

/** The part of a template's rules (contracts `giftTemplateRulesSchema`) the simulation reads. */
export interface CostRules {
  amount:
    | { kind: 'fixed'; cents: Readonly<Record<string, number>> }
    | { kind: 'percent'; percent: number; capCents: Readonly<Record<string, number>> }
    | { kind: 'winnings' };
  wagering: { multiplier: number; of: 'bonus' | 'deposit_and_bonus' };
  contributions: Readonly<Record<string, number>>;
  maxBetCents?: Readonly<Record<string, number>> | undefined;
  maxWinCents?: Readonly<Record<string, number>> | undefined;
  freespins?:
    | { count: number; games: readonly string[]; betCents: Readonly<Record<string, number>> }
    | undefined;
}

/**
 * A template's terms in one currency for the simulation: the grant of a fixed amount, or the
 * percent of `depositCents` within the cap; the free spins' games looked up in `gameById` (an
 * unknown one plays as the mix's slots would, so the estimate never silently drops spins).
 */
export function costTemplateFromRules(
  rules: CostRules,
  currency: string,
  input: {
    depositCents: number;
    gameById: (id: string) => CostGameModel | undefined;
    fallbackSpinGame?: CostGameModel | undefined;
  },
): CostTemplate {
  const amount = rules.amount;
  let grantCents = 0;
  let depositCents = 0;
  if (amount.kind === 'fixed') grantCents = amount.cents[currency] ?? 0;
  if (amount.kind === 'percent') {
    depositCents = input.depositCents;
    grantCents = Math.min(
      Math.floor((input.depositCents * amount.percent) / 100),
      amount.capCents[currency] ?? Number.MAX_SAFE_INTEGER,
    );
  }
  const spins = rules.freespins;
  const spinGames = (spins?.games ?? [])
    .map((id) => input.gameById(id) ?? input.fallbackSpinGame)
    .filter((game): game is CostGameModel => game !== undefined);
  return {
    grantCents,
    depositCents,
    wagerMultiplier: rules.wagering.multiplier,
    wagerOf: rules.wagering.of,
    contributions: rules.contributions,
    maxBetCents: rules.maxBetCents?.[currency] ?? null,
    maxWinCents: rules.maxWinCents?.[currency] ?? null,
    freespins: spins
      ? { count: spins.count, betCents: spins.betCents[currency] ?? 0, games: spinGames }
      : undefined,
  };
}
