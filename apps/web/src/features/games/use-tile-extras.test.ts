import { describe, expect, it } from 'vitest';
import { formatJackpot, humaniseSlug } from './use-tile-extras';

describe('tile texts', () => {
  it('shows a fiat jackpot in whole units (JP-003)', () => {
    expect(formatJackpot(4_737_899, 'EUR', 'en')).toBe('€47,378');
  });

  it('shows a jackpot in the currency the api answered, by the one money rule', () => {
    // A CAD player saw "€47,378" on the lobby; under en-CA the symbol stays CA$.
    expect(formatJackpot(6_993_912, 'CAD', 'en-CA')).toBe('CA$69,939');
    expect(formatJackpot(81_100_399, 'BTC', 'en', { fiat: false, subunits_to_unit: 1e8 })).toBe(
      '811,003\u00a0µBTC',
    );
  });

  it('names a provider from its slug until the provider list answers', () => {
    expect(humaniseSlug('red-canyon-gaming')).toBe('Red canyon gaming');
  });
});
