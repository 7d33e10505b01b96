import { describe, expect, it } from 'vitest';
import { ledgerMovementEventSchema } from '@croupier/contracts/events';
import { buildTestApp } from '../../testing/test-app.js';
import { fiatEurRates } from '../brand/seed-data/currencies.js';
import { ledgerReference } from './wallet-call.js';
import { movementEvents } from './wallet-test.repository.js';
import {
  asWalletResponse,
  bet,
  fixturePlayer,
  newId,
  walletClient,
  win,
} from './wallet.test-helpers.js';

/*
 * DESIGN.md §12: a bet's and a win's `ledger.movement` event names what was played (game,
 * provider, categories, round, finished), the stake split and the amount in EUR cents, from
 * what the wallet call read anyway.
 */
const test = await buildTestApp();
const wallet = walletClient(test);

describe('the play context of wallet events', () => {
  it('puts game, provider, categories, round, split and EUR amount on a bet and a win', async () => {
    const player = await fixturePlayer(test.app, { currency: 'USD', balance: 10_000 });
    const staked = bet(1_000);
    const paid = win(2_500);
    const round = newId('round');
    asWalletResponse(await wallet.play(player, round, [staked, paid], { finished: true }));

    const studio = test.env.GAMES_STUDIO;
    const events = (
      await movementEvents(test.database.db, [
        ledgerReference(studio, staked.action_id),
        ledgerReference(studio, paid.action_id),
      ])
    ).map((payload) => ledgerMovementEventSchema.parse(payload));
    expect(events.map((event) => event.kind)).toEqual(['bet', 'win']);
    const [betEvent, winEvent] = events;
    if (betEvent?.kind !== 'bet' || winEvent?.kind !== 'win') throw new Error('kinds');
    const [provider] = player.game.split('/');
    expect(betEvent.play).toMatchObject({
      studio,
      actionId: staked.action_id,
      game: player.game,
      provider,
      round,
      roundFinished: true,
      split: { realCents: 1_000, bonusCents: 0 },
      eurCents: Math.round(1_000 * (fiatEurRates.USD ?? 0)),
    });
    expect(betEvent.play.categories.length).toBeGreaterThan(0);
    expect(winEvent.play).toMatchObject({
      actionId: paid.action_id,
      split: { realCents: 2_500, bonusCents: 0 },
      eurCents: Math.round(2_500 * (fiatEurRates.USD ?? 0)),
    });
  });
});
