import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app-deps.js';
import { endPlayerSession } from '../auth/sessions.service.js';
import { postTransaction } from '../ledger/ledger.service.js';
import type { Transaction } from '../../db/transaction.js';
import { createPlayerWithAccount } from '../player/player.service.js';
import {
  endGameSession,
  ensureFixtureGame,
  findGameSession,
  findPlayableGame,
  insertGameSession,
  insertLoginSession,
} from './wallet-fixture.repository.js';

/**
 * The fixture a wallet conformance run needs (docs/wallet-protocol.md; ENABLE_TEST_API only):
 * a fresh player funded through the ledger, signed in, with an open game session on a playable
 * game, and the logout that ends both sessions.
 */
/**
 * A catalog game qualifies only if its maximum stake is well past the funds, so a test staking
 * more than the balance is answered "not enough funds" (100), not "max bet" (106).
 */
const STAKE_HEADROOM = 10;

export interface FixturePlayer {
  user_id: string;
  session_id: string;
  game: string;
  currency: string;
}

export async function createFixturePlayer(
  deps: AppDeps,
  input: { currency: string; balance: number },
): Promise<FixturePlayer> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const email = `wallet-${randomUUID()}@example.com`;
    const player = await createPlayerWithAccount(deps, tx, {
      email,
      emailNormalized: email,
      nickname: 'Fixture',
      country: 'DE',
      currency: input.currency,
      language: 'en',
      termsAcceptedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    return openFixturePlay(deps, tx, { playerId: player.id, ...input });
  });
}

/**
 * Funds an existing player through the ledger (a deposit from PSP clearing), signs them in and
 * opens a game session on a playable game in `currency`.
 */
export async function openFixturePlay(
  deps: AppDeps,
  tx: Transaction,
  input: { playerId: number; currency: string; balance: number },
): Promise<FixturePlayer> {
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + deps.env.SESSION_ABSOLUTE_HOURS * 3_600_000);
  if (input.balance > 0) {
    await postTransaction(tx, {
      reference: `wallet-fixture:${randomUUID()}`,
      kind: 'deposit',
      currency: input.currency,
      now,
      legs: [
        { account: { kind: 'psp_clearing' }, amount: -input.balance },
        { account: { kind: 'player_real', playerId: input.playerId }, amount: input.balance },
      ],
    });
  }
  const loginSessionId = randomUUID();
  await insertLoginSession(tx, {
    id: loginSessionId,
    tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
    playerId: input.playerId,
    now,
    expiresAt,
  });
  const game =
    (await findPlayableGame(tx, input.currency, STAKE_HEADROOM * Math.max(input.balance, 1))) ??
    (await ensureFixtureGame(tx, input.currency, now));
  const sessionId = randomUUID();
  await insertGameSession(tx, {
    id: sessionId,
    playerId: input.playerId,
    gameId: game.id,
    studio: deps.env.GAMES_STUDIO,
    mode: 'real',
    currency: input.currency,
    device: 'desktop',
    country: 'DE',
    authSessionId: loginSessionId,
    createdAt: now,
    expiresAt,
  });
  return {
    user_id: String(input.playerId),
    session_id: sessionId,
    game: game.identifier,
    currency: input.currency,
  };
}

/** Ends the player's login session and the game session; false when the session is not theirs. */
export async function logoutFixturePlayer(
  deps: AppDeps,
  input: { playerId: number; sessionId: string },
): Promise<boolean> {
  const session = await findGameSession(deps.database.db, input.sessionId, input.playerId);
  if (!session) return false;
  if (session.authSessionId) {
    await endPlayerSession(deps, input.playerId, session.authSessionId, 'sign_out');
  }
  await endGameSession(deps.database.db, input.sessionId, deps.clock.now());
  return true;
}
