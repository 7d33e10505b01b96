import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { WalletResponse } from '@croupier/contracts/wallet-protocol';
import type { TestApp } from '../../testing/test-app.js';
import { brandCurrencies } from '../brand/seed-data/currencies.js';
import { playerBalances } from '../ledger/ledger.service.js';
import { selectAccount } from '../accounts/accounts.service.js';
import { signBody } from './wallet-signature.js';
import type { FixturePlayer } from './wallet-fixture.service.js';
import { playerPostings } from './wallet-test.repository.js';

/** Shared by the wallet tests: signed protocol calls over HTTP and what they moved. */

export interface SentCall {
  status: number;
  body: Record<string, unknown>;
  response: LightMyRequestResponse;
}

export type Action =
  | { action: 'bet' | 'win'; action_id: string; amount: number }
  | { action: 'rollback'; action_id: string; original_action_id: string };

/** Who a call is for; without `session_id` the call names no game session. */
export type Caller = Omit<FixturePlayer, 'session_id'> & { session_id?: string | undefined };

export const newId = (prefix = 'a') => `${prefix}-${randomUUID()}`;

export function walletClient(test: Pick<TestApp, 'app' | 'env'>, studio?: string) {
  const { app, env } = test;
  const studioId = studio ?? env.GAMES_STUDIO;
  const secret = env.GAMES_SECRET;

  /** Posts a body (an object is JSON-encoded) signed with the studio's secret unless told. */
  const send = async (
    path: 'play' | 'rollback',
    body: unknown,
    options: { signature?: string | null; contentType?: string; studio?: string } = {},
  ): Promise<SentCall> => {
    const raw = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
    const signature = options.signature === undefined ? signBody(secret, raw) : options.signature;
    const response = await app.inject({
      method: 'POST',
      url: `/api/wallet/${options.studio ?? studioId}/${path}`,
      headers: {
        'content-type': options.contentType ?? 'application/json',
        ...(signature === null ? {} : { 'x-request-sign': signature }),
      },
      payload: raw,
    });
    let parsed: Record<string, unknown> = {};
    try {
      parsed = response.json<Record<string, unknown>>();
    } catch {
      parsed = { unparsable: response.body };
    }
    return { status: response.statusCode, body: parsed, response };
  };

  const base = (player: Caller, round: string, extra: Record<string, unknown>) => ({
    user_id: player.user_id,
    currency: player.currency,
    game: player.game,
    game_id: round,
    session_id: player.session_id,
    ...extra,
  });

  return {
    send,
    play: (player: Caller, round: string, actions: Action[], extra: Record<string, unknown> = {}) =>
      send('play', base(player, round, { actions, ...extra })),
    rollback: (
      player: Caller,
      round: string,
      actions: Action[],
      extra: Record<string, unknown> = {},
    ) => send('rollback', base(player, round, { actions, ...extra })),
  };
}

export const bet = (amount: number, action_id = newId('bet')): Action => ({
  action: 'bet',
  action_id,
  amount,
});
export const win = (amount: number, action_id = newId('win')): Action => ({
  action: 'win',
  action_id,
  amount,
});
export const rollbackOf = (original: string, action_id = newId('rb')): Action => ({
  action: 'rollback',
  action_id,
  original_action_id: original,
});

/** A funded player with an open game session, through the fixture API the suite uses. */
export async function fixturePlayer(
  app: FastifyInstance,
  input: { currency?: string; balance?: number } = {},
): Promise<FixturePlayer> {
  const response = await app.inject({
    method: 'POST',
    url: '/__test/wallet/players',
    payload: { currency: input.currency ?? 'EUR', balance: input.balance ?? 10_000 },
  });
  if (response.statusCode !== 200) {
    throw new Error(`fixture player: ${response.statusCode} ${response.body}`);
  }
  return response.json<FixturePlayer>();
}

/** Every currency the brand seeds for real money, fiat and crypto (not the demo's FUN). */
export const REAL_CURRENCIES: readonly string[] = brandCurrencies
  .filter((currency) => !currency.demo)
  .map((currency) => currency.code);

/**
 * A player who switched wallets through every currency (as the seeded VIP did: EUR, then CAD).
 * Their extra player accounts keep account ids from coinciding with player ids afterwards, as
 * in any real database; on a fresh clone they coincide, which hid issue 14's 154 refusals.
 */
export async function openWalletsInEveryCurrency(app: FastifyInstance): Promise<void> {
  const switcher = await fixturePlayer(app, { currency: 'EUR', balance: 0 });
  for (const currency of REAL_CURRENCIES) {
    await selectAccount(app.deps, Number(switcher.user_id), currency);
  }
}

/** Cash + bonus in the currency, read from the ledger. */
export async function balanceOf(
  test: Pick<TestApp, 'database'>,
  player: FixturePlayer,
): Promise<number> {
  const balances = await playerBalances(test.database.db, Number(player.user_id));
  const found = balances.find((balance) => balance.currency === player.currency);
  return (found?.realCents ?? 0) + (found?.bonusCents ?? 0);
}

/** The player's game postings (bets, wins, rollbacks): kind and signed amount on the player. */
export async function gamePostings(
  test: Pick<TestApp, 'database'>,
  player: FixturePlayer,
): Promise<{ kind: string; amount: number }[]> {
  const rows = await playerPostings(test.database.db, Number(player.user_id));
  return rows
    .filter((row) => row.kind !== 'deposit')
    .map((row) => ({ kind: row.kind, amount: row.amount }));
}

export function asWalletResponse(call: SentCall): WalletResponse {
  if (call.status !== 200)
    throw new Error(`expected 200, got ${call.status} ${JSON.stringify(call.body)}`);
  return call.body as unknown as WalletResponse;
}
