import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.js';
import { registerTestPlayer } from '../../testing/players.js';
import { postTransaction } from '../ledger/ledger.service.js';

const { app, database, clock } = await buildTestApp();

describe('wallets show the ledger (PR-012, PR-017, PR-018)', () => {
  it('reports cash plus bonus, the cash alone as cashable, and the totals of the active wallet', async () => {
    const { player, cookie } = await registerTestPlayer(app);
    await database.db.transaction(async (tx) => {
      await postTransaction(tx, {
        reference: `stats-deposit:${player.id}`,
        kind: 'deposit',
        currency: 'EUR',
        now: clock.now(),
        legs: [
          { account: { kind: 'psp_clearing' }, amount: -5000 },
          { account: { kind: 'player_real', playerId: player.id }, amount: 5000 },
        ],
      });
      await postTransaction(tx, {
        reference: `stats-bonus:${player.id}`,
        kind: 'bonus_grant',
        currency: 'EUR',
        now: clock.now(),
        legs: [
          { account: { kind: 'bonus_liability' }, amount: -1000 },
          { account: { kind: 'player_bonus', playerId: player.id }, amount: 1000 },
        ],
      });
      await postTransaction(tx, {
        reference: `stats-bet:${player.id}`,
        kind: 'bet',
        currency: 'EUR',
        now: clock.now(),
        legs: [
          { account: { kind: 'player_real', playerId: player.id }, amount: -200 },
          { account: { kind: 'provider_clearing' }, amount: 200 },
        ],
      });
    });
    const accounts = await app.inject({ url: '/api/player/accounts', headers: { cookie } });
    expect(accounts.json()).toEqual([
      { currency: 'EUR', active: true, amount_cents: 5800, available_to_cashout_cents: 4800 },
    ]);
    const stats = await app.inject({ url: '/api/player/stats', headers: { cookie } });
    expect(stats.json()).toEqual({
      deposits_count: 1,
      deposits_sum_cents: 5000,
      cashouts_sum_cents: 0,
      bets_sum_cents: 200,
      currency: 'EUR',
    });
  });
});
