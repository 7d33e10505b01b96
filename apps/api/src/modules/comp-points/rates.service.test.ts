import { describe, expect, it } from 'vitest';
import type { CompPointRateRow } from './comp-points.repository.js';
import { presentRate } from './rates.service.js';

const row = (patch: Partial<CompPointRateRow>): CompPointRateRow => ({
  id: 3,
  key: 'money-25',
  type: 'money',
  group: 'MONEY_REWARD',
  points: 5000,
  amounts: { EUR: 2_500, JPY: 4_000, BTC: 30_000 },
  freespinsCount: 0,
  giftTemplateKey: 'comp-cash',
  lootboxTemplateKey: null,
  lotteryIds: [],
  title: { en: '€25 cash', de: '25 € Bargeld' },
  tags: [],
  position: 0,
  enabled: true,
  createdAt: new Date('2026-11-01T00:00:00Z'),
  ...patch,
});

describe('a mart rate as the site reads it', () => {
  it('CP-024: a money rate carries its EUR amount beside the amount in the asked currency', () => {
    expect(presentRate(row({}), null, 'JPY', 'de')).toMatchObject({
      currency: 'JPY',
      amount_cents: 4_000,
      amount_eur_cents: 2_500,
      title: '25 € Bargeld',
    });
    expect(presentRate(row({}), null, 'BTC', 'en')).toMatchObject({
      amount_cents: 30_000,
      amount_eur_cents: 2_500,
    });
  });

  it('leaves the EUR amount out where the offer has none, and for other types', () => {
    expect(presentRate(row({ amounts: { JPY: 4_000 } }), null, 'JPY', 'en')).not.toHaveProperty(
      'amount_eur_cents',
    );
    expect(
      presentRate(row({ type: 'freespins', amounts: {}, freespinsCount: 10 }), null, 'EUR', 'en'),
    ).not.toHaveProperty('amount_eur_cents');
  });
});
