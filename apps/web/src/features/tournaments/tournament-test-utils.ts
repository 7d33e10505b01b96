import type {
  Tournament,
  TournamentDetail,
  TournamentPlayerStatus,
  TournamentPrize,
} from '@croupier/contracts/tournaments';

export const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(NOW + offsetHours * HOUR).toISOString();

export function moneyPrize(amountCents: number, currency = 'EUR'): TournamentPrize {
  return {
    kind: 'money',
    title: 'Cash',
    currency,
    amount_cents: amountCents,
    freespins_count: null,
    comp_points: null,
    lootbox_title: null,
  };
}

export function freespinsPrize(count: number): TournamentPrize {
  return {
    ...moneyPrize(0),
    kind: 'freespins',
    currency: null,
    amount_cents: null,
    freespins_count: count,
  };
}

/** A running EUR bet-sum tournament for everyone, overridable. */
export function makeTournament(overrides: Partial<Tournament> = {}): Tournament {
  return {
    id: 1,
    frontend_identifier: 'aurora-spins-race',
    title: 'Aurora Spins Race',
    description: 'Bet on any slot; the biggest total wins.',
    type: 'tournament',
    kind: 'tournament',
    currency: 'EUR',
    group_ids: [],
    start_at: at(-24),
    end_at: at(26),
    status: 'active',
    scoring: 'bet_sum',
    entry: 'automatic',
    qualifying: { games: [], categories: [], providers: [], min_bet_cents: 0 },
    prizes: [
      { from_place: 1, to_place: 1, prize: moneyPrize(50_000) },
      { from_place: 2, to_place: 5, prize: freespinsPrize(50) },
    ],
    top_players: [],
    bets: 0,
    players_count: 12,
    finished: false,
    terms_file: null,
    image: null,
    quest: null,
    achievement: null,
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<TournamentDetail> = {}): TournamentDetail {
  return { ...makeTournament(), leaderboard: [], my_row: null, ...overrides };
}

export function makeStatus(
  overrides: Partial<TournamentPlayerStatus> = {},
): TournamentPlayerStatus {
  return {
    tournament_id: 1,
    finished: false,
    place: null,
    points: 0,
    bets: 0,
    confirmed: false,
    confirmation_required: false,
    prize: null,
    quest: null,
    achievement: null,
    ...overrides,
  };
}

/** A running quest `quest--xs--spring` with the xs ladder. */
export function makeQuest(overrides: Partial<Tournament> = {}): Tournament {
  return makeTournament({
    id: 30,
    frontend_identifier: 'quest--xs--spring',
    title: 'Spring Quest',
    type: 'quest',
    kind: 'quest',
    prizes: [],
    quest: {
      size: 'xs',
      slug: 'spring',
      levels: [0, 150, 500, 1000, 5000, 15000].map((threshold, index) => ({
        level: index + 1,
        threshold_eur: threshold,
        prize: index === 0 ? null : freespinsPrize(10 * index),
      })),
    },
    ...overrides,
  });
}

export { at };
