import { randomBytes } from 'node:crypto';
import { DEMO_CURRENCY, type LaunchResponse } from '@croupier/contracts/games';
import type { Device } from '@croupier/contracts/games';
import { VALIDATION } from '@croupier/contracts/users';
import type { AppDeps } from '../../app-deps.js';
import type { RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../lib/app-error.js';
import { linkOrigin } from '../mail/mail-links.js';
import type { AuthContext } from '../auth/sessions.service.js';
import { brandService, negotiateLocale } from '../brand/brand.service.js';
import { geoContext } from '../geo/geo.service.js';
import { playBlock } from '../limits/limit-check.js';
import { limitsState } from '../limits/limits.service.js';
import { getPlayerRow, type PlayerRow } from '../player/player.service.js';
import type { CatalogEntry, CatalogReadModel } from './catalog-read-model.js';
import {
  endGameSession,
  insertGameSession,
  setStudioSessionId,
} from './game-sessions.repository.js';
import { maskedNickname, missingProviderFields } from './launch-rules.js';
import { openStudioSession, StudioUnavailableError } from './studio-client.js';

/** A game session lives as long as a long evening of play; the wallet refuses bets after. */
const GAME_SESSION_MS = 8 * 60 * 60 * 1000;

export interface LaunchInput {
  identifier: string;
  body: { mode: 'real' | 'demo'; currency?: string | undefined; device: Device };
  auth: AuthContext | null;
}

/**
 * GM-009 / PX-01: opens a game session at the studio and answers the iframe URL. The rules, in
 * the order a player meets them (contracts/games.ts LAUNCH_ERRORS):
 * - 404 no such enabled game; 451 the visitor's country is restricted (either mode);
 * - demo: 422 `demo_not_available` without a FUN version or for a live game (GM-004); works for
 *   guests; a signed-in player under a self-exclusion, time-out or panic block is refused 403
 *   `blocked_by_exclusion` even in demo (RG-06: no play at all while blocked);
 * - real: 403 `login_required` for a guest (never 401); 403 `blocked_by_exclusion` for a block,
 *   403 `limit_reached` when any limit is reached (RT-057, the site sends the player to
 *   /profile/limits); 422 `errors.currency` for a currency other than the active wallet's;
 *   422 `currency_not_supported` when the game has no version in it (GM-005); 422
 *   `profile_incomplete` naming the provider's empty required fields (PR-008).
 * Then a `game_sessions` row (the wallet checks it on every bet) and `POST {studio}/sessions`;
 * no answer in time → 503 `studio_unavailable` and the session is closed.
 */
export async function launchGame(
  deps: AppDeps,
  catalog: CatalogReadModel,
  context: RequestContext,
  input: LaunchInput,
): Promise<LaunchResponse> {
  const entry = catalog.enabledByIdentifier(input.identifier);
  if (!entry) throw new AppError('not_found', 'No such game');
  const geo = await geoContext(deps, context);
  if (geo.restricted) {
    throw new AppError('country_restricted', 'Games are not available in your country', {
      internal: `launch refused for country ${geo.country}`,
    });
  }

  const now = deps.clock.now();
  const player = input.auth ? await getPlayerRow(deps, input.auth.playerId) : undefined;
  if (input.auth && !player) throw new AppError('not_signed_in', 'Please sign in');

  let currency: string;
  if (input.body.mode === 'demo') {
    if (entry.row.live || entry.game.currencies[DEMO_CURRENCY] === undefined) {
      throw new AppError('demo_not_available', 'This game has no demo mode');
    }
    if (player) await assertNotBlocked(deps, player.id, now);
    currency = DEMO_CURRENCY;
  } else {
    if (!player) throw new AppError('login_required', 'Please sign in to play for real money');
    await assertNotBlocked(deps, player.id, now);
    const limits = await limitsState(deps, player.id);
    if (limits.reached) {
      throw new AppError('limit_reached', 'You have reached one of your limits', { status: 403 });
    }
    currency = input.body.currency ?? player.currency;
    if (currency !== player.currency) {
      throw AppError.invalid({ currency: [VALIDATION.CURRENCY_UNSUPPORTED] });
    }
    if (currency === DEMO_CURRENCY || entry.game.currencies[currency] === undefined) {
      throw new AppError('currency_not_supported', 'This game is not offered in your currency', {
        fields: { currency: [VALIDATION.CURRENCY_UNSUPPORTED] },
      });
    }
    const { config } = await brandService(deps).get();
    const missing = missingProviderFields(config, entry.provider.slug, player);
    if (Object.keys(missing).length > 0) {
      throw new AppError('profile_incomplete', 'Please complete your profile to play', {
        fields: missing,
      });
    }
  }

  return openSession(deps, context, {
    entry,
    mode: input.body.mode,
    currency,
    device: input.body.device,
    player: player ?? null,
    auth: input.auth,
    country: geo.country,
    now,
  });
}

async function assertNotBlocked(deps: AppDeps, playerId: number, now: Date): Promise<void> {
  const block = await playBlock(deps.database.db, playerId, now);
  if (block) {
    throw new AppError('blocked_by_exclusion', 'Play is blocked for now', {
      internal: `launch refused: ${block.type} until ${block.until?.toISOString() ?? 'forever'}`,
    });
  }
}

async function openSession(
  deps: AppDeps,
  context: RequestContext,
  input: {
    entry: CatalogEntry;
    mode: 'real' | 'demo';
    currency: string;
    device: Device;
    player: PlayerRow | null;
    auth: AuthContext | null;
    country: string;
    now: Date;
  },
): Promise<LaunchResponse> {
  const { entry, player, now } = input;
  const db = deps.database.db;
  const id = randomBytes(24).toString('base64url');
  await insertGameSession(db, {
    id,
    playerId: player?.id ?? null,
    gameId: entry.row.id,
    studio: entry.row.studio,
    mode: input.mode,
    currency: input.currency,
    device: input.device,
    country: input.country,
    authSessionId: input.auth?.sessionId ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + GAME_SESSION_MS),
  });

  const origin = await casinoOrigin(deps, context);
  try {
    const session = await openStudioSession(deps.env, {
      game: entry.row.identifier,
      mode: input.mode,
      ...(player ? { player_id: String(player.id), nickname: maskedNickname(player) } : {}),
      currency: input.currency,
      locale: player?.language ?? (await visitorLocale(deps, context)),
      device: input.device,
      return_url: `${origin}/`,
      casino_origin: origin,
      casino_session_id: id,
    });
    await setStudioSessionId(db, id, session.session_id);
    return { url: session.url, mode: input.mode, currency: input.currency, session_id: id };
  } catch (error) {
    if (!(error instanceof StudioUnavailableError)) throw error;
    await endGameSession(db, id, deps.clock.now());
    throw new AppError('studio_unavailable', 'The game is not available right now, try again', {
      internal: error.message,
    });
  }
}

/**
 * The casino page's origin: the only target the game's bridge will post to, so it must be the
 * page's real origin and nothing a third party chose. The browser's `Origin` has already passed
 * the CSRF guard (same host or one of the brand's mirrors) on this POST; without one, the
 * brand's own link origin for the request's host.
 */
async function casinoOrigin(deps: AppDeps, context: RequestContext): Promise<string> {
  const origin = context.origin;
  if (typeof origin === 'string') {
    try {
      const parsed = new URL(origin);
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return parsed.origin;
    } catch {
      // Not a URL: the CSRF guard refuses these before the handler runs.
    }
  }
  return linkOrigin(deps, context);
}

async function visitorLocale(deps: AppDeps, context: RequestContext): Promise<string> {
  const { config } = await brandService(deps).get();
  return negotiateLocale(config, context.hostname, context.locale, context.acceptLanguage);
}
