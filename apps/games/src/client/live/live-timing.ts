import type { LiveTableState } from '../../shared/client-api';

/** Reconnect delays: 0.5 s, 1 s, 2 s ... up to 15 s, with jitter so a restart is not stampeded. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(15_000, 500 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.75 + random() * 0.5));
}

/** Whole seconds left until `endsAt` (rounded up, never negative). */
export function secondsLeft(endsAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(endsAt) - now) / 1000));
}

export function phaseLabel(
  phase: LiveTableState['phase'],
  engine: LiveTableState['engine'],
): string {
  switch (phase) {
    case 'betting':
      return 'Place your bets';
    case 'closed':
      return engine === 'live-roulette' ? 'No more bets' : 'Dealing';
    case 'playing':
      return 'Players act';
    case 'result':
      return 'Result';
  }
}

/**
 * The round to report to the casino once the table has settled this player's stake: only a
 * round they bet in, and each round once.
 */
export function settledRound(
  state: LiveTableState,
  reported: ReadonlySet<string>,
): { round_id: string; bet: number; win: number; balance: number } | null {
  if (state.phase !== 'result' || state.my_bet <= 0 || state.my_win === undefined) return null;
  if (reported.has(state.round_id)) return null;
  return { round_id: state.round_id, bet: state.my_bet, win: state.my_win, balance: state.balance };
}
