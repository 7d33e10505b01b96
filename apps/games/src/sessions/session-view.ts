import type { CatalogGame } from '@croupier/contracts/studio';
import type { StudioContext } from '../context.js';
import { WALLET_ERROR_CODES } from '@croupier/contracts/wallet-protocol';
import { StudioError } from '../lib/studio-error.js';
import { refusalToClientError } from '../rounds/wallet-errors.js';
import type { SessionRecord } from '../store/records.js';
import type { SessionView } from '../shared/client-api.js';
import { slotConfigOf, slotSetupView } from '../games/slot-game.js';
import { betLevels } from './bet-levels.js';
import { freespinsView, offeredIssue } from '../freespins/freespins.service.js';
import { DEMO_CURRENCY } from './sessions.service.js';

/** Minor units per major unit; the catalog's currencies (brand seed data) and FUN. */
const SUBUNITS: Record<string, number> = {
  JPY: 1,
  KZT: 100,
  BTC: 100_000_000,
  ETH: 100_000_000,
  LTC: 100_000_000,
  BCH: 100_000_000,
  DOG: 100_000_000,
  USDT: 1_000_000,
};

export function subunitsOf(currency: string): number {
  return SUBUNITS[currency] ?? 100;
}

/** A demo session stakes FUN cents like euro cents: the game's EUR limits, else the first. */
export function limitsFor(game: CatalogGame, currency: string): { min: number; max: number } {
  const limits =
    game.bet_limits[currency] ??
    (currency === DEMO_CURRENCY ? game.bet_limits.EUR : undefined) ??
    Object.values(game.bet_limits)[0];
  return limits ?? { min: 100, max: 10_000 };
}

/** The stake choices of this session's game: multiples of a slot's credits per spin. */
export function sessionBets(game: CatalogGame, currency: string): SessionView['bets'] {
  const unit = slotConfigOf(game)?.betCredits ?? 1;
  return betLevels(limitsFor(game, currency), unit);
}

export function requireGame(ctx: StudioContext, session: SessionRecord): CatalogGame {
  const game = ctx.catalog.game(session.game);
  if (!game) throw new StudioError('unavailable', 'This game is no longer offered');
  return game;
}

/**
 * Everything the client needs to draw the game. A real session's balance is read from the
 * wallet (an empty `/play` batch) so the first screen shows what the casino holds.
 */
export async function buildSessionView(
  ctx: StudioContext,
  session: SessionRecord,
): Promise<SessionView> {
  const game = requireGame(ctx, session);
  const balance = await readBalance(ctx, session);
  const config = slotConfigOf(game);
  const view: SessionView = {
    session_id: session.id,
    mode: session.mode,
    currency: session.currency,
    subunits: subunitsOf(session.currency),
    balance,
    locale: session.locale,
    return_url: session.return_url,
    casino_origin: session.casino_origin,
    game: {
      identifier: game.identifier,
      title: game.title,
      provider_title: ctx.catalog.providerTitle(game.provider),
      engine: game.engine,
      art: game.art,
    },
    bets: sessionBets(game, session.currency),
    history: session.history,
  };
  if (config) {
    view.slot = slotSetupView(config);
    view.freespins = freespinsView(offeredIssue(ctx, session));
  }
  if (game.live) {
    const socketBase = ctx.env.PUBLIC_URL.replace(/^http/, 'ws');
    view.live = { table_id: game.identifier, socket_url: `${socketBase}/live/${session.id}` };
  }
  return view;
}

async function readBalance(ctx: StudioContext, session: SessionRecord): Promise<number> {
  if (session.mode === 'demo') return session.balance ?? 0;
  const outcome = await ctx.wallet.call('/play', {
    user_id: session.player_id ?? '',
    currency: session.currency,
    game: session.game,
    // A balance read belongs to no round: the session's own id keeps it apart from real rounds.
    game_id: session.id,
    ...(session.casino_session_id ? { session_id: session.casino_session_id } : {}),
    finished: false,
    actions: [],
  });
  if (outcome.kind === 'accepted') {
    session.balance = outcome.response.balance;
    ctx.store.put('session', session);
    return outcome.response.balance;
  }
  if (outcome.kind === 'refused' && outcome.error.code === WALLET_ERROR_CODES.INVALID_PLAYER) {
    throw refusalToClientError(outcome.error);
  }
  if (session.balance !== null) return session.balance;
  throw new StudioError('unavailable', 'The casino wallet is not answering; try again shortly');
}
