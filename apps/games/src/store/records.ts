import type { GameEngine } from '@croupier/contracts/studio';
import type { PlayRequest, RollbackRequest } from '@croupier/contracts/wallet-protocol';
import type { RoundSummary } from '../shared/client-api.js';

/** A game session the casino opened (POST /sessions), with what the studio keeps beside it. */
export interface SessionRecord {
  id: string;
  game: string;
  mode: 'real' | 'demo';
  player_id?: string;
  currency: string;
  locale: string;
  device: 'desktop' | 'mobile';
  return_url: string;
  casino_origin: string;
  casino_session_id?: string;
  nickname?: string;
  created_at: string;
  expires_at: string;
  /** Demo: the studio's FUN balance. Real: the wallet's last answer (null before the first). */
  balance: number | null;
  /** The session's last rounds, newest first (at most HISTORY_SIZE). */
  history: RoundSummary[];
  /** A blackjack round still being played, so a reload (or a restart) resumes it. */
  open_round: string | null;
}

export const HISTORY_SIZE = 20;

export type RoundStatus =
  /** Blackjack between deal and the end, or a win being retried at the wallet. */
  | 'open'
  | 'settled'
  /** The wallet never answered the bet: rolled back, the outcome does not count. */
  | 'void';

/**
 * One round as it was decided (GF-03): the engine's full outcome and the exact view the player
 * was shown, stored before the answer goes out, so the casino or an operator can re-render it.
 */
export interface RoundRecord {
  id: string;
  session_id: string;
  game: string;
  engine: GameEngine;
  mode: 'real' | 'demo';
  currency: string;
  player_id?: string;
  at: string;
  bet: number;
  win: number;
  status: RoundStatus;
  summary: string;
  /** The engine's own result: stops and grid, the number, the cards, the blackjack state. */
  outcome: unknown;
  /** The client view of the round as it was answered (null while a blackjack round runs). */
  view: unknown;
  /** The wallet action ids of this round, in the order they were sent. */
  actions: string[];
  /** A free spin: the casino's issue it was played from (its stake was 0). */
  freespin_issue_id?: string;
}

/**
 * A wallet call that must reach a definitive answer (wins and rollbacks): retried with the same
 * body, hence the same action ids, with backoff, across restarts.
 */
export interface RetryRecord {
  id: string;
  path: '/play' | '/rollback';
  body: PlayRequest | RollbackRequest;
  round_id: string;
  session_id: string;
  attempts: number;
  /** Epoch milliseconds of the next attempt. */
  next_at: number;
}

/**
 * Free spins the casino issued to one player (POST /freespins/issue): played on the issue's
 * games at its bet level without staking, each spin a `/play` call carrying `freespin_issue_id`.
 */
export interface FreespinIssueRecord {
  /** The casino's issue id (`gift-<id>`). */
  id: string;
  user_id: string;
  currency: string;
  games: string[];
  total: number;
  left: number;
  bet_level: number;
  valid_until: string;
  created_at: string;
  canceled_at: string | null;
}
