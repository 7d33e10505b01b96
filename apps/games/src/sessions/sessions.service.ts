import type { CreateStudioSession, StudioSession } from '@croupier/contracts/studio';
import type { StudioContext } from '../context.js';
import { newId } from '../lib/ids.js';
import { CasinoCallError, StudioError } from '../lib/studio-error.js';
import type { SessionRecord } from '../store/records.js';
import { DEMO_START_BALANCE } from '../rounds/round-money.js';

export const DEMO_CURRENCY = 'FUN';

/**
 * The casino opens a session for one player and game (DESIGN.md §6 launch). Demo sessions play
 * for FUN kept here; real ones move money only through the casino's wallet. Live games have no
 * demo (GM-004).
 */
export function createSession(ctx: StudioContext, input: CreateStudioSession): StudioSession {
  const game = ctx.catalog.game(input.game);
  if (!game) throw new CasinoCallError(404, 'unknown_game', `No game ${input.game}`);
  if (input.mode === 'demo') {
    if (!game.demo || game.live) {
      throw new CasinoCallError(422, 'demo_unavailable', `${input.game} has no demo play`);
    }
    if (input.currency !== DEMO_CURRENCY) {
      throw new CasinoCallError(422, 'invalid_currency', 'Demo sessions play in FUN');
    }
  } else {
    if (!input.player_id) {
      throw new CasinoCallError(422, 'player_required', 'Real play needs player_id');
    }
    if (!game.bet_limits[input.currency]) {
      throw new CasinoCallError(
        422,
        'invalid_currency',
        `${input.game} is not offered in ${input.currency}`,
      );
    }
  }
  const now = Date.now();
  const session: SessionRecord = {
    id: newId('ses'),
    game: game.identifier,
    mode: input.mode,
    ...(input.player_id ? { player_id: input.player_id } : {}),
    currency: input.currency,
    locale: input.locale,
    device: input.device,
    return_url: input.return_url,
    casino_origin: new URL(input.casino_origin).origin,
    ...(input.casino_session_id ? { casino_session_id: input.casino_session_id } : {}),
    ...(input.nickname ? { nickname: input.nickname } : {}),
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + ctx.env.SESSION_TTL_MS).toISOString(),
    balance: input.mode === 'demo' ? DEMO_START_BALANCE : null,
    history: input.player_id
      ? previousHistory(ctx, input.player_id, game.identifier, input.mode)
      : [],
    open_round: null,
  };
  ctx.store.put('session', session);
  return {
    session_id: session.id,
    url: `${ctx.env.PUBLIC_URL}/play/${session.id}`,
    expires_at: session.expires_at,
  };
}

/** The session a game client speaks for; unknown or past its expiry → `session_expired`. */
export function requireSession(ctx: StudioContext, sessionId: string): SessionRecord {
  const session = ctx.store.sessions.get(sessionId);
  if (!session || Date.parse(session.expires_at) <= Date.now()) {
    throw new StudioError('session_expired', 'This game session has ended; reopen the game');
  }
  return session;
}

/**
 * The history a new session starts with: the player's last rounds in this game from their
 * latest earlier session of the same mode (the client lists "your last rounds in this game").
 */
function previousHistory(
  ctx: StudioContext,
  playerId: string,
  game: string,
  mode: SessionRecord['mode'],
): SessionRecord['history'] {
  let latest: SessionRecord | undefined;
  for (const session of ctx.store.sessions.values()) {
    if (session.player_id !== playerId || session.game !== game || session.mode !== mode) continue;
    if (!latest || session.created_at > latest.created_at) latest = session;
  }
  return latest ? [...latest.history] : [];
}
