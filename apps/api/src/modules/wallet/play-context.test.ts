import { describe, expect, it } from 'vitest';
import { ledgerMovementEventSchema } from '@croupier/contracts/events';
import { eurRatesFrom } from '../ledger/eur-rates.js';
import { brandCurrencies } from '../brand/seed-data/currencies.js';
import { playContextOf, rollbackContextOf } from './play-context.js';

const rates = eurRatesFrom([{ currency: 'USD', rate: '0.9251' }], brandCurrencies);
const game = { identifier: 'pragma/fruit', provider: 'pragma', categories: ['slots', 'new'] };
const base = {
  transactionId: 7,
  reference: 'wallet:s:a1',
  currency: 'USD',
  playerId: 3,
  playerLegs: { player_real: -1_000 },
  balance: { currency: 'USD', realCents: 0, bonusCents: 0 },
  metadata: {},
  createdAt: new Date().toISOString(),
};

describe('the play context of wallet events', () => {
  it('names the game, provider, categories, round, split and EUR amount of a bet', () => {
    const play = playContextOf({
      studio: 's',
      actionId: 'a1',
      game,
      round: 'r1',
      roundFinished: true,
      currency: 'USD',
      split: { realCents: 600, bonusCents: 400 },
      rates,
    });
    expect(play).toEqual({
      studio: 's',
      actionId: 'a1',
      game: 'pragma/fruit',
      provider: 'pragma',
      categories: ['slots', 'new'],
      round: 'r1',
      roundFinished: true,
      split: { realCents: 600, bonusCents: 400 },
      eurCents: 925,
    });
    expect(ledgerMovementEventSchema.parse({ ...base, kind: 'bet', play })).toBeTruthy();
  });

  it("gives a rollback the original's round, kind and split", () => {
    const play = rollbackContextOf({
      studio: 's',
      actionId: 'rb1',
      game,
      roundFinished: false,
      currency: 'USD',
      rates,
      original: { actionId: 'a1', kind: 'bet', amount: 1_000, bonusAmount: 250, roundId: 'r0' },
    });
    expect(play).toMatchObject({
      actionId: 'rb1',
      round: 'r0',
      originalActionId: 'a1',
      originalKind: 'bet',
      split: { realCents: 750, bonusCents: 250 },
      eurCents: 925,
    });
    expect(ledgerMovementEventSchema.parse({ ...base, kind: 'rollback', play })).toBeTruthy();
  });

  it('weighs a currency without a EUR price as nothing', () => {
    const play = playContextOf({
      studio: 's',
      actionId: 'a1',
      game,
      round: 'r1',
      roundFinished: false,
      currency: 'FUN',
      split: { realCents: 100, bonusCents: 0 },
      rates,
    });
    expect(play.eurCents).toBe(0);
  });
});
